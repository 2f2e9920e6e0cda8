import { describe, expect, it } from 'vitest';
import { isSessionOpen, toNewYorkTime } from './sessions.ts';

describe('trading sessions in New York time', () => {
  it('converts UTC to New York wall-clock time across daylight saving', () => {
    // 2026-01-05 is a Monday: EST (UTC-5). 2026-07-06 is a Monday: EDT (UTC-4).
    expect(toNewYorkTime(Date.UTC(2026, 0, 5, 22, 0))).toEqual({ weekday: 1, minutes: 17 * 60 });
    expect(toNewYorkTime(Date.UTC(2026, 6, 6, 21, 0))).toEqual({ weekday: 1, minutes: 17 * 60 });
  });

  it('opens forex on Sunday 17:00 and closes it on Friday 17:00', () => {
    expect(isSessionOpen('forex', { weekday: 0, minutes: 16 * 60 + 59 })).toBe(false);
    expect(isSessionOpen('forex', { weekday: 0, minutes: 17 * 60 })).toBe(true);
    expect(isSessionOpen('forex', { weekday: 3, minutes: 17 * 60 + 30 })).toBe(true);
    expect(isSessionOpen('forex', { weekday: 5, minutes: 16 * 60 + 59 })).toBe(true);
    expect(isSessionOpen('forex', { weekday: 5, minutes: 17 * 60 })).toBe(false);
    expect(isSessionOpen('metals', { weekday: 6, minutes: 12 * 60 })).toBe(false);
  });

  it('gives indices and energy a daily break from 17:00 to 18:00', () => {
    expect(isSessionOpen('indices', { weekday: 2, minutes: 17 * 60 + 30 })).toBe(false);
    expect(isSessionOpen('energy', { weekday: 2, minutes: 18 * 60 })).toBe(true);
    expect(isSessionOpen('forex', { weekday: 2, minutes: 17 * 60 + 30 })).toBe(true);
  });

  it('keeps crypto open all week', () => {
    expect(isSessionOpen('crypto', { weekday: 6, minutes: 3 * 60 })).toBe(true);
  });
});

describe('session edges at real instants across both DST changes', () => {
  const open = (kind: 'forex' | 'crypto', iso: string) => isSessionOpen(kind, toNewYorkTime(Date.parse(iso)));

  it('closes forex at Friday 17:00 New York and reopens it at Sunday 17:00', () => {
    // Winter (EST, UTC-5)
    expect(open('forex', '2026-01-16T21:59:59Z')).toBe(true);
    expect(open('forex', '2026-01-16T22:00:00Z')).toBe(false);
    expect(open('forex', '2026-01-18T21:59:59Z')).toBe(false);
    expect(open('forex', '2026-01-18T22:00:00Z')).toBe(true);
    // Summer (EDT, UTC-4)
    expect(open('forex', '2026-07-17T20:59:59Z')).toBe(true);
    expect(open('forex', '2026-07-17T21:00:00Z')).toBe(false);
    expect(open('forex', '2026-07-19T21:00:00Z')).toBe(true);
  });

  it('opens on the Sundays the clocks change (spring forward 2026-03-08, fall back 2026-11-01)', () => {
    expect(open('forex', '2026-03-08T20:59:59Z')).toBe(false);
    expect(open('forex', '2026-03-08T21:00:00Z')).toBe(true);
    expect(open('forex', '2026-11-01T21:59:59Z')).toBe(false);
    expect(open('forex', '2026-11-01T22:00:00Z')).toBe(true);
    expect(open('crypto', '2026-11-01T12:00:00Z')).toBe(true);
  });
});
