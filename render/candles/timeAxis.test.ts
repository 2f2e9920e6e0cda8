import { describe, expect, it } from 'vitest';
import { chooseInterval, formatBarTime, newYorkOffsetMs, PERIOD_MS, timeMarks } from './timeAxis.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('time axis in New York time', () => {
  it('knows the New York offset in winter and summer', () => {
    expect(newYorkOffsetMs(Date.UTC(2022, 0, 5, 12))).toBe(-5 * HOUR);
    expect(newYorkOffsetMs(Date.UTC(2022, 6, 5, 12))).toBe(-4 * HOUR);
  });

  it('switches at 2:00 local on the DST days (13 Mar and 6 Nov 2022)', () => {
    expect(newYorkOffsetMs(Date.UTC(2022, 2, 13, 6, 59))).toBe(-5 * HOUR);
    expect(newYorkOffsetMs(Date.UTC(2022, 2, 13, 7, 0))).toBe(-4 * HOUR);
    expect(newYorkOffsetMs(Date.UTC(2022, 10, 6, 5, 59))).toBe(-4 * HOUR);
    expect(newYorkOffsetMs(Date.UTC(2022, 10, 6, 6, 0))).toBe(-5 * HOUR);
  });

  it('labels hourly marks across the spring-forward gap: 01:00 is followed by 03:00', () => {
    const start = Date.UTC(2022, 2, 13, 4, 0); // 23:00 EST on 12 Mar
    const times = Array.from({ length: 8 * 12 }, (_, index) => start + index * 5 * MINUTE);
    const marks = timeMarks(times, times.length, 0, times.length - 1, 6, { locale: 'en-US', period: '5min' });
    expect(marks.map((mark) => mark.label)).toEqual(['Mar 13', '01:00', '03:00', '04:00', '05:00', '06:00', '07:00']);
    expect(formatBarTime(Date.UTC(2022, 2, 13, 7, 0), '5min')).toBe('2022-03-13 03:00');
    expect(formatBarTime(Date.UTC(2022, 2, 13, 6, 55), '5min')).toBe('2022-03-13 01:55');
  });

  it('labels the repeated hour in autumn without a wrong jump', () => {
    const start = Date.UTC(2022, 10, 6, 4, 0); // 00:00 EDT
    const times = Array.from({ length: 5 }, (_, index) => start + index * HOUR);
    const labels = times.map((time) => formatBarTime(time, '60min'));
    expect(labels).toEqual([
      '2022-11-06 00:00',
      '2022-11-06 01:00',
      '2022-11-06 01:00',
      '2022-11-06 02:00',
      '2022-11-06 03:00',
    ]);
  });

  it('dates daily candles by trading day: 17:00 New York opens the next date', () => {
    expect(formatBarTime(Date.UTC(2022, 0, 4, 22, 0), '1day')).toBe('2022-01-05');
    expect(formatBarTime(Date.UTC(2022, 6, 4, 21, 0), '1day')).toBe('2022-07-05');
  });

  it('daily bars get month and year marks', () => {
    const start = Date.UTC(2021, 10, 1, 22, 0);
    const times = Array.from({ length: 90 }, (_, index) => start + index * 24 * HOUR);
    const marks = timeMarks(times, times.length, 0, 89, 3, { locale: 'en-US', period: '1day' });
    expect(marks.map((mark) => mark.label)).toEqual(['Dec', '2022']);
  });

  it('chooses coarser intervals as bars get narrower', () => {
    expect(chooseInterval(PERIOD_MS['1min'], 8)).toBe(10 * MINUTE);
    expect(chooseInterval(PERIOD_MS['1min'], 1)).toBe(2 * HOUR);
    expect(chooseInterval(PERIOD_MS['1day'], 8)).toBeGreaterThanOrEqual(7 * 24 * HOUR);
  });

  it('keeps marks at least the minimum distance apart', () => {
    const start = Date.UTC(2022, 0, 5, 14, 0);
    // irregular data: minutes with gaps
    const times = Array.from({ length: 400 }, (_, index) => start + (index + Math.floor(index / 7) * 3) * MINUTE);
    const marks = timeMarks(times, times.length, 0, 399, 4, { locale: 'en-US', period: '1min' });
    for (let index = 1; index < marks.length; index += 1) {
      expect(((marks[index]?.index ?? 0) - (marks[index - 1]?.index ?? 0)) * 4).toBeGreaterThanOrEqual(70);
    }
  });
});
