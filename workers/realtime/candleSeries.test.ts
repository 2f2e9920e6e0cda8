import { describe, expect, it } from 'vitest';
import { CANDLE_STRIDE } from './api.ts';
import { CandleSeries } from './candleSeries.ts';

const MIN = 60_000;
const T0 = 1_700_000_040_000 - (1_700_000_040_000 % (5 * MIN));

describe('CandleSeries', () => {
  it('hands out the whole history once, then only the changed tail; a rollover sends both candles', () => {
    const series = new CandleSeries('EURUSD', '1min');
    series.load([
      { Time: T0 - MIN, Open: 1, High: 1.2, Low: 0.9, Close: 1.1, Volume: 5 },
      { Time: T0, Open: 1.1, High: 1.15, Low: 1.05, Close: 1.12, Volume: 3 },
    ]);
    expect(series.take()?.candles.length).toBe(2 * CANDLE_STRIDE);
    expect(series.take()).toBeNull();

    series.fold(T0 + 10_000, 1.3, 1);
    const tail = series.take();
    expect(tail?.reset).toBe(false);
    expect([...(tail?.candles ?? [])]).toEqual([T0, 1.1, 1.3, 1.05, 1.3, 4]);

    series.fold(T0 + 50_000, 1.31, 1);
    series.fold(T0 + MIN + 1, 1.29, 1);
    expect([...(series.take()?.candles ?? [])]).toEqual([
      T0,
      1.1,
      1.31,
      1.05,
      1.31,
      5,
      T0 + MIN,
      1.29,
      1.29,
      1.29,
      1.29,
      1,
    ]);
  });

  it('keeps ticks that arrive while the history loads and skips those the history already holds', () => {
    const series = new CandleSeries('EURUSD', '1min');
    series.fold(T0 - 30_000, 9, 1); // older than the stored last candle
    series.fold(T0 + 30_000, 1.5, 1);
    expect(series.take()).toBeNull();
    series.load([{ Time: T0, Open: 1.1, High: 1.2, Low: 1, Close: 1.1, Volume: 2 }]);
    expect(series.toCandles()).toEqual([{ Time: T0, Open: 1.1, High: 1.5, Low: 1, Close: 1.5, Volume: 3 }]);
  });

  it('takes the server minute as exact on 1min and folds its high, low and volume into longer periods', () => {
    const minute = new CandleSeries('EURUSD', '1min');
    minute.load([]);
    minute.fold(T0 + 1_000, 1.2, 0);
    minute.applyMinute([T0, 1.19, 1.25, 1.18, 1.2, 7]);
    expect(minute.toCandles()).toEqual([{ Time: T0, Open: 1.19, High: 1.25, Low: 1.18, Close: 1.2, Volume: 7 }]);

    const five = new CandleSeries('EURUSD', '5min');
    five.load([]);
    five.applyMinute([T0, 1.2, 1.22, 1.19, 1.21, 3]);
    five.applyMinute([T0, 1.2, 1.23, 1.19, 1.22, 5]); // the same minute, grown
    five.applyMinute([T0 + MIN, 1.22, 1.24, 1.1, 1.23, 2]);
    expect(five.toCandles()).toEqual([{ Time: T0, Open: 1.2, High: 1.24, Low: 1.1, Close: 1.23, Volume: 7 }]);
    five.applyMinute([T0 + 5 * MIN, 1.3, 1.3, 1.3, 1.3, 1]);
    expect(five.length).toBe(2);
  });

  it('pages older candles in front as a reset, and a reload keeps them in front of the fresh history', () => {
    const bar = (time: number, close: number) => ({
      Time: time,
      Open: close,
      High: close,
      Low: close,
      Close: close,
      Volume: 1,
    });
    const series = new CandleSeries('EURUSD', '1min');
    series.load([bar(T0 - MIN, 1), bar(T0, 2)]);
    series.take();
    expect(series.prepend([bar(T0 - 3 * MIN, 0.5), bar(T0 - 2 * MIN, 0.7), bar(T0 - MIN, 9)])).toBe(2);
    const paged = series.take();
    expect(paged?.reset).toBe(true);
    expect(paged?.candles.length).toBe(4 * CANDLE_STRIDE);
    expect(series.prepend([bar(T0 - 5 * MIN, 0.1)].slice(1))).toBe(0);
    // a resync reloads the latest page only: the paged candles stay, the fresh ones replace the rest
    series.unload();
    series.load([bar(T0 - MIN, 1.5), bar(T0, 2.5), bar(T0 + MIN, 3)]);
    expect(series.toCandles().map((candle) => [candle.Time, candle.Close])).toEqual([
      [T0 - 3 * MIN, 0.5],
      [T0 - 2 * MIN, 0.7],
      [T0 - MIN, 1.5],
      [T0, 2.5],
      [T0 + MIN, 3],
    ]);
    expect(series.oldestTime).toBe(T0 - 3 * MIN);
  });
});
