import { columnsFromPacked } from '../../render/candles/candleColumns.ts';
import { ChartModel } from '../../render/candles/chartModel.ts';
import { DARK_THEME } from '../../render/theme.ts';
import {
  drawCandles,
  drawOverlay,
  drawUnderlay,
  PROTOTYPE_AXIS_WIDTH,
  type PrototypeScene,
  prototypeScene,
} from './workerPrototypeDraw.ts';
import { PrototypePixiCandles } from './workerPrototypePixi.ts';
import { epochMs, PACKED_STRIDE, type PrototypeReply, type PrototypeRequest } from './workerPrototypeProtocol.ts';

type InitRequest = Extract<PrototypeRequest, { type: 'init' }>;
type Painter = (scene: PrototypeScene) => void;

const model = new ChartModel(5, '1min');
let painter: Painter | null = null;
let size = { width: 0, height: 0, resolution: 1 };
let crosshair: { x: number; y: number } | null = null;
let framePending = false;
/** frames drawn and their time in this worker since the page last asked */
const drawn = { frames: 0, ms: 0, inputToFrame: [] as number[] };
/** when the oldest input the next frame answers happened (epoch ms), NaN when it answers none */
let pendingInputAt = Number.NaN;

const reply = (message: PrototypeReply) => self.postMessage(message);

function context2d(canvas: OffscreenCanvas | undefined, alpha: boolean): OffscreenCanvasRenderingContext2D {
  const context = canvas?.getContext('2d', { alpha });
  if (!context) throw new Error('no 2D context on a transferred canvas');
  return context;
}

/** The painter for the page's canvases, each sized for the chart at its resolution. */
async function makePainter(request: InitRequest): Promise<Painter> {
  const { canvases, width, height, resolution } = request;
  for (const canvas of canvases) {
    canvas.width = Math.round(width * resolution);
    canvas.height = Math.round(height * resolution);
  }
  const [bottom, middle, top] = canvases;
  if (request.renderer === '2d') {
    const context = context2d(bottom, false);
    return (scene) => {
      drawUnderlay(context, scene);
      drawCandles(context, scene, scene.from, scene.to);
      drawOverlay(context, scene);
    };
  }
  if (!middle) throw new Error('the Pixi prototype needs three canvases');
  const underlay = context2d(bottom, false);
  const overlay = context2d(top, true);
  const candles = await PrototypePixiCandles.create(middle, { width, height, resolution });
  return (scene) => {
    drawUnderlay(underlay, scene);
    candles.draw(scene, model.revision);
    overlay.setTransform(1, 0, 0, 1, 0, 0);
    overlay.clearRect(0, 0, overlay.canvas.width, overlay.canvas.height);
    // the live bar changes on every tick: drawn with the overlay, not in the meshes
    const live = scene.series.length - 1;
    if (live <= scene.to) drawCandles(overlay, scene, live, live);
    drawOverlay(overlay, scene);
  };
}

/**
 * Draws a frame. Its time is counted until a task queued behind it runs: the canvases commit their
 * frame (a 2D canvas rasters it then) after the animation-frame callback, on this thread.
 */
function draw(): void {
  if (!painter) return;
  const started = performance.now();
  const inputAt = pendingInputAt;
  pendingInputAt = Number.NaN;
  painter(prototypeScene(model, { ...size, theme: DARK_THEME }, crosshair));
  drawn.frames += 1;
  setTimeout(() => {
    drawn.ms += performance.now() - started;
    if (!Number.isNaN(inputAt)) drawn.inputToFrame.push(epochMs() - inputAt);
  }, 0);
}

/** One frame for everything asked since the last (this worker's own animation frame). */
function invalidate(): void {
  if (framePending) return;
  framePending = true;
  requestAnimationFrame(() => {
    framePending = false;
    draw();
  });
}

function onInput(inputAt: number): void {
  if (Number.isNaN(pendingInputAt)) pendingInputAt = inputAt;
  invalidate();
}

async function init(request: InitRequest): Promise<void> {
  size = { width: request.width, height: request.height, resolution: request.resolution };
  model.setData(columnsFromPacked(request.packed, PACKED_STRIDE));
  model.resize(request.width - PROTOTYPE_AXIS_WIDTH);
  try {
    painter = await makePainter(request);
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  draw();
  // the frame is on screen once this worker's next animation frame starts
  requestAnimationFrame(() => reply({ type: 'firstFrame' }));
}

self.onmessage = (event: MessageEvent<PrototypeRequest>) => {
  const request = event.data;
  switch (request.type) {
    case 'init':
      void init(request);
      return;
    case 'view':
      model.view = request.view;
      return onInput(request.inputAt);
    case 'crosshair':
      crosshair = request.point;
      return invalidate();
    case 'tick': {
      const { time, open, high, low, close, volume } = request.bar;
      const change = model.updateLast({ Time: time, Open: open, High: high, Low: low, Close: close, Volume: volume });
      if (change !== 'none') invalidate();
      return;
    }
    case 'frames':
      // after the frame still owed (its animation-frame callback was asked for first, so runs
      // first) and its commit (the task it queued runs before this one)
      requestAnimationFrame(() =>
        setTimeout(() => {
          reply({ type: 'frames', ...drawn });
          drawn.frames = 0;
          drawn.ms = 0;
          drawn.inputToFrame = [];
        }, 0),
      );
      return;
  }
};
