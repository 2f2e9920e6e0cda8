import type { ChartTheme } from '../../theme.ts';
import { emptyColumns, mergeLiveBar } from '../candleColumns.ts';
import type { ChartPicture } from './chartPicture.ts';
import { paintOverlay, paintPicture } from './paintPicture.ts';
import type { PictureReply, PictureRequest } from './pictureProtocol.ts';

/** What this file uses of a dedicated worker's global scope (the render project is typed for the page). */
interface DrawingWorkerScope {
  postMessage(message: PictureReply): void;
  onmessage: ((event: MessageEvent<PictureRequest>) => void) | null;
  requestAnimationFrame?: (callback: () => void) => number;
}

type Painter = (picture: ChartPicture) => void;

/**
 * The chart's drawing worker: it holds a copy of the bars and paints the latest picture the page sent,
 * once per animation frame, on the canvases the page transferred to it. The page's main thread only
 * builds the picture (plain data) and posts it.
 */
const scope = self as unknown as DrawingWorkerScope;
let painter: Painter | null = null;
let series = emptyColumns();
let pending: ChartPicture | null = null;
let frameAsked = false;
let frames = 0;
/** the page asked to be told of each painted frame (tests, benchmarks) */
let reportFrames = false;

const reply = (message: PictureReply) => scope.postMessage(message);

/** Sizes a canvas for a picture (device px); Pixi sizes its own. */
function sizeFor(canvas: OffscreenCanvas, picture: ChartPicture): void {
  const width = Math.round(picture.frame.width * picture.resolution);
  const height = Math.round(picture.frame.height * picture.resolution);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
}

function context2d(canvas: OffscreenCanvas, alpha: boolean): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { alpha });
  if (!context) throw new Error('no 2D context on a canvas handed to the drawing worker');
  return context;
}

/** Everything on one 2D canvas. */
function canvasPainter(canvas: OffscreenCanvas, theme: ChartTheme): Painter {
  const context = context2d(canvas, false);
  return (picture) => {
    sizeFor(canvas, picture);
    paintPicture(context, picture, series, theme);
  };
}

/**
 * The plot with Pixi's WebGL renderer (loaded only here), the overlay on a 2D canvas over it; the 2D
 * canvas alone where this worker gets no WebGL context that the GPU runs.
 */
async function webglPainter(
  canvases: { plot: OffscreenCanvas; overlay: OffscreenCanvas; gl: WebGL2RenderingContext },
  theme: ChartTheme,
): Promise<Painter> {
  const { plot, overlay, gl } = canvases;
  const { PixiPlot } = await import('./pixiPlot.ts');
  const pixi = await PixiPlot.create(plot, gl, theme);
  const context = context2d(overlay, true);
  return (picture) => {
    pixi.draw(picture, series, theme);
    sizeFor(overlay, picture);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, overlay.width, overlay.height);
    paintOverlay(context, picture, theme);
  };
}

async function start(request: Extract<PictureRequest, { type: 'start' }>): Promise<void> {
  const { plot, overlay, theme } = request;
  reportFrames = request.reportFrames;
  // the context is asked for here, as Pixi would, so that a refused one leaves the canvas free for 2D
  const options = { antialias: false, depth: false, failIfMajorPerformanceCaveat: request.hardwareOnly };
  const gl = request.renderer === 'webgl' && overlay ? plot.getContext('webgl2', options) : null;
  painter = gl && overlay ? await webglPainter({ plot, overlay, gl }, theme) : canvasPainter(plot, theme);
  reply({ type: 'started', renderer: gl ? 'webgl' : 'canvas' });
  if (pending) askFrame();
}

function paint(): void {
  frameAsked = false;
  const picture = pending;
  if (!picture || !painter) return;
  pending = null;
  const started = performance.now();
  painter(picture);
  frames += 1;
  if (!reportFrames) return;
  const painted = frames;
  // the canvases commit their frame after this task: answered from the next one
  setTimeout(() => reply({ type: 'painted', frames: painted, ms: performance.now() - started }), 0);
}

function askFrame(): void {
  if (frameAsked) return;
  frameAsked = true;
  if (typeof scope.requestAnimationFrame === 'function') scope.requestAnimationFrame(paint);
  else setTimeout(paint, 0);
}

scope.onmessage = (event: MessageEvent<PictureRequest>) => {
  const request = event.data;
  switch (request.type) {
    case 'start':
      start(request).catch((error: unknown) =>
        reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    case 'bars':
      series = request.series;
      return;
    case 'live':
      mergeLiveBar(series, request.candle);
      return;
    case 'paint':
      pending = request.picture;
      askFrame();
      return;
  }
};
