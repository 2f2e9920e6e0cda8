import type { Candle, CandlePeriod } from '../../../protocol/schemas/kline.ts';
import { CandleChart, type CandleChartOptions } from '../CandleChart.ts';
import { barAt, columnsFromCandles } from '../candleColumns.ts';
import type { ChartPicture } from '../picture/chartPicture.ts';
import type { PictureSurface } from '../picture/pictureSurface.ts';
import { PictureScheduler } from '../pictureScheduler.ts';
import { yOfPrice } from '../priceScale.ts';
import { EMPTY_PRICE_RANGE } from '../viewScales.ts';

/** What the chart has done so far, for tests and benchmarks. */
export interface ChartStats {
  /** pictures built on the page's main thread (one per frame that changed something) */
  pictures: number;
  /** pictures the surface painted (in the drawing worker, or on the page) */
  painted: number;
  /** the drawing worker's time on them, ms (0 when painted on the page) */
  workerMs: number;
  /** redraws of the crosshair layer */
  crosshairDraws: number;
}

/**
 * Test-only: the production chart plus what tests and benchmarks read of it (its counters, scales, plot,
 * last bar and last picture), a synchronous draw, a wait for the painted frame and a hold on its frames.
 * They create this instead of `CandleChart`; the production chunk carries none of it. What the chart
 * shows, tests read off the screen (render/testing/screenPixels.ts).
 */
export class InspectableCandleChart extends CandleChart {
  /** a frame was asked for while frames are held (holdFrames); null when they are not held */
  private heldFrame: boolean | null = null;
  /** the last picture handed to the surface */
  lastPicture: ChartPicture | null = null;

  /** tests and benchmarks wait for painted frames and read the worker's time on them */
  protected override get reportsFrames(): boolean {
    return true;
  }

  static override async create(host: HTMLElement, options: CandleChartOptions): Promise<InspectableCandleChart> {
    const chart = new InspectableCandleChart(host, options);
    const surface = chart.surface;
    if (surface) {
      const paint = surface.paint.bind(surface);
      surface.paint = (picture) => {
        chart.lastPicture = picture;
        paint(picture);
      };
    }
    return chart;
  }

  /** setData for candles as objects (the app hands the worker's columns) */
  setCandles(candles: readonly Candle[], options: { precision?: number; period?: CandlePeriod } = {}): void {
    this.setData(columnsFromCandles(candles), options);
  }

  /** Builds and hands over the pending picture now, not at the next animation frame (held frames included). */
  flush(): void {
    if (this.heldFrame) {
      this.heldFrame = false;
      PictureScheduler.prototype.invalidate.call(this.scheduler);
    }
    this.scheduler.flush();
  }

  /** Calls `listener` after each frame the surface paints (a disposed chart paints no more). */
  onPainted(listener: () => void): void {
    const surface = this.surface;
    if (!surface) return;
    const next = (): void => {
      void surface.nextFrame().then(() => {
        listener();
        next();
      });
    };
    next();
  }

  /** flush(), then waits until the surface has painted that picture (in the worker: a message later). */
  async painted(): Promise<void> {
    const surface = this.surface;
    if (!surface) return;
    const next = surface.nextFrame();
    this.flush();
    await next;
  }

  /**
   * Holds the frames the chart asks for until releaseFrames: only flush() draws meanwhile. A screenshot
   * takes 100 ms or more, the page idle meanwhile: without the hold a live tick or an inertia step could
   * change the screen under test.
   */
  holdFrames(): void {
    this.heldFrame = false;
    this.scheduler.invalidate = () => {
      this.heldFrame = true;
    };
  }

  /** Lets the chart draw at animation frames again, starting with a frame held. */
  releaseFrames(): void {
    Reflect.deleteProperty(this.scheduler, 'invalidate');
    const held = this.heldFrame;
    this.heldFrame = null;
    if (held) this.scheduler.invalidate();
  }

  /** y (CSS px from the host's top) of a price at the current scale. */
  yOfPrice(price: number): number {
    return yOfPrice(this.model.priceRange ?? EMPTY_PRICE_RANGE, 0, this.layers.frame.plotHeight, price);
  }

  /** The latest bar (the live candle), if any. */
  lastBar(): Candle | undefined {
    return barAt(this.model.series, this.model.series.length - 1);
  }

  /** The plot's size (CSS px, from the host's top left corner): the chart less its price and time axes. */
  get plot(): { width: number; height: number } {
    const { plotWidth, plotHeight } = this.layers.frame;
    return { width: plotWidth, height: plotHeight };
  }

  get barCount(): number {
    return this.model.series.length;
  }

  get barSpacing(): number {
    return this.model.view.barSpacing;
  }

  /** where this chart is painted (null when no surface could be opened) */
  get rendererKind(): PictureSurface['kind'] | null {
    return this.surface?.kind ?? null;
  }

  get stats(): ChartStats {
    return { ...this.counters, painted: this.surface?.frames ?? 0, workerMs: this.surface?.workerMs ?? 0 };
  }
}
