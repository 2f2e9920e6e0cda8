import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { ChartTheme } from '../theme.ts';
import type { ChartRenderer } from './picture/pictureSurface.ts';

/** What a CandleChart is made with, the words it shows, and the counters tests and benchmarks read. */

export interface CandleChartLabels {
  scrollToLatest: string;
  drawingUnavailable: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface CandleChartOptions {
  /** decimals of the symbol's prices (TradeSymbol.PricePrecision) */
  precision: number;
  period: CandlePeriod;
  /** BCP 47 locale for month names on the time axis */
  locale?: string;
  /**
   * A price (or a volume, at 0 decimals) as the axis, the price tag and the crosshair show it: the app
   * passes the language's group and decimal marks; plain `toFixed` when not given.
   */
  formatPrice?(value: number, decimals: number): string;
  theme?: Partial<ChartTheme>;
  labels?: Partial<CandleChartLabels>;
  /** what paints the chart (see ChartRenderer): `auto` unless a test or benchmark pins one */
  renderer?: ChartRenderer;
  /**
   * the drawing worker could not paint (its script did not load, the link dropped; or it got no canvas
   * context): the host offers a retry; without this, the chart shows its unavailable message
   */
  onPaintFailure?(): void;
  /** called once after the first frame that shows candles */
  onFirstRender?(): void;
  /** the user scrolled near the oldest bar: load older candles (then `setData` the longer series: the view stays) */
  onNeedHistory?(oldestTime: number): void;
  /** a draggable price line (setPriceLines) was let go at `price`: the app reviews it, then sets the lines again */
  onPriceLineDrop?(id: string, price: number): void;
}

export const DEFAULT_LABELS: CandleChartLabels = {
  scrollToLatest: 'Scroll to the latest bar',
  drawingUnavailable:
    'This browser cannot draw the chart: its graphics (WebGL and canvas) are turned off or not supported.',
  open: 'O',
  high: 'H',
  low: 'L',
  close: 'C',
  volume: 'V',
};
