/** Renderer names of WebGL implementations that run on the CPU. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

export type WebGLKind = 'hardware' | 'software' | 'none';

/**
 * What kind of WebGL a renderer name means: `null` (no context, or one refused by
 * `failIfMajorPerformanceCaveat`) is `none`; SwiftShader, llvmpipe and the like run on the CPU.
 */
export function webglKind(rendererName: string | null): WebGLKind {
  if (rendererName === null) return 'none';
  return SOFTWARE_RENDERER.test(rendererName) ? 'software' : 'hardware';
}

let hardwareWebGLProbe: boolean | null = null;

/**
 * Whether WebGL runs on a GPU here, probed once per page on a throw-away canvas whose context is
 * released at once. `failIfMajorPerformanceCaveat` alone is not enough: headless Chromium hands out
 * SwiftShader without complaint, so the unmasked renderer name is checked too. No Pixi in this module.
 */
export function hardwareWebGL(): boolean {
  if (hardwareWebGLProbe !== null) return hardwareWebGLProbe;
  const gl = createWebGLContext(document.createElement('canvas'), { failIfMajorPerformanceCaveat: true });
  let name: string | null = null;
  if (gl) {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
  hardwareWebGLProbe = webglKind(name) === 'hardware';
  return hardwareWebGLProbe;
}

export function createWebGLContext(
  canvas: HTMLCanvasElement,
  options: { transparent?: boolean; failIfMajorPerformanceCaveat: boolean },
): WebGL2RenderingContext | null {
  try {
    return canvas.getContext('webgl2', {
      alpha: options.transparent ?? false,
      antialias: false,
      depth: false,
      stencil: true,
      premultipliedAlpha: true,
      preserveDrawingBuffer: false,
      powerPreference: 'default',
      failIfMajorPerformanceCaveat: options.failIfMajorPerformanceCaveat,
    });
  } catch {
    return null;
  }
}
