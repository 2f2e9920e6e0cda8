import type { Candle } from '../../protocol/schemas/kline.ts';
import type { CandleColumns } from '../../render/candles/candleColumns.ts';

/** The series as bars, for the summary read every few seconds (the chart itself takes the columns). */
export function candlesOfColumns(columns: CandleColumns | undefined): Candle[] {
  const bars: Candle[] = [];
  for (let index = 0; index < (columns?.length ?? 0); index += 1) {
    if (!columns) break;
    bars.push({
      Time: columns.time[index] ?? 0,
      Open: columns.open[index] ?? 0,
      High: columns.high[index] ?? 0,
      Low: columns.low[index] ?? 0,
      Close: columns.close[index] ?? 0,
      Volume: columns.volume[index] ?? 0,
    });
  }
  return bars;
}

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

/** The same rule as CandleChart.updateLast: the same Time replaces the last bar, a later one appends. */
export function withLive(bars: readonly Candle[], live: Candle): Candle[] {
  const last = bars.at(-1);
  if (!last || live.Time > last.Time) return [...bars, live];
  if (live.Time === last.Time) return [...bars.slice(0, -1), live];
  return [...bars];
}

/** Summary of the bars whose index `inView` accepts (the chart's visible range); null when none is in view. */
export function summariseRange(bars: readonly Candle[], inView: (index: number) => boolean): RangeSummary | null {
  let first: Candle | null = null;
  let latest: Candle | null = null;
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  let count = 0;
  bars.forEach((bar, index) => {
    if (!inView(index)) return;
    first ??= bar;
    latest = bar;
    high = Math.max(high, bar.High);
    low = Math.min(low, bar.Low);
    count += 1;
  });
  if (!first || !latest) return null;
  const open = (first as Candle).Open;
  const change = (latest as Candle).Close - open;
  return {
    last: (latest as Candle).Close,
    change,
    percent: open === 0 ? 0 : (change / open) * 100,
    high,
    low,
    bars: count,
  };
}
