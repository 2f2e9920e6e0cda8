import { CandleChart, type CandleChartOptions } from '../CandleChart.ts';
import { rangeTransform, type StripPlacement, stripHorizontal, stripRestLeft } from '../strip.ts';
import { type ComposedPart, composeLayers } from './composeLayers.ts';

/** The chart's pixels as read back: RGBA at CSS-pixel resolution, top row first. */
export interface ChartPixels {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Test-only: the production chart plus a read-back of its pixels. Tests and benchmarks create this
 * instead of `CandleChart`; the production chunk carries no read-back code.
 */
export class InspectableCandleChart extends CandleChart {
  static override async create(host: HTMLElement, options: CandleChartOptions): Promise<InspectableCandleChart> {
    const chart = new InspectableCandleChart(host, options);
    await chart.init();
    return chart;
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
