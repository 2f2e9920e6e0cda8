import { getTestContext } from 'pixi.js';

/**
 * WebGL context creation shared by both renderers. We create the context ourselves (and hand it to
 * Pixi) so a missing WebGL is a plain `null` we can explain on screen, not an exception deep inside
 * Pixi, and so dispose() can release it at once with WEBGL_lose_context.
 */
export function createWebGLContext(
  canvas: HTMLCanvasElement,
  options: { disabled?: boolean; transparent?: boolean } = {},
): WebGL2RenderingContext | null {
  if (options.disabled) return null;
  try {
    return canvas.getContext('webgl2', {
      alpha: options.transparent ?? false,
      antialias: false,
      depth: false,
      stencil: true,
      premultipliedAlpha: true,
      preserveDrawingBuffer: false,
      powerPreference: 'default',
    });
  } catch {
    return null;
  }
}

/** Frees a context now instead of whenever the garbage collector gets to it (browsers cap live contexts at 16). */
export function releaseWebGLContext(gl: WebGL2RenderingContext | null): void {
  if (!gl || gl.isContextLost()) return;
  gl.getExtension('WEBGL_lose_context')?.loseContext();
}

export function devicePixelRatioNow(): number {
  return Math.min(3, Math.max(1, globalThis.devicePixelRatio || 1));
}

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
