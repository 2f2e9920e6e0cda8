import { describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { summariseRange, withLive } from './chartSummary.ts';

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
    const summary = summariseRange(BARS, (index) => index >= 1 && index <= 2);
    expect(summary).toEqual({ last: 7, change: -4, percent: (-4 / 11) * 100, high: 15, low: 6, bars: 2 });
  });

  it('is null when no bar is in view', () => {
    expect(summariseRange(BARS, () => false)).toBeNull();
    expect(summariseRange([], () => true)).toBeNull();
  });

  it('follows the live candle as the chart does: same time replaces, later appends, older is ignored', () => {
    expect(withLive(BARS, bar(4, 7, 9, 5, 9)).at(-1)?.Close).toBe(9);
    expect(withLive(BARS, bar(4, 7, 9, 5, 9))).toHaveLength(4);
    expect(withLive(BARS, bar(5, 8, 8, 8, 8))).toHaveLength(5);
    expect(withLive(BARS, bar(2, 1, 1, 1, 1))).toEqual(BARS);
  });
});
