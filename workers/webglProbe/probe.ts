/// <reference lib="webworker" />

/** The answer (render/webglProbe.ts reads it): the renderer name its context reports, or no WebGL here. */
export type WebGLProbeAnswer = { workerWebGL: false } | { workerWebGL: true; rendererName: string | null };

/**
 * The WebGL probe off the page's main thread: making a context (SwiftShader on a GPU-less machine) held a
 * phone's main thread for tens of milliseconds. Answers once with the unmasked renderer name (null: no
 * context, or one refused by `failIfMajorPerformanceCaveat`), or says this worker has no WebGL at all.
 */
function answer(): WebGLProbeAnswer {
  if (typeof OffscreenCanvas === 'undefined' || typeof WebGL2RenderingContext === 'undefined') {
    return { workerWebGL: false };
  }
  let gl: WebGL2RenderingContext | null = null;
  try {
    gl = new OffscreenCanvas(1, 1).getContext('webgl2', { failIfMajorPerformanceCaveat: true });
  } catch {
    gl = null;
  }
  if (!gl) return { workerWebGL: true, rendererName: null };
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const rendererName = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return { workerWebGL: true, rendererName };
}

postMessage(answer());
