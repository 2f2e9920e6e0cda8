import { describe, expect, it } from 'vitest';
import { rendererNameOfProbeAnswer, webglKind } from './webglProbe.ts';

describe('WebGL kind from the renderer name', () => {
  it('calls CPU implementations software, so the mini charts and chart fall back to the 2D canvas', () => {
    expect(webglKind('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe(
      'software',
    );
    expect(webglKind('llvmpipe (LLVM 15.0.7, 256 bits)')).toBe('software');
    expect(webglKind('Microsoft Basic Render Driver')).toBe('software');
  });

  it('calls phone and desktop GPUs hardware, and no context none', () => {
    expect(webglKind('Adreno (TM) 640')).toBe('hardware');
    expect(webglKind('Apple GPU')).toBe('hardware');
    expect(webglKind('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620, OpenGL 4.6)')).toBe('hardware');
    expect(webglKind(null)).toBe('none');
  });
});

describe('the probe worker answer', () => {
  it('reads the renderer name, and sends the probe back to the page when the worker has no WebGL or garbles', () => {
    expect(rendererNameOfProbeAnswer({ workerWebGL: true, rendererName: 'Adreno (TM) 640' })).toBe('Adreno (TM) 640');
    expect(rendererNameOfProbeAnswer({ workerWebGL: true, rendererName: null })).toBeNull();
    expect(rendererNameOfProbeAnswer({ workerWebGL: false })).toBeUndefined();
    expect(rendererNameOfProbeAnswer('hello')).toBeUndefined();
    expect(rendererNameOfProbeAnswer({ workerWebGL: true, rendererName: 3 })).toBeUndefined();
  });
});
