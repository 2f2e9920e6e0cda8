import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateTicks, candleStart, type PriceTick, rollUp } from './candles.ts';
import { tradingDayStart } from './newYork.ts';
import { CANDLE_PERIODS } from './schemas/kline.ts';

const START = Date.UTC(2026, 2, 1); // covers the March DST change within a few weeks
const tickArbitrary = fc.record({
  time: fc.integer({ min: START, max: START + 40 * 86_400_000 }),
  price: fc.integer({ min: 100_000, max: 200_000 }).map((points) => points / 100_000),
});
const tapeArbitrary = fc
  .array(tickArbitrary, { minLength: 1, maxLength: 400 })
  .map((ticks) => [...ticks].sort((a, b) => a.time - b.time));

describe('candle aggregation', () => {
  it('keeps every candle inside its ticks: Low ≤ Open, Close ≤ High; volumes add up to the tick count', () => {
    fc.assert(
      fc.property(tapeArbitrary, fc.constantFrom(...CANDLE_PERIODS), (ticks, period) => {
        const candles = aggregateTicks(ticks, period);
        expect(candles.reduce((sum, candle) => sum + candle.Volume, 0)).toBe(ticks.length);
        for (const candle of candles) {
          const inside = ticks.filter((tick) => candleStart(tick.time, period) === candle.Time);
          expect(inside.length).toBe(candle.Volume);
          expect(candle.Open).toBe(inside[0]?.price);
          expect(candle.Close).toBe(inside.at(-1)?.price);
          expect(candle.High).toBe(Math.max(...inside.map((tick) => tick.price)));
          expect(candle.Low).toBe(Math.min(...inside.map((tick) => tick.price)));
        }
        for (let index = 1; index < candles.length; index += 1) {
          expect((candles[index]?.Time ?? 0) > (candles[index - 1]?.Time ?? 0)).toBe(true);
        }
      }),
    );
  });

  it('rolls 1-minute candles up into exactly the candles aggregated from the ticks', () => {
    fc.assert(
      fc.property(tapeArbitrary, fc.constantFrom(...CANDLE_PERIODS), (ticks: PriceTick[], period) => {
        expect(rollUp(aggregateTicks(ticks, '1min'), period)).toEqual(aggregateTicks(ticks, period));
      }),
    );
  });

  it("opens a candle with its first tick, not the previous candle's close", () => {
    const candles = aggregateTicks(
      [
        { time: START, price: 1.1 },
        { time: START + 30_000, price: 1.2 },
        { time: START + 61_000, price: 1.5 },
      ],
      '1min',
    );
    expect(candles.map((candle) => candle.Open)).toEqual([1.1, 1.5]);
  });
});

describe('trading day boundaries at 17:00 New York', () => {
  const at = (iso: string) => Date.parse(iso);

  it('starts the day at 17:00 EST (22:00 UTC) in winter and 17:00 EDT (21:00 UTC) in summer', () => {
    expect(tradingDayStart(at('2026-01-14T12:00:00Z'))).toBe(at('2026-01-13T22:00:00Z'));
    expect(tradingDayStart(at('2026-01-14T22:00:00Z'))).toBe(at('2026-01-14T22:00:00Z'));
    expect(tradingDayStart(at('2026-01-14T21:59:59Z'))).toBe(at('2026-01-13T22:00:00Z'));
    expect(tradingDayStart(at('2026-07-14T21:00:00Z'))).toBe(at('2026-07-14T21:00:00Z'));
    expect(tradingDayStart(at('2026-07-14T20:59:59Z'))).toBe(at('2026-07-13T21:00:00Z'));
  });

  it('handles the spring-forward and fall-back weekends', () => {
    // DST starts Sunday 2026-03-08: Friday's day opened at 22:00 UTC, Sunday's opens at 21:00 UTC.
    expect(tradingDayStart(at('2026-03-09T12:00:00Z'))).toBe(at('2026-03-08T21:00:00Z'));
    expect(tradingDayStart(at('2026-03-08T20:00:00Z'))).toBe(at('2026-03-07T22:00:00Z'));
    // DST ends Sunday 2026-11-01: Sunday's day opens at 22:00 UTC, Friday's opened at 21:00 UTC.
    expect(tradingDayStart(at('2026-11-02T12:00:00Z'))).toBe(at('2026-11-01T22:00:00Z'));
    expect(tradingDayStart(at('2026-10-30T22:00:00Z'))).toBe(at('2026-10-30T21:00:00Z'));
  });

  it('puts every tick of a day candle between two consecutive 17:00 New York rollovers', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) }), (time) => {
        const start = tradingDayStart(time);
        expect(start).toBeLessThanOrEqual(time);
        expect(time - start).toBeLessThan(25 * 3_600_000);
        expect(tradingDayStart(start)).toBe(start);
        const hour = new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/New_York',
          hour: 'numeric',
          minute: 'numeric',
          hourCycle: 'h23',
        }).format(start);
        expect(hour).toBe('17:00');
      }),
    );
  });
});
