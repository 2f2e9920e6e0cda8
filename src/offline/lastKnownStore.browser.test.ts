import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetSessionCopies,
  MAX_ENTRY_CHARS,
  readLastKnown,
  saveLastKnown,
  sessionFingerprint,
} from './lastKnownStore.ts';

const isNumbers = (data: unknown): data is number[] =>
  Array.isArray(data) && data.every((item) => typeof item === 'number');

describe('the last-known copies on the device', () => {
  afterEach(() => localStorage.clear());

  it('reads back what was saved, with its time', () => {
    expect(saveLastKnown('quotes', [1, 2, 3], null, 1_700_000_000_000)).toBe(true);
    expect(readLastKnown('quotes', null, isNumbers)).toEqual({ savedAt: 1_700_000_000_000, data: [1, 2, 3] });
    expect(readLastKnown('other', null, isNumbers)).toBeNull();
  });

  it('never shows one session the copy of another, nor a public reader a session copy', () => {
    const alice = sessionFingerprint('token-of-alice');
    const bob = sessionFingerprint('token-of-bob');
    expect(alice).not.toBe(bob);
    expect(alice).not.toContain('alice');
    saveLastKnown('positions', [7], alice);
    expect(readLastKnown('positions', alice, isNumbers)?.data).toEqual([7]);
    expect(readLastKnown('positions', bob, isNumbers)).toBeNull();
    expect(readLastKnown('positions', null, isNumbers)).toBeNull();
  });

  it('treats a damaged or foreign entry as nothing saved', () => {
    for (const text of [
      '{',
      '"x"',
      '{"v":2,"savedAt":1,"owner":null,"data":[1]}',
      '{"v":1,"savedAt":"1","owner":null,"data":[1]}',
    ]) {
      localStorage.setItem('pipwave.lastKnown.quotes', text);
      expect(readLastKnown('quotes', null, isNumbers), text).toBeNull();
    }
    saveLastKnown('quotes', ['not', 'numbers'], null);
    expect(readLastKnown('quotes', null, isNumbers)).toBeNull();
  });

  it('keeps nothing too large, dropping the older copy rather than showing it', () => {
    saveLastKnown('quotes', [1], null);
    expect(
      saveLastKnown(
        'quotes',
        Array.from({ length: MAX_ENTRY_CHARS / 2 }, () => 1),
        null,
      ),
    ).toBe(false);
    expect(readLastKnown('quotes', null, isNumbers)).toBeNull();
  });

  it('forgets every session copy on log-out and keeps the public market list', () => {
    saveLastKnown('quotes', [1], null);
    saveLastKnown('positions', [2], sessionFingerprint('t'));
    localStorage.setItem('pipwave.lastKnown.broken', '{');
    localStorage.setItem('pipwave.token', 't');
    forgetSessionCopies();
    expect(readLastKnown('quotes', null, isNumbers)?.data).toEqual([1]);
    expect(localStorage.getItem('pipwave.lastKnown.positions')).toBeNull();
    expect(localStorage.getItem('pipwave.lastKnown.broken')).toBeNull();
    expect(localStorage.getItem('pipwave.token')).toBe('t');
  });
});
