import { describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { columnsFromCandles, writeTailBar } from '../../render/candles/candleColumns.ts';
import { summariseRange } from './chartSummary.ts';

const bar = (Time: number, Open: number, High: number, Low: number, Close: number): Candle => ({
  Time,
  Open,
  High,
  Low,
  Close,
  Volume: 1,
});

const BARS = [bar(1, 10, 12, 9, 11), bar(2, 11, 15, 10, 14), bar(3, 14, 14, 6, 7), bar(4, 7, 8, 5, 8)];

describe('the chart summary of the visible range', () => {
  it('reads last, change from the first visible open, high and low of the bars in view only', () => {
    const summary = summariseRange(columnsFromCandles(BARS), (index) => index >= 1 && index <= 2);
    expect(summary).toEqual({ last: 7, change: -4, percent: (-4 / 11) * 100, high: 15, low: 6, bars: 2 });
  });

  it('is null when no bar is in view', () => {
    expect(summariseRange(columnsFromCandles(BARS), () => false)).toBeNull();
    expect(summariseRange(columnsFromCandles([]), () => true)).toBeNull();
    expect(summariseRange(undefined, () => true)).toBeNull();
  });

  it('follows the live candles the watch writes into its columns: same time replaces, later appends', () => {
    const series = columnsFromCandles(BARS);
    const all = () => true;
    writeTailBar(series, bar(4, 7, 9, 5, 9));
    expect(summariseRange(series, all)).toMatchObject({ last: 9, high: 15, bars: 4 });
    writeTailBar(series, bar(5, 9, 16, 9, 16));
    expect(summariseRange(series, all)).toMatchObject({ last: 16, high: 16, bars: 5 });
  });
});
