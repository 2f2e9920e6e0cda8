import type { ChartTheme } from '../theme.ts';
import { hardwareWebGL } from '../webglProbe.ts';
import { Canvas2DSparklines } from './Canvas2DSparklines.ts';
import type { SparklineImplementation, SparklineSurface } from './surface.ts';

export type SparklineChoice = 'auto' | SparklineImplementation;

/** The one decision: Pixi WebGL where WebGL runs on a GPU, the 2D canvas where it is missing or software. */
export function chooseSparklines(choice: SparklineChoice, gpu: () => boolean = hardwareWebGL): SparklineImplementation {
  if (choice !== 'auto') return choice;
  return gpu() ? 'pixi' : 'canvas2d';
}

/** Resolves when the main thread is idle (Safari has no requestIdleCallback: a short timeout there). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 200);
  });
}

/**
 * The mini charts of a list behind one interface. Call it after the list's first rows have painted
 * (useSparklineRenderer does): on a GPU the Pixi chunk is fetched in idle time and the mini charts
 * appear once it is ready; elsewhere the 2D canvas draws as soon as the page is idle and Pixi is never
 * downloaded. A GPU whose WebGL context cannot be had after all gets the 2D canvas too.
 */
export async function createSparklines(
  host: HTMLElement,
  options: { choice?: SparklineChoice; theme?: Partial<ChartTheme>; gpu?: () => boolean } = {},
): Promise<SparklineSurface> {
  const choice = options.choice ?? 'auto';
  // choosing probes WebGL (a context made and dropped, tens of ms on a phone): in idle time too
  if (choice === 'auto') await idle();
  const implementation = chooseSparklines(choice, options.gpu);
  if (implementation === 'pixi') {
    const { PixiSparklines } = await import('./PixiSparklines.ts');
    const pixi = await PixiSparklines.create(host, { theme: options.theme });
    if (pixi.available || options.choice === 'pixi') return pixi;
    pixi.dispose();
  }
  return Canvas2DSparklines.create(host, { theme: options.theme });
}
