import { releasePixiTestContext } from '../../gl.ts';
import { CandleChart, type CandleChartOptions } from '../CandleChart.ts';
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
    const renderer = this.renderer;
    const strip = this.strip;
    if (!renderer) return { pixels: new Uint8ClampedArray(0), width: 0, height: 0 };
    const { width, height, plotWidth, plotHeight } = this.frameSize;
    // a WebGL canvas keeps its pixels only until the frame is presented: render it again to read it
    // (a presented bitmap keeps its pixels: read what is on screen)
    if (!this.candleBitmap) renderer.render(this.stage);
    const plot = { x: 0, y: 0, width: plotWidth, height: plotHeight };
    const parts: ComposedPart[] = [...this.timeAxis.rects(), ...this.priceAxis.gridRects()];
    if (strip) {
      parts.push({ source: this.volumeStrip.pixels, ...this.volumeStrip.placement, clip: plot });
      const shown = this.candleStripPlacement(strip);
      parts.push({ source: this.candleBitmap?.shown ?? this.glCanvas, ...shown, clip: plot });
    }
    parts.push(...this.live.rects());
    parts.push(...this.priceAxis.paneRects(), {
      x: 0,
      y: plotHeight,
      width,
      height: 1,
      colour: this.theme.axisLine,
    });
    releasePixiTestContext();
    return { pixels: composeLayers(width, height, this.theme.background, parts), width, height };
  }
}
