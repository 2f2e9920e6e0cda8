// The one module through which the app imports Pixi, and only the parts the candle chart and the mini
// charts use. `pixi.js` itself (its index) registers every extension on import (asset loaders,
// spritesheets, masks, texture sources, the browser environment): about 20 KB gzip we never run. The
// modules below are Pixi v8's own ES modules, imported by path (the package's `exports` lists only its
// bundles, so the path goes through node_modules; tsc checks every name here against Pixi's types, so a
// Pixi upgrade that moves a module fails the build, not the page). Renderers are made with
// `skipExtensionImports`, so Pixi loads no environment extensions of its own either.
// The app's CSP has no 'unsafe-eval': Pixi's polyfills replace its generated (new Function) shader code.
import '../node_modules/pixi.js/lib/unsafe-eval/init';
// the mesh pipe and its WebGL adaptor: how a renderer draws a Mesh
import '../node_modules/pixi.js/lib/scene/mesh/init';
import { getTestContext } from '../node_modules/pixi.js/lib/rendering/renderers/gl/shader/program/getTestContext';
import { Texture } from '../node_modules/pixi.js/lib/rendering/renderers/shared/texture/Texture';
import { Mesh } from '../node_modules/pixi.js/lib/scene/mesh/shared/Mesh';
import { MeshGeometry } from '../node_modules/pixi.js/lib/scene/mesh/shared/MeshGeometry';
import { Ticker } from '../node_modules/pixi.js/lib/ticker/Ticker';

export { WebGLRenderer } from '../node_modules/pixi.js/lib/rendering/renderers/gl/WebGLRenderer';
export { Container } from '../node_modules/pixi.js/lib/scene/container/Container';
export { Mesh };

/** A mesh of one colour (its tint) from vertices (x, y pairs) and triangle indices we build ourselves. */
export function flatMesh(positions: Float32Array, indices: Uint32Array): Mesh {
  const geometry = new MeshGeometry({ positions, uvs: new Float32Array(positions.length), indices });
  return new Mesh({ geometry, texture: Texture.WHITE });
}

/** New vertices into a mesh: the same count updates its buffer in place, another count gets new buffers. */
export function setMeshVertices(target: Mesh, positions: Float32Array, indices: () => Uint32Array): void {
  const geometry = target.geometry;
  if (geometry.positions.length === positions.length) {
    geometry.positions = positions;
    return;
  }
  geometry.positions = positions;
  geometry.uvs = new Float32Array(positions.length);
  geometry.indices = indices();
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
