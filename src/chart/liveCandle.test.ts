import { describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { liveCandle } from './liveCandle.ts';

const last: Candle = { Time: 600_000, Open: 1.1, High: 1.2, Low: 1.0, Close: 1.15, Volume: 10 };

describe('liveCandle', () => {
  it('moves the close, high and low inside the period', () => {
    expect(liveCandle(last, 1.25, 630_000, '1min')).toEqual({ ...last, Close: 1.25, High: 1.25, Volume: 11 });
    expect(liveCandle(last, 0.95, 659_999, '1min')).toEqual({ ...last, Close: 0.95, Low: 0.95, Volume: 11 });
    expect(liveCandle(last, 1.15, 630_000, '1min')).toBeNull();
  });

  it('opens a new candle on the next period boundary', () => {
    expect(liveCandle(last, 1.3, 660_000, '1min')).toEqual({
      Time: 660_000,
      Open: 1.3,
      High: 1.3,
      Low: 1.3,
      Close: 1.3,
      Volume: 1,
    });
    expect(liveCandle(last, 1.3, 600_000 + 5 * 60_000 * 3 + 7, '5min')?.Time).toBe(600_000 + 15 * 60_000);
  });

  it('ignores missing data and clocks behind the candle', () => {
    expect(liveCandle(undefined, 1, 0, '1min')).toBeNull();
    expect(liveCandle(last, Number.NaN, 630_000, '1min')).toBeNull();
    expect(liveCandle(last, 1.3, 500_000, '1min')).toBeNull();
  });
});
