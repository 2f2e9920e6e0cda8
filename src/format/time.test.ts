import { describe, expect, it } from 'vitest';
import { formatInZone, gmtOffsetLabel, instantOf, zonedText } from './time.ts';

// 2026-11-24 13:37:05 UTC: 21:37 in Hong Kong, 08:37 in New York (EST, UTC-5)
const AT = Date.UTC(2026, 10, 24, 13, 37, 5);
// 2026-07-01 12:00 UTC: New York on summer time (EDT, UTC-4)
const SUMMER = Date.UTC(2026, 6, 1, 12, 0, 0);
const options = { lang: 'en', style: 'dateTime', device: 'Asia/Hong_Kong', newYorkName: 'New York' } as const;

describe('times in one clock with its label', () => {
  it("shows the device's zone by default, labelled with its offset", () => {
    expect(zonedText(AT, 'device', options)).toEqual({ time: '11/24/2026, 21:37:05', zone: 'GMT+8' });
  });

  it('shows New York time when chosen, labelled New York, summer time included', () => {
    expect(zonedText(AT, 'newYork', options)).toEqual({ time: '11/24/2026, 08:37:05', zone: 'New York' });
    expect(zonedText(SUMMER, 'newYork', options).time).toBe('07/01/2026, 08:00:00');
  });

  it('labels offsets as a phone does, half hours and GMT itself included', () => {
    expect(gmtOffsetLabel(AT, 'America/New_York')).toBe('GMT-5');
    expect(gmtOffsetLabel(SUMMER, 'America/New_York')).toBe('GMT-4');
    expect(gmtOffsetLabel(AT, 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(gmtOffsetLabel(AT, 'UTC')).toBe('GMT+0');
  });

  it("writes the time in the reader's language", () => {
    expect(formatInZone(AT, 'UTC', 'de', 'dateTime')).toBe('24.11.2026, 13:37:05');
    expect(formatInZone(AT, 'UTC', 'jp', 'dateTime')).toBe('2026/11/24 13:37:05');
    expect(formatInZone(AT, 'UTC', 'en', 'short')).toMatch(/^Nov 24, 2026, 1:37\sPM$/);
    expect(formatInZone(AT, 'UTC', 'hk', 'short')).toMatch(/2026年11月24日/);
  });

  it('reads the wire: epoch milliseconds and ISO 8601, nothing for garbage', () => {
    expect(instantOf(AT)).toBe(AT);
    expect(instantOf('2026-11-24T13:37:05.000Z')).toBe(AT);
    expect(formatInZone(instantOf('nope'), 'UTC', 'en', 'dateTime')).toBe('');
  });
});
