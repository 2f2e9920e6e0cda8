import type { PrototypeRenderer } from './chart/workerPrototypeProtocol.ts';
import type { Figures } from './chart.bench.ts';
import { round } from './stats.ts';

/** The prototype's renderers CHART_BENCH_PROTOTYPE asks for: 2d (or 1), pixi, both; none when unset. */
export function prototypeRenderers(setting: string | undefined): PrototypeRenderer[] {
  switch (setting) {
    case undefined:
    case '':
    case '0':
      return [];
    case '1':
    case '2d':
      return ['2d'];
    case 'pixi':
      return ['pixi'];
    case 'both':
      return ['2d', 'pixi'];
    default:
      throw new Error(`CHART_BENCH_PROTOTYPE=${setting}: expected 2d, pixi or both`);
  }
}

type Print = (figure: string, value: number, unit: string) => void;

/**
 * The worker-drawn prototype's figures (CHART_BENCH_PROTOTYPE), beside lightweight-charts'. Its frame
 * p95 is not printed: the bench's frame-end clock is the main thread's, which no longer draws the
 * chart; the worker reports from each input to its frame committed instead. The worker's own time per
 * frame (its drawing calls and the canvases' commit, where a 2D canvas in software rasters) is printed
 * as measured and times the CPU throttling (DevTools throttles the page's main thread, not its
 * workers): an estimate of what a phone that slow would spend. WebGL's and an accelerated canvas' own
 * work runs in the GPU process and is not in it.
 */
export function printPrototype(
  print: Print,
  measured: { renderer: PrototypeRenderer; figures: Figures },
  peer: Figures | null,
  throttle: number,
): void {
  const prototype = measured.figures;
  const label = (figure: string) => `worker-drawn prototype ${measured.renderer} (not the product): ${figure}`;
  const pair = (figure: string, pick: (figures: Figures) => number, unit: string) => {
    print(label(figure), round(pick(prototype), 1), unit);
    if (peer) print(label(`${figure} ratio`), round(pick(prototype) / pick(peer), 2), 'x');
  };
  pair('first render', (figures) => figures.firstRender, 'ms');
  pair('pan main thread per step', (figures) => figures.panMsPerStep, 'ms');
  pair('zoom main thread per step', (figures) => figures.zoomMsPerStep, 'ms');
  pair('live main thread', (figures) => figures.liveMsPerSecond, 'ms/s');
  const { worker } = prototype;
  for (const [phase, ms] of [
    ['pan', worker.panDrawMsPerFrame],
    ['zoom', worker.zoomDrawMsPerFrame],
    ['live', worker.liveDrawMsPerFrame],
  ] as const) {
    print(label(`${phase} worker draw and commit per frame, unthrottled`), round(ms, 2), 'ms');
    print(label(`${phase} worker draw and commit per frame, times ${throttle}`), round(ms * throttle, 2), 'ms');
  }
  // the frame p95's stand-in: from the input event (main thread) to the frame committed for it (worker)
  print(label('pan input to frame committed p95'), round(worker.panInputP95, 1), 'ms');
  print(label('zoom input to frame committed p95'), round(worker.zoomInputP95, 1), 'ms');
}
