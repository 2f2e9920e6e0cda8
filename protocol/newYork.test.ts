import { describe, expect, it } from 'vitest';
import { intlOffsetReader, newYorkOffsetMinutes, tradingDayStart } from './newYork.ts';

const HOUR = 3_600_000;

describe('New York offset', () => {
  it('is -5 h in winter and -4 h in summer, switching at 2:00 local on the DST Sundays', () => {
    expect(newYorkOffsetMinutes(Date.UTC(2026, 0, 5, 12))).toBe(-300);
    expect(newYorkOffsetMinutes(Date.UTC(2026, 6, 5, 12))).toBe(-240);
    // 2026-03-08 02:00 EST = 07:00 UTC; 2026-11-01 02:00 EDT = 06:00 UTC
    expect(newYorkOffsetMinutes(Date.UTC(2026, 2, 8, 6, 59))).toBe(-300);
    expect(newYorkOffsetMinutes(Date.UTC(2026, 2, 8, 7, 0))).toBe(-240);
    expect(newYorkOffsetMinutes(Date.UTC(2026, 10, 1, 5, 59))).toBe(-240);
    expect(newYorkOffsetMinutes(Date.UTC(2026, 10, 1, 6, 0))).toBe(-300);
  });

  it('reads the same through Intl as the default reader for every hour of two years', () => {
    const intl = intlOffsetReader();
    const from = Date.UTC(2025, 0, 1);
    for (let at = from; at < from + 2 * 366 * 24 * HOUR; at += HOUR) {
      expect(intl(at)).toBe(newYorkOffsetMinutes(at));
    }
  });

  it('starts the trading day at 17:00 New York across a DST change', () => {
    // Sunday 2026-03-08 (DST began at 07:00 UTC): the day opens at 17:00 EDT = 21:00 UTC
    expect(tradingDayStart(Date.UTC(2026, 2, 9, 12))).toBe(Date.UTC(2026, 2, 8, 21));
    // Friday 2026-03-06: 17:00 EST = 22:00 UTC on Thursday
    expect(tradingDayStart(Date.UTC(2026, 2, 6, 12))).toBe(Date.UTC(2026, 2, 5, 22));
  });
});
