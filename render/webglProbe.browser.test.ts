import { expect, it } from 'vitest';
import { probeHardwareWebGL, rendererNameOfProbeAnswer } from './webglProbe.ts';

function pageRendererName(): string | null {
  const gl = document.createElement('canvas').getContext('webgl2', { failIfMajorPerformanceCaveat: true });
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return name;
}

it('the probe worker names the same renderer as the page, so the chart picks the same drawing in Chromium', async () => {
  const worker = new Worker(new URL('../workers/webglProbe/probe.ts', import.meta.url), { type: 'module' });
  const answer = await new Promise<unknown>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
    worker.onerror = () => reject(new Error('the probe worker failed'));
  });
  worker.terminate();
  // answered from the worker (not undefined, which sends the probe back to the main thread)
  const workerName = rendererNameOfProbeAnswer(answer);
  expect(workerName).not.toBeUndefined();
  const pageName = pageRendererName();
  expect(workerName).toBe(pageName);
  expect(await probeHardwareWebGL()).toBe(pageName !== null && !/swiftshader|llvmpipe|software/i.test(pageName));
});
