import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import { readableTextOn } from '../contrast.ts';
import { blend, type ChartTheme } from '../theme.ts';
import { AXIS_TAG_HEIGHT } from './axisTags.ts';
import { barAt, type CandleColumns, nearestIndex } from './candleColumns.ts';
import type { CrosshairScene } from './crosshairLayer.ts';
import type { ColouredRect, LiveScene } from './liveLayer.ts';
import { type PriceRange, priceOfY } from './priceScale.ts';
import { formatBarTime } from './timeAxis.ts';
import { indexOfX, type Viewport, xOfIndex } from './viewport.ts';
import { barWidths } from './viewScales.ts';

/**
 * Scene builders: what the chart's DOM layers show, in plot (or strip) coordinates, as plain data. Pure:
 * no DOM, testable without a browser; the layers only place what these return.
 */

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
 * Volume bars of settled bars [from, to] (the live bar excluded) in the volume strip's px: bar i centred
 * at `zero + i * barSpacing`, growing up from the pane's bottom; rising bars first (one colour change).
 */
export function volumeBars(
  series: CandleColumns,
  span: { from: number; to: number; zero: number; barSpacing: number },
  pane: { height: number; volumeMax: number },
  theme: ChartTheme,
): ColouredRect[] {
  const first = Math.max(0, span.from);
  const last = Math.min(series.length - 2, span.to);
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
 * The live bar (the last one) as the live layer shows it: wick, body and volume bar, the last-price
 * line (null when the price is off the plot) and the price box on the axis. `layerX` is x of bar 0's
 * centre in plot px (where the strips put it).
 */
export function liveBarScene(
  series: CandleColumns,
  place: { layerX: number; barSpacing: number; range: PriceRange; volumeMax: number },
  frame: PlotFrame,
  theme: ChartTheme,
  priceText: (price: number) => string,
): LiveScene {
  const index = series.length - 1;
  const bar = barAt(series, index);
  if (!bar) return { bars: [], line: null, label: null };
  const { plotWidth, plotHeight, width } = frame;
  const { range, barSpacing: spacing } = place;
  const { body, wick } = barWidths(spacing);
  const bodyPx = body * spacing;
  const wickPx = wick * spacing;
  const centre = place.layerX + index * spacing;
  const scale = plotHeight / (range.max - range.min);
  const yOf = (price: number) => (range.max - price) * scale;
  const rising = bar.Close >= bar.Open;
  const colour = rising ? theme.up : theme.down;
  const volumeHeight = (Math.max(0, bar.Volume) / place.volumeMax) * plotHeight * VOLUME_SHARE;
  const shapes: ColouredRect[] = [
    {
      x: centre - wickPx / 2,
      y: yOf(bar.High),
      width: wickPx,
      height: Math.max(1, yOf(bar.Low) - yOf(bar.High)),
      colour,
    },
    {
      x: centre - bodyPx / 2,
      y: yOf(Math.max(bar.Open, bar.Close)),
      width: bodyPx,
      height: Math.max(1, Math.abs(yOf(bar.Close) - yOf(bar.Open))),
      colour,
    },
  ];
  // the volume bar goes beneath the candle, as in the scene
  if (bar.Volume > 0) {
    shapes.unshift({
      x: centre - bodyPx / 2,
      y: plotHeight - volumeHeight,
      width: bodyPx,
      height: volumeHeight,
      colour: volumeColour(theme, rising),
    });
  }
  const y = Math.round(yOf(bar.Close));
  const half = AXIS_TAG_HEIGHT / 2;
  const clampedY = Math.min(plotHeight - half, Math.max(half, y));
  // a bar scrolled out of the plot has nothing to show: its elements hide once instead of moving on
  // every pan step (a move of a positioned element is a style and layout pass)
  const inPlot = centre + bodyPx / 2 > 0 && centre - bodyPx / 2 < plotWidth;
  return {
    bars: inPlot ? shapes : [],
    line: y >= 0 && y <= plotHeight ? { y, colour } : null,
    label: {
      box: { x: plotWidth + 1, y: clampedY - half, width: width - plotWidth - 1, height: AXIS_TAG_HEIGHT, colour },
      text: priceText(bar.Close),
      textColour: readableTextOn(colour),
      font: `${FONT_SIZE}px ${theme.fontFamily}`,
    },
  };
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
