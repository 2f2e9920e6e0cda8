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

/** The renderer name a probe worker answered, `undefined` when its answer is not one or it has no WebGL. */
export function rendererNameOfProbeAnswer(data: unknown): string | null | undefined {
  if (typeof data !== 'object' || data === null || !('workerWebGL' in data) || data.workerWebGL !== true) {
    return undefined;
  }
  if (!('rendererName' in data)) return undefined;
  const name = data.rendererName;
  return name === null || typeof name === 'string' ? name : undefined;
}

function rendererNameInWorker(): Promise<string | null | undefined> {
  if (typeof Worker === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('../workers/webglProbe/probe.ts', import.meta.url), {
      type: 'module',
      name: 'webgl-probe',
    });
    const settle = (name: string | null | undefined) => {
      worker.terminate();
      resolve(name);
    };
    worker.onmessage = (event: MessageEvent<unknown>) => settle(rendererNameOfProbeAnswer(event.data));
    worker.onerror = () => settle(undefined);
  });
}

let hardwareWebGLAnswer: Promise<boolean> | null = null;

/**
 * `hardwareWebGL` without holding the main thread: the context is made in a short-lived worker on an
 * OffscreenCanvas (on a GPU-less phone or headless Chromium, SwiftShader's set-up took tens of
 * milliseconds of the page's first seconds). Where the worker has no WebGL (or fails), the probe runs here.
 * Once answered, `hardwareWebGL()` returns the same answer at once.
 */
export function probeHardwareWebGL(): Promise<boolean> {
  if (hardwareWebGLProbe !== null) return Promise.resolve(hardwareWebGLProbe);
  hardwareWebGLAnswer ??= rendererNameInWorker().then((name) => {
    if (hardwareWebGLProbe !== null) return hardwareWebGLProbe;
    if (name === undefined) return hardwareWebGL();
    hardwareWebGLProbe = webglKind(name) === 'hardware';
    return hardwareWebGLProbe;
  });
  return hardwareWebGLAnswer;
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
