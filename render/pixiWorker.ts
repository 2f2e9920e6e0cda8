// Pixi in a worker: a web-worker environment (no document: canvases are OffscreenCanvases), set before a
// renderer is made. Only the chart's drawing worker imports this module; the page's Pixi (render/pixi.ts)
// keeps the browser environment. Pixi's own WebWorkerAdapter is not used: it imports an XML parser
// (@xmldom/xmldom) for SVG and bitmap-font assets, which the chart never loads.
import { type Adapter, DOMAdapter } from '../node_modules/pixi.js/lib/environment/adapter';

export * from './pixi.ts';

const noAssets = (what: string) => () => {
  throw new Error(`the chart's drawing worker loads no ${what}`);
};

const chartWorkerAdapter: Adapter = {
  createCanvas: (width, height) => new OffscreenCanvas(width ?? 0, height ?? 0),
  createImage: noAssets('images'),
  getCanvasRenderingContext2D: () => OffscreenCanvasRenderingContext2D,
  getWebGLRenderingContext: () => WebGLRenderingContext,
  getNavigator: () => navigator,
  getBaseUrl: () => globalThis.location.href,
  getFontFaceSet: () => null,
  fetch: (url, options) => fetch(url, options),
  parseXML: noAssets('XML'),
};

/** Tells Pixi it runs in a worker (call before `renderer.init`). */
export function setPixiWorkerEnvironment(): void {
  DOMAdapter.set(chartWorkerAdapter);
}
