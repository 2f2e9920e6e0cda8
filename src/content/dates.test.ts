import { describe, expect, it } from 'vitest';
import { formatPublished } from './dates.ts';

describe('formatPublished', () => {
  const iso = '2026-11-20T16:05:00.000Z';
  it('formats per locale', () => {
    expect(formatPublished(iso, 'en', 'UTC')).toMatch(/Nov 20, 2026/);
    expect(formatPublished(iso, 'jp', 'UTC')).toMatch(/2026\/11\/20/);
    expect(formatPublished(iso, 'hk', 'UTC')).toMatch(/2026年11月20日/);
    expect(formatPublished(iso, 'de', 'UTC')).toMatch(/20\.11\.2026/);
  });
  it('returns an empty string for a bad date', () => {
    expect(formatPublished('nope', 'en')).toBe('');
  });
});
