import type { Candle, CandlePeriod } from '../../../protocol/schemas/kline.ts';
import { CandleChart, type CandleChartOptions } from '../CandleChart.ts';
import { barAt, columnsFromCandles } from '../candleColumns.ts';
import { FrameScheduler, Invalidation } from '../frameScheduler.ts';
import { yOfPrice } from '../priceScale.ts';
import { EMPTY_PRICE_RANGE } from '../viewScales.ts';

/** What the chart has done so far, for tests and benchmarks. */
export interface ChartStats {
  /** renders of the scene strips (the settled candles, volumes, time axis) */
  frames: number;
  /** rebuilds of the candle and volume geometry */
  geometryBuilds: number;
  /** redraws of the live layer (the last candle, its volume, the last-price line and label) */
  lastBarDraws: number;
  /** redraws of the crosshair layer */
  crosshairDraws: number;
  /** how many plot widths wide the scene strips were last rendered (the first frame's are narrow) */
  stripPlotWidths: number;
  /** the canvases a zoom draws on have been readied (in idle time after the first wide render) */
  gestureCanvasesReady: boolean;
}

/**
 * Test-only: the production chart plus what tests and benchmarks read of it (its counters, scales, plot
 * and last bar), a synchronous draw and a hold on its frames. They create this instead of `CandleChart`;
 * the production chunk carries none of it. What the chart shows, tests read off the screen
 * (render/testing/screenPixels.ts).
 */
export class InspectableCandleChart extends CandleChart {
  /** the frames asked for while they are held (holdFrames), merged; null when they are not held */
  private heldLevel: Invalidation | null = null;

  static override async create(host: HTMLElement, options: CandleChartOptions): Promise<InspectableCandleChart> {
    const chart = new InspectableCandleChart(host, options);
    await chart.init();
    return chart;
  }

  /** setData for candles as objects (the app hands the worker's columns) */
  setCandles(candles: readonly Candle[], options: { precision?: number; period?: CandlePeriod } = {}): void {
    this.setData(columnsFromCandles(candles), options);
  }

  /** Draws what is pending now, not at the next animation frame (held frames included). */
  flush(): void {
    const held = this.heldLevel;
    if (held) {
      this.heldLevel = Invalidation.None;
      FrameScheduler.prototype.invalidate.call(this.scheduler, held);
    }
    this.scheduler.flush();
  }

  /**
   * Holds the frames the chart asks for until releaseFrames: only flush() draws meanwhile. The chart's
   * deferred work (the settle of a stretched strip, the idle-time widening of the first one) still runs on
   * time, but what it draws waits. A screenshot takes 100 ms or more, the page idle meanwhile: without the
   * hold the screen could show the strips already rendered again, not the state under test.
   */
  holdFrames(): void {
    this.heldLevel = Invalidation.None;
    this.scheduler.invalidate = (level = Invalidation.Place) => {
      this.heldLevel = Math.max(this.heldLevel ?? Invalidation.None, level);
    };
  }

  /** Lets the chart draw at animation frames again, starting with the frames held. */
  releaseFrames(): void {
    Reflect.deleteProperty(this.scheduler, 'invalidate');
    const held = this.heldLevel;
    this.heldLevel = null;
    if (held) this.scheduler.invalidate(held);
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

  /** which renderer draws this chart (null when none could be created) */
  get rendererKind(): 'webgl' | 'canvas' | null {
    return this.opening?.kind ?? null;
  }

  get stats(): ChartStats {
    return {
      ...this.counters,
      frames: this.strips?.renders ?? 0,
      stripPlotWidths: this.strips?.lastPlotWidths ?? 0,
      gestureCanvasesReady: this.strips?.gestureCanvasesReady ?? false,
      geometryBuilds: this.surface?.stats.geometryBuilds ?? 0,
    };
  }
}
