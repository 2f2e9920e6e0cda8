import type { Candle } from '../../../protocol/schemas/kline.ts';
import type { ChartTheme } from '../../theme.ts';
import { hardwareWebGL } from '../../webglProbe.ts';
import { type CandleColumns, copyColumns } from '../candleColumns.ts';
import type { ChartPicture } from './chartPicture.ts';
import { type PictureContext, paintPicture } from './paintPicture.ts';
import type { PictureReply, PictureRequest, WorkerRenderer } from './pictureProtocol.ts';

/**
 * Where the chart's pictures are painted, chosen once (openPictureSurface): in the drawing worker, on
 * the canvas handed over to it, so that the page's main thread only builds each frame's picture; or,
 * where a canvas cannot be handed to a worker, by the same painter on the page.
 */
export interface PictureSurface {
  /** what paints: Pixi's WebGL or the 2D canvas in the drawing worker, or the 2D canvas on the page */
  readonly kind: PaintedBy;
  /** the bars were replaced: `series` is the model's own (the worker gets a copy) */
  setBars(series: CandleColumns): void;
  /** the model merged a live candle into its bars (the worker merges it into its copy) */
  mergeLive(candle: Candle): void;
  /** paints `picture` at the surface's next frame (the latest picture wins) */
  paint(picture: ChartPicture): void;
  /**
   * frames painted so far, and a promise of the next one (tests and benchmarks wait on it): the drawing
   * worker tells of them only when opened with `reportFrames`
   */
  readonly frames: number;
  /** the drawing worker's time on those frames, ms (0 on the page, whose time is the page's) */
  readonly workerMs: number;
  nextFrame(): Promise<void>;
  dispose(): void;
}

/** Counts painted frames and resolves those waiting for the next one. */
class FrameCounter {
  frames = 0;
  workerMs = 0;
  private waiting: (() => void)[] = [];

  painted(frames: number, workerMs = 0): void {
    this.frames = frames;
    this.workerMs += workerMs;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  next(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** The painter in the drawing worker, on the canvases handed to it. */
class WorkerPictureSurface implements PictureSurface {
  kind: WorkerRenderer;
  private readonly counter = new FrameCounter();

  constructor(
    private readonly worker: Worker,
    renderer: WorkerRenderer,
    events: SurfaceEvents,
  ) {
    this.kind = renderer;
    worker.onmessage = (event: MessageEvent<PictureReply>) => {
      const reply = event.data;
      if (reply.type === 'painted') this.counter.painted(reply.frames, reply.ms);
      else if (reply.type === 'started') {
        this.kind = reply.renderer;
        events.onStarted?.(reply.renderer);
      } else events.onFailure(reply.message);
    };
    worker.onerror = (event) => events.onFailure(event.message);
  }

  get frames(): number {
    return this.counter.frames;
  }

  get workerMs(): number {
    return this.counter.workerMs;
  }

  send(request: PictureRequest, transfer: Transferable[] = []): void {
    this.worker.postMessage(request, transfer);
  }

  setBars(series: CandleColumns): void {
    const copy = copyColumns(series);
    const columns = [copy.time, copy.open, copy.high, copy.low, copy.close, copy.volume];
    this.send(
      { type: 'bars', series: copy },
      columns.map((column) => column.buffer),
    );
  }

  mergeLive(candle: Candle): void {
    this.send({ type: 'live', candle });
  }

  paint(picture: ChartPicture): void {
    this.send({ type: 'paint', picture });
  }

  nextFrame(): Promise<void> {
    return this.counter.next();
  }

  dispose(): void {
    this.worker.terminate();
  }
}

/** The same painter on the page's own canvas, at the page's next animation frame (the latest picture wins). */
class PagePictureSurface implements PictureSurface {
  readonly kind = 'page';
  readonly workerMs = 0;
  private readonly counter = new FrameCounter();
  private series: CandleColumns | null = null;
  private pending: ChartPicture | null = null;
  private frame = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly context: PictureContext,
    private readonly theme: ChartTheme,
  ) {}

  get frames(): number {
    return this.counter.frames;
  }

  setBars(series: CandleColumns): void {
    this.series = series;
  }

  /** the model's bars are this surface's bars: merged already */
  mergeLive(): void {}

  paint(picture: ChartPicture): void {
    this.pending = picture;
    if (this.frame === 0) this.frame = requestAnimationFrame(() => this.paintPending());
  }

  nextFrame(): Promise<void> {
    return this.counter.next();
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.pending = null;
  }

  private paintPending(): void {
    this.frame = 0;
    const picture = this.pending;
    this.pending = null;
    if (!picture || !this.series) return;
    const width = Math.round(picture.frame.width * picture.resolution);
    const height = Math.round(picture.frame.height * picture.resolution);
    if (this.canvas.width !== width) this.canvas.width = width;
    if (this.canvas.height !== height) this.canvas.height = height;
    paintPicture(this.context, picture, this.series, this.theme);
    this.counter.painted(this.counter.frames + 1);
  }
}

/**
 * What paints the chart. `auto`: the drawing worker where the page can hand it a canvas, with Pixi's
 * WebGL where the GPU runs WebGL and the 2D canvas otherwise (software WebGL, SwiftShader on a machine
 * without a GPU or a blocklisted one, costs far more than the 2D canvas); the page's own 2D canvas where
 * no canvas can be handed to a worker. `webgl`, `canvas` and `page` pin one (tests, benchmarks; a pinned
 * `webgl` takes software WebGL too); `none` paints nothing (the unavailable message).
 */
export type ChartRenderer = 'auto' | 'webgl' | 'canvas' | 'page' | 'none';

/** What paints a chart once it is open. */
export type PaintedBy = WorkerRenderer | 'page';

/** What a surface tells its chart: how the worker paints once it started, and that it cannot paint. */
export interface SurfaceEvents {
  onStarted?(renderer: WorkerRenderer): void;
  onFailure(message: string): void;
}

/**
 * Opens the surface the chart paints on (`canvases.plot`; `canvases.overlay()` makes the 2D canvas over
 * Pixi's plot when WebGL paints): in the drawing worker where the browser can hand a canvas over
 * (`transferControlToOffscreen`), on the page otherwise; null when the page has no 2D canvas either.
 */
export function openPictureSurface(
  canvases: { plot: HTMLCanvasElement; overlay(): HTMLCanvasElement },
  theme: ChartTheme,
  options: { choice: Exclude<ChartRenderer, 'none'>; reportFrames: boolean } & SurfaceEvents,
): PictureSurface | null {
  const { choice } = options;
  const canHandOver = typeof Worker === 'function' && typeof canvases.plot.transferControlToOffscreen === 'function';
  if (choice !== 'page' && canHandOver) {
    const renderer: WorkerRenderer = choice === 'webgl' || (choice === 'auto' && hardwareWebGL()) ? 'webgl' : 'canvas';
    const plot = canvases.plot.transferControlToOffscreen();
    const overlay = renderer === 'webgl' ? canvases.overlay().transferControlToOffscreen() : undefined;
    const worker = new Worker(new URL('./pictureWorker.ts', import.meta.url), { type: 'module', name: 'chart' });
    const surface = new WorkerPictureSurface(worker, renderer, options);
    const hardwareOnly = choice === 'auto';
    const { reportFrames } = options;
    const start = { type: 'start', renderer, hardwareOnly, reportFrames, plot, overlay, theme } as const;
    surface.send(start, overlay ? [plot, overlay] : [plot]);
    return surface;
  }
  const context = canvases.plot.getContext('2d', { alpha: false });
  return context ? new PagePictureSurface(canvases.plot, context, theme) : null;
}
