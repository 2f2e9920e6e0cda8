import type { CandleColumns } from '../../render/candles/candleColumns.ts';

/** The figures a screen reader hears about the candles in view. */
export interface RangeSummary {
  last: number;
  /** last close minus the first visible bar's open */
  change: number;
  /** change as a percentage of that open (0 when the open is 0) */
  percent: number;
  high: number;
  low: number;
  bars: number;
}

/**
 * Summary of the bars whose index `inView` accepts (the chart's visible range); null when none is in view.
 * `series` is the watch's columns, the live tails written into them as they come.
 */
export function summariseRange(
  series: CandleColumns | undefined,
  inView: (index: number) => boolean,
): RangeSummary | null {
  let first = -1;
  let latest = -1;
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  let bars = 0;
  for (let index = 0; index < (series?.length ?? 0); index += 1) {
    if (!series || !inView(index)) continue;
    if (first < 0) first = index;
    latest = index;
    high = Math.max(high, series.high[index] ?? high);
    low = Math.min(low, series.low[index] ?? low);
    bars += 1;
  }
  if (!series || first < 0) return null;
  const open = series.open[first] ?? 0;
  const last = series.close[latest] ?? 0;
  const change = last - open;
  return { last, change, percent: open === 0 ? 0 : (change / open) * 100, high, low, bars };
}
