import type { Candle, CandlePeriod } from '../../../protocol/schemas/kline.ts';
import { CandleChart, type CandleChartOptions } from '../CandleChart.ts';
import { barAt, columnsFromCandles } from '../candleColumns.ts';
import { yOfPrice } from '../priceScale.ts';
import { rangeTransform, type StripPlacement, stripHorizontal, stripRestLeft } from '../strip.ts';
import { EMPTY_PRICE_RANGE } from '../viewScales.ts';
import { type ComposedPart, composeLayers } from './composeLayers.ts';

/** The chart's pixels as read back: RGBA at CSS-pixel resolution, top row first. */
export interface ChartPixels {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

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
 * Test-only: the production chart plus what tests and benchmarks read of it (its counters, scales, last bar
 * and a read-back of its pixels) and a synchronous draw. They create this instead of `CandleChart`; the
 * production chunk carries none of it.
 */
export class InspectableCandleChart extends CandleChart {
  static override async create(host: HTMLElement, options: CandleChartOptions): Promise<InspectableCandleChart> {
    const chart = new InspectableCandleChart(host, options);
    await chart.init();
    return chart;
  }

  /** setData for candles as objects (the app hands the worker's columns) */
  setCandles(candles: readonly Candle[], options: { precision?: number; period?: CandlePeriod } = {}): void {
    this.setData(columnsFromCandles(candles), options);
  }

  /** Draws what is pending now, not at the next animation frame. */
  flush(): void {
    this.scheduler.flush();
  }

  /** y (CSS px from the host's top) of a price at the current scale. */
  yOfPrice(price: number): number {
    return yOfPrice(this.model.priceRange ?? EMPTY_PRICE_RANGE, 0, this.layers.frame.plotHeight, price);
  }

  /** The latest bar (the live candle), if any. */
  lastBar(): Candle | undefined {
    return barAt(this.model.series, this.model.series.length - 1);
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

  /** The chart's pixels as shown (RGBA, CSS-pixel resolution, top row first): every layer but text, composed. */
  readPixels(): ChartPixels {
    const surface = this.surface;
    if (!surface) return { pixels: new Uint8ClampedArray(0), width: 0, height: 0 };
    const { width, height, plotWidth, plotHeight } = this.layers.frame;
    const { timeAxis, priceAxis, volumeStrip, live } = this.layers;
    const candles = surface.shownCanvas();
    const plot = { x: 0, y: 0, width: plotWidth, height: plotHeight };
    const parts: ComposedPart[] = [...timeAxis.rects(), ...priceAxis.gridRects()];
    const strip = this.strips?.shown?.placement;
    if (strip) {
      parts.push({ source: volumeStrip.pixels, ...volumeStrip.placement, clip: plot });
      parts.push({ source: candles, ...this.candleStripPlacement(strip), clip: plot });
    }
    parts.push(...live.rects());
    parts.push(...priceAxis.paneRects(), { x: 0, y: plotHeight, width, height: 1, colour: this.theme.axisLine });
    return { pixels: composeLayers(width, height, this.theme.background, parts), width, height };
  }

  /** Where the candle strip shows, in chart px (moved and stretched to the current view). */
  private candleStripPlacement(strip: StripPlacement): { x: number; y: number; width: number; height: number } {
    const { plotWidth, plotHeight } = this.layers.frame;
    const range = this.model.priceRange ?? strip.range;
    const vertical = rangeTransform(strip.range, range, plotHeight) ?? { scale: 1, translate: 0 };
    const horizontal = stripHorizontal(strip, this.model.view, plotWidth, this.resolution);
    return {
      x: stripRestLeft(plotWidth, strip.plotWidths) + horizontal.translate,
      y: vertical.translate,
      width: plotWidth * strip.plotWidths * horizontal.scale,
      height: plotHeight * vertical.scale,
    };
  }
}
