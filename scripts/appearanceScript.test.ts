import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { appearanceScript } from './appearanceScript.ts';

/** Runs the head script as the browser would, before any paint, against stored values and the system theme. */
function run(stored: Record<string, string>, search: string, systemLight: boolean) {
  const attributes = new Map<string, string>();
  const meta = { content: '#0d111a', setAttribute: (_name: string, value: string) => (meta.content = value) };
  runInNewContext(appearanceScript(), {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      querySelector: () => meta,
    },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { search },
    URLSearchParams,
    window: { matchMedia: () => ({ matches: systemLight }) },
    matchMedia: () => ({ matches: systemLight }),
  });
  return { theme: attributes.get('data-theme'), up: attributes.get('data-up-colour'), meta: meta.content };
}

describe('the head script that themes the page before the first paint', () => {
  it('applies the stored theme and the language convention', () => {
    expect(run({}, '', true)).toEqual({ theme: 'dark', up: 'red', meta: '#0d111a' }); // default: dark, hk
    expect(run({ 'pipwave.theme': 'light', 'pipwave.lang': 'de' }, '', false)).toEqual({
      theme: 'light',
      up: 'green',
      meta: '#f2f4f7',
    });
    expect(run({ 'pipwave.theme': 'system' }, '?lang=en', true)).toMatchObject({ theme: 'light', up: 'green' });
    expect(run({ 'pipwave.theme': 'system' }, '?lang=tw', false)).toMatchObject({ theme: 'dark', up: 'red' });
  });

  it('lets a stored up colour win over the language', () => {
    expect(run({ 'pipwave.upColour': 'green', 'pipwave.lang': 'jp' }, '', false).up).toBe('green');
    expect(run({ 'pipwave.upColour': 'red', 'pipwave.lang': 'fr' }, '', false).up).toBe('red');
  });
});
