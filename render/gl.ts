import { getTestContext, Ticker } from 'pixi.js';
import { createWebGLContext, hardwareWebGL } from './webglProbe.ts';

// in its own module so that code without Pixi (the mini charts' seam) can probe without pulling Pixi in
export { hardwareWebGL, webglKind } from './webglProbe.ts';

/**
 * Which Pixi renderer draws a chart. `auto` (the default) takes WebGL when the GPU really runs it and
 * falls back to Pixi's canvas-2D renderer when WebGL would be emulated in software
 * (`failIfMajorPerformanceCaveat`): on a phone with a blocklisted GPU, or headless Chromium without a
 * GPU, software WebGL draws every frame on the CPU and copies it back for the compositor, which costs
 * several times what the browser's own 2D canvas does. `none` simulates a browser with neither (tests).
 */
export type RendererChoice = 'auto' | 'webgl' | 'canvas' | 'none';

export type DrawingSurface =
  | { kind: 'webgl'; gl: WebGL2RenderingContext }
  /** `canvas`: where the 2D context lives (the page's canvas, or the one `canvas2d` handed over) */
  | { kind: 'canvas'; canvas: HTMLCanvasElement | OffscreenCanvas };

/**
 * Creates the canvas's context ourselves (Pixi then adopts it) so a missing context is a plain `null`
 * we can explain on screen, not an exception deep inside Pixi, and so dispose() can release a WebGL
 * context at once with WEBGL_lose_context.
 */
export function createDrawingSurface(
  canvas: HTMLCanvasElement,
  options: {
    choice?: RendererChoice;
    transparent?: boolean;
    /** the canvas a 2D context is drawn on instead of `canvas` (asked for only when WebGL is not used) */
    canvas2d?: () => HTMLCanvasElement | OffscreenCanvas;
  } = {},
): DrawingSurface | null {
  const choice = options.choice ?? 'auto';
  if (choice === 'none') return null;
  if (choice === 'webgl' || (choice === 'auto' && hardwareWebGL())) {
    const gl = createWebGLContext(canvas, {
      transparent: options.transparent,
      failIfMajorPerformanceCaveat: choice === 'auto',
    });
    if (gl) return { kind: 'webgl', gl };
    if (choice === 'webgl') return null;
  }
  try {
    // Pixi's canvas renderer asks for '2d' again and gets this same context (with our alpha setting)
    const target = options.canvas2d?.() ?? canvas;
    return target.getContext('2d', { alpha: options.transparent ?? false }) ? { kind: 'canvas', canvas: target } : null;
  } catch {
    return null;
  }
}

/** Frees a context now instead of whenever the garbage collector gets to it (browsers cap live contexts at 16). */
export function releaseWebGLContext(gl: WebGL2RenderingContext | null): void {
  if (!gl || gl.isContextLost()) return;
  gl.getExtension('WEBGL_lose_context')?.loseContext();
}

// in its own module so that code without Pixi (the mini charts) can use it without pulling Pixi in
export { devicePixelRatioNow } from './devicePixelRatio.ts';

let testContextReleased = false;

/**
 * Pixi probes shader precision on a hidden "test" WebGL context and keeps it alive for the page's
 * lifetime: a third context beside the chart's and the sparklines'. The probe's answer is cached after
 * the first shader compile, so once a renderer has drawn its first frame we release that context.
 */
export function releasePixiTestContext(): void {
  if (testContextReleased) return;
  testContextReleased = true;
  const probe = getTestContext();
  if (probe && !probe.isContextLost()) probe.getExtension('WEBGL_lose_context')?.loseContext();
}

/**
 * Pixi's scheduler hangs its housekeeping (unloading renderables not drawn for a while) on
 * `Ticker.system`, a requestAnimationFrame loop that never ends: a frame every vsync on an idle page.
 * Our renderers draw on demand and free their own resources, so the loop is switched off before a
 * renderer is made (call before `renderer.init`).
 */
export function stopPixiIdleLoop(): void {
  Ticker.system.autoStart = false;
  Ticker.system.stop();
}
