import { describe, expect, it } from 'vitest';
import { newYorkTimestamp } from './orderView.ts';

describe('newYorkTimestamp', () => {
  it('shows New York wall-clock time to the second, on both sides of a DST change', () => {
    // 2026-03-08 02:00 EST is when New York moves to EDT (UTC-5 -> UTC-4)
    expect(newYorkTimestamp(Date.UTC(2026, 2, 8, 6, 59, 59))).toBe('2026-03-08 01:59:59');
    expect(newYorkTimestamp(Date.UTC(2026, 2, 8, 7, 0, 0))).toBe('2026-03-08 03:00:00');
    expect(newYorkTimestamp(Date.UTC(2026, 10, 24, 17, 30, 5))).toBe('2026-11-24 12:30:05');
  });

  it('drops the milliseconds, and a second seen before reads the same', () => {
    const second = Date.UTC(2026, 5, 1, 12, 0, 7);
    expect(newYorkTimestamp(second + 999)).toBe('2026-06-01 08:00:07');
    expect(newYorkTimestamp(second)).toBe('2026-06-01 08:00:07');
    expect(newYorkTimestamp(second + 1000)).toBe('2026-06-01 08:00:08');
  });

  it('stays right after more distinct seconds than it keeps', () => {
    const start = Date.UTC(2026, 0, 15, 0, 0, 0);
    for (let offset = 0; offset < 5_000; offset += 1) newYorkTimestamp(start + offset * 1000);
    expect(newYorkTimestamp(start)).toBe('2026-01-14 19:00:00');
    expect(newYorkTimestamp(start + 4_999_000)).toBe('2026-01-14 20:23:19');
  });
});
