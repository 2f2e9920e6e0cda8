import { columnsFromPacked } from '../../render/candles/candleColumns.ts';
import { ChartModel } from '../../render/candles/chartModel.ts';
import type { BenchBar } from './harness.ts';
import { frameEnd, HOST_SIZE, host, liveTape, painted } from './harness.ts';
import { PROTOTYPE_AXIS_WIDTH, PROTOTYPE_TIME_AXIS_HEIGHT } from './workerPrototypeDraw.ts';
import {
  epochMs,
  PACKED_STRIDE,
  type PrototypeRenderer,
  type PrototypeReply,
  type PrototypeRequest,
} from './workerPrototypeProtocol.ts';

/**
 * A PROTOTYPE, not the product: the chart drawn whole in a worker on transferred canvases. The main
 * thread keeps the chart's model (the product's ChartModel: gestures applied and scales updated there,
 * where order lines and tests would read them) and posts the worker each new view.
 * `CHART_BENCH_PROTOTYPE=2d|pixi|both` measures it beside Pipwave's chart and lightweight-charts, to
 * size what moving the chart's frame work off the main thread would gain. `?renderer=pixi` draws the
 * candles with Pixi's WebGL renderer in the worker, between two 2D layers. It has no order lines, no
 * history paging and no accessibility; see docs/chart-worker-proposal.md.
 */
const renderer: PrototypeRenderer = new URLSearchParams(location.search).get('renderer') === 'pixi' ? 'pixi' : '2d';
let worker: Worker | null = null;
/** the chart's canvases, bottom to top, in one box that takes the input */
let layers: HTMLElement | null = null;
let lastBar: BenchBar | null = null;
const model = new ChartModel(5, '1min');
const plotHeight = HOST_SIZE.height - PROTOTYPE_TIME_AXIS_HEIGHT;

function send(request: PrototypeRequest, transfer: Transferable[] = []): void {
  worker?.postMessage(request, transfer);
}

/** The worker's next reply of `type`; rejects when it reports a failure or cannot run at all. */
function nextReply<T extends PrototypeReply['type']>(type: T): Promise<Extract<PrototypeReply, { type: T }>> {
  const target = worker;
  if (!target) return Promise.reject(new Error('the prototype has no worker'));
  return new Promise((resolve, reject) => {
    const stop = () => {
      target.removeEventListener('message', listen);
      target.removeEventListener('error', fail);
    };
    const fail = (event: ErrorEvent) => {
      stop();
      reject(new Error(`the prototype's worker failed: ${event.message}`));
    };
    const listen = (event: MessageEvent<PrototypeReply>) => {
      const message = event.data;
      if (message.type === 'failed') {
        stop();
        reject(new Error(`the prototype's worker could not draw: ${message.message}`));
      } else if (message.type === type) {
        stop();
        resolve(message as Extract<PrototypeReply, { type: T }>);
      }
    };
    target.addEventListener('message', listen);
    target.addEventListener('error', fail);
  });
}

/** The model's new view to the worker (and its scales updated, as the order lines would need them). */
function sendView(event: Event): void {
  model.updateScales(plotHeight);
  send({ type: 'view', view: model.view, inputAt: epochMs(event.timeStamp) });
}

/** Drag to pan, wheel to zoom, hover for the crosshair: each event changes the model or the crosshair. */
function forwardInput(element: HTMLElement): void {
  let dragX: number | null = null;
  const local = (event: MouseEvent) => {
    const rect = element.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  element.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      model.zoom(Math.exp(-event.deltaY * 0.0025), local(event).x);
      sendView(event);
    },
    { passive: false },
  );
  element.addEventListener('pointerdown', (event) => {
    dragX = event.clientX;
    send({ type: 'crosshair', point: null });
  });
  element.addEventListener('pointermove', (event) => {
    if (dragX === null) return send({ type: 'crosshair', point: local(event) });
    const dx = event.clientX - dragX;
    dragX = event.clientX;
    if (dx === 0) return;
    model.pan(dx);
    sendView(event);
  });
  element.addEventListener('pointerup', () => {
    dragX = null;
  });
}

function packBars(bars: readonly BenchBar[]): Float64Array {
  const packed = new Float64Array(bars.length * PACKED_STRIDE);
  bars.forEach((bar, index) => {
    packed.set([bar.time, bar.open, bar.high, bar.low, bar.close, bar.volume], index * PACKED_STRIDE);
  });
  return packed;
}

window.chartBench = {
  async firstRender(bars) {
    window.chartBench.dispose();
    const started = performance.now();
    layers = document.createElement('div');
    layers.style.cssText = 'position:absolute;inset:0;touch-action:none';
    const canvases = Array.from({ length: renderer === 'pixi' ? 3 : 1 }, () => {
      const canvas = document.createElement('canvas');
      canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%';
      layers?.append(canvas);
      return canvas.transferControlToOffscreen();
    });
    host().append(layers);
    worker = new Worker(new URL('./workerPrototypeWorker.ts', import.meta.url), { type: 'module' });
    const packed = packBars(bars);
    model.setData(columnsFromPacked(packed, PACKED_STRIDE));
    model.resize(HOST_SIZE.width - PROTOTYPE_AXIS_WIDTH);
    lastBar = bars[bars.length - 1] ?? null;
    const firstFrame = nextReply('firstFrame');
    const size = { width: HOST_SIZE.width, height: HOST_SIZE.height, resolution: devicePixelRatio };
    send({ type: 'init', renderer, canvases, ...size, packed }, [...canvases, packed.buffer]);
    forwardInput(layers);
    await firstFrame;
    await painted();
    return performance.now() - started;
  },
  frameEnd,
  async live(perSecond, seconds) {
    if (!lastBar) return 0;
    await liveTape(lastBar, perSecond, seconds, (bar) => {
      const { time, open, high, low, close, volume } = bar;
      model.updateLast({ Time: time, Open: open, High: high, Low: low, Close: close, Volume: volume });
      model.updateScales(plotHeight);
      send({ type: 'tick', bar });
    });
    return 0;
  },
  /** the prototype has no mini charts */
  async sparklines() {
    return [];
  },
  async workerFrames() {
    if (!worker) return null;
    const reply = nextReply('frames');
    send({ type: 'frames' });
    const { frames, ms, inputToFrame } = await reply;
    return { frames, ms, inputToFrame };
  },
  renderer: () => `worker ${renderer} (prototype)`,
  dispose() {
    worker?.terminate();
    worker = null;
    layers?.remove();
    layers = null;
  },
};
