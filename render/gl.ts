import { createWebGLContext, hardwareWebGL } from './webglProbe.ts';

// Pixi-free: the charts choose and open their canvas here before (or without) loading Pixi (render/pixi.ts)
export { hardwareWebGL, webglKind } from './webglProbe.ts';

/**
 * What draws a chart. `auto` (the default) takes WebGL (Pixi) when the GPU really runs it and falls back
 * to the browser's 2D canvas when WebGL would be emulated in software
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
 * Creates the canvas's context ourselves (Pixi then adopts a WebGL one) so a missing context is a
 * plain `null` we can explain on screen, not an exception deep inside Pixi, and so dispose() can release a WebGL
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
    // the 2D drawing asks for '2d' again and gets this same context (with our alpha setting)
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

export { devicePixelRatioNow } from './devicePixelRatio.ts';
