import { type CandleColumns, maxVolume, rangeOf } from './candleColumns.ts';
import { autoScale, niceStep, type PriceRange, sameRange, ticks, volumeScaleMax, yOfPrice } from './priceScale.ts';
import { type Viewport, visibleRange } from './viewport.ts';

/**
 * The chart's model for one view, as pure maths: which bars are visible, the price range autoscale
 * shows for them, the volume scale, the price axis ticks, and when to ask for older history. No DOM,
 * no drawing: CandleChart calls these and draws what they return.
 */

/** Space kept above and below the visible bars' high and low (fractions of the plot height). */
export const PRICE_MARGINS = { top: 0.08, bottom: 0.24 };
/** Older history is asked for when the view's left edge is this close to the oldest bar. */
export const HISTORY_TRIGGER_BARS = 40;
/** A price range that moved less than this many px at both ends is kept (no re-placing of the axis). */
const RANGE_TOLERANCE_PX = 0.25;
/** Price axis labels are about this many px apart, and kept this far off the plot's edges. */
const PRICE_MARK_SPACING_PX = 48;
const PRICE_MARK_EDGE_PX = 6;

/** The range shown when there is nothing to scale to (no bars in view). */
export const EMPTY_PRICE_RANGE: PriceRange = { min: 0, max: 1 };

/** The autoscaled price range of the bars visible in `view` (the live bar included). */
export function visiblePriceRange(series: CandleColumns, view: Viewport, precision: number): PriceRange {
  const { from, to } = visibleRange(view);
  const visible = rangeOf(series, from, to);
  return visible ? autoScale(visible, precision, PRICE_MARGINS) : EMPTY_PRICE_RANGE;
}

/**
 * The range to show: the one shown so far when `next` is within a quarter px of it at both ends (so
 * tiny autoscale moves do not re-place the axis), otherwise `next`.
 */
export function keptPriceRange(shown: PriceRange | null, next: PriceRange, plotHeight: number): PriceRange {
  const pricePerPx = (next.max - next.min) / plotHeight;
  return shown !== null && sameRange(shown, next, pricePerPx * RANGE_TOLERANCE_PX) ? shown : next;
}

/** The volume pane's full height in volume units: visible settled bars set it, the live bar grows it in steps. */
export function visibleVolumeMax(series: CandleColumns, view: Viewport): number {
  const { from, to } = visibleRange(view);
  const liveIndex = series.length - 1;
  const liveVisible = liveIndex >= Math.floor(from) && liveIndex <= Math.ceil(to);
  return volumeScaleMax(
    maxVolume(series, from, Math.min(to, liveIndex - 1)),
    liveVisible ? (series.volume[liveIndex] ?? 0) : 0,
  );
}

/** Price axis ticks for `range`: nice steps about 48 px apart, kept off the plot's top and bottom edges. */
export function priceMarkPositions(
  range: PriceRange,
  plotHeight: number,
  precision: number,
): { price: number; y: number }[] {
  const targetTicks = Math.max(2, Math.floor(plotHeight / PRICE_MARK_SPACING_PX));
  const step = niceStep(range.max - range.min, targetTicks, precision);
  const marks: { price: number; y: number }[] = [];
  for (const price of ticks(range, step)) {
    const y = Math.round(yOfPrice(range, 0, plotHeight, price));
    if (y >= PRICE_MARK_EDGE_PX && y <= plotHeight - PRICE_MARK_EDGE_PX) marks.push({ price, y });
  }
  return marks;
}

/** The price axis' labels for `range`: where priceMarkPositions puts them, written by `priceText`. */
export function priceAxisMarks(
  range: PriceRange,
  plotHeight: number,
  precision: number,
  priceText: (price: number) => string,
): { at: number; label: string }[] {
  return priceMarkPositions(range, plotHeight, precision).map(({ price, y }) => ({ at: y, label: priceText(price) }));
}

/**
 * The oldest bar's time when the view's left edge (`from`, a bar index) is near it and older history
 * has not been asked for since that bar became the oldest; null otherwise.
 */
export function historyWanted(series: CandleColumns, from: number, askedForOldest: number): number | null {
  const oldest = series.time[0];
  if (series.length === 0 || oldest === undefined) return null;
  return from < HISTORY_TRIGGER_BARS && askedForOldest !== oldest ? oldest : null;
}

/** Candle body and wick widths in bar units: body 70 % of the slot (at least one CSS px), wick one CSS px. */
export function barWidths(barSpacing: number): { body: number; wick: number } {
  const bodyPx = barSpacing < 3 ? Math.max(1, barSpacing) : Math.max(1, Math.round(barSpacing * 0.7));
  const wickPx = barSpacing < 3 ? bodyPx : 1;
  return { body: bodyPx / barSpacing, wick: wickPx / barSpacing };
}

/** The price axis' width in CSS px: room for the widest price it may show (half again the highest high). */
export function priceAxisWidth(series: CandleColumns, priceText: (price: number) => string): number {
  const last = series.length - 1;
  if (last < 0) return 48;
  const widest = priceText(Math.max(series.high[last] ?? 0, series.high[0] ?? 0) * 1.5).length;
  return Math.max(48, Math.ceil(widest * 6.8 + 14));
}
