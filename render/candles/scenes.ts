import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import { readableTextOn } from '../contrast.ts';
import { blend, type ChartTheme } from '../theme.ts';
import { AXIS_TAG_HEIGHT } from './axisTags.ts';
import { barAt, type CandleColumns, nearestIndex } from './candleColumns.ts';
import { type PriceRange, priceOfY } from './priceScale.ts';
import { formatBarTime } from './timeAxis.ts';
import { indexOfX, type Viewport, xOfIndex } from './viewport.ts';
import { barWidths } from './viewScales.ts';

/**
 * Scene builders: what the chart shows, in plot (or chart) coordinates, as plain data. Pure: no DOM,
 * testable without a browser; the painter (picture/paintPicture.ts) and the DOM layers only draw or place
 * what these return.
 */

/** A rectangle in CSS px with its fill colour (0xRRGGBB). */
export interface ColouredRect {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: number;
}

/** The last price in one frame: its line across the plot and its box on the price axis. */
export interface LastPriceScene {
  /** the dashed last-price line across the plot at y, `null` when the price is off the plot */
  line: { y: number; colour: number } | null;
  /** the price box on the axis (chart coordinates) and its text */
  label: { box: ColouredRect; text: string; textColour: number; font: string } | null;
}

/** The volume pane's height as a share of the plot's. */
export const VOLUME_SHARE = 0.18;
/** Size of the axis and label text, CSS px. */
export const FONT_SIZE = 11;

/** Volume bars look translucent but are drawn opaque (pre-blended with the background): no blending cost. */
export function volumeColour(theme: ChartTheme, rising: boolean): number {
  return blend(rising ? theme.up : theme.down, theme.background, 0.32);
}

/** The volume pane's height in CSS px for a plot `plotHeight` high. */
export function volumePaneHeight(plotHeight: number): number {
  return Math.round(plotHeight * VOLUME_SHARE);
}

/**
 * Volume bars of bars [from, to] in plot px: bar i centred at `zero + i * barSpacing`, growing up from
 * the pane's bottom; rising bars first (one colour change).
 */
export function volumeBars(
  series: CandleColumns,
  span: { from: number; to: number; zero: number; barSpacing: number },
  pane: { height: number; volumeMax: number },
  theme: ChartTheme,
): ColouredRect[] {
  const first = Math.max(0, span.from);
  const last = Math.min(series.length - 1, span.to);
  const spacing = span.barSpacing;
  const bodyPx = barWidths(spacing).body * spacing;
  const perVolume = pane.height / pane.volumeMax;
  const bars: ColouredRect[] = [];
  for (const rising of [true, false]) {
    const colour = volumeColour(theme, rising);
    for (let index = first; index <= last; index += 1) {
      const volume = series.volume[index] ?? 0;
      if (volume <= 0 || (series.close[index] ?? 0) >= (series.open[index] ?? 0) !== rising) continue;
      const height = volume * perVolume;
      bars.push({
        x: span.zero + index * spacing - bodyPx / 2,
        y: pane.height - height,
        width: bodyPx,
        height,
        colour,
      });
    }
  }
  return bars;
}

/** Where the plot and the price axis are (CSS px): the plot from (0, 0), the axis right of it to `width`. */
export interface PlotFrame {
  width: number;
  plotWidth: number;
  plotHeight: number;
}

/**
 * The last price (the last bar's close): the last-price line (null when the price is off the plot) and
 * the price box on the axis, in the last bar's colour.
 */
export function lastPriceScene(
  series: CandleColumns,
  range: PriceRange,
  frame: PlotFrame,
  theme: ChartTheme,
  priceText: (price: number) => string,
): LastPriceScene {
  const bar = barAt(series, series.length - 1);
  if (!bar) return { line: null, label: null };
  const { plotWidth, plotHeight, width } = frame;
  const colour = bar.Close >= bar.Open ? theme.up : theme.down;
  const y = Math.round((range.max - bar.Close) * (plotHeight / (range.max - range.min)));
  const half = AXIS_TAG_HEIGHT / 2;
  const clampedY = Math.min(plotHeight - half, Math.max(half, y));
  return {
    line: y >= 0 && y <= plotHeight ? { y, colour } : null,
    label: {
      box: { x: plotWidth + 1, y: clampedY - half, width: width - plotWidth - 1, height: AXIS_TAG_HEIGHT, colour },
      text: priceText(bar.Close),
      textColour: readableTextOn(colour),
      font: `${FONT_SIZE}px ${theme.fontFamily}`,
    },
  };
}

/** What the crosshair shows in one frame (CSS px in the chart). */
export interface CrosshairScene {
  /** the lines' pixel column and row: the bar the vertical line snaps to, the pointer's y (in the plot) */
  x: number;
  y: number;
  /** the price at y, on the price axis */
  price: string;
  /** the bar's time, on the time axis */
  time: string;
  /** the OHLC readout: label and value of each field */
  readout: readonly (readonly [string, string])[];
  /** colour of the readout's values (the bar rose or fell) */
  valueColour: number;
}

/** The crosshair readout's field names (translated by the app). */
export interface ReadoutLabels {
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** What the crosshair shows at `point` (plot px): the nearest bar's OHLC readout and time, the price at y. */
export function crosshairScene(
  series: CandleColumns,
  point: { x: number; y: number } | null,
  view: { view: Viewport; range: PriceRange | null; plotHeight: number; period: CandlePeriod },
  text: { labels: ReadoutLabels; price(value: number): string; volume(value: number): string },
  theme: ChartTheme,
): CrosshairScene | null {
  const range = view.range;
  if (!point || !range) return null;
  const index = nearestIndex(series, indexOfX(view.view, point.x));
  const bar = barAt(series, index);
  if (!bar) return null;
  const { plotHeight } = view;
  const y = Math.round(Math.min(plotHeight, Math.max(0, point.y)));
  const { labels, price } = text;
  return {
    x: Math.round(xOfIndex(view.view, index)),
    y,
    price: price(priceOfY(range, 0, plotHeight, y + 0.5)),
    time: formatBarTime(bar.Time, view.period),
    readout: [
      [labels.open, price(bar.Open)],
      [labels.high, price(bar.High)],
      [labels.low, price(bar.Low)],
      [labels.close, price(bar.Close)],
      [labels.volume, text.volume(bar.Volume)],
    ],
    valueColour: bar.Close >= bar.Open ? theme.up : theme.down,
  };
}
