import { describe, expect, it } from 'vitest';
import { type KeyPress, type KeyTarget, SHORTCUT_KEYS, shortcutOf } from './terminalShortcuts.ts';

/** An element as the mapping sees it: its tag, whether it is editable, and whether it sits in an open dialog. */
const element = (tagName: string, options: { editable?: boolean; inOpenDialog?: boolean } = {}): KeyTarget => ({
  tagName,
  isContentEditable: options.editable ?? false,
  closest: (selector) => (selector === 'dialog[open]' && options.inOpenDialog ? {} : null),
});

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...extra,
});

describe('shortcutOf', () => {
  it('maps B and S to the buy and sell reviews, in either case', () => {
    expect(shortcutOf(press('b'))).toEqual({ action: 'buy' });
    expect(shortcutOf(press('B'))).toEqual({ action: 'buy' });
    expect(shortcutOf(press('s'))).toEqual({ action: 'sell' });
    expect(shortcutOf(press('S'))).toEqual({ action: 'sell' });
  });

  it('maps / and Ctrl+K or ⌘K to the symbol search', () => {
    expect(shortcutOf(press('/'))).toEqual({ action: 'search' });
    expect(shortcutOf(press('k', { ctrlKey: true }))).toEqual({ action: 'search' });
    expect(shortcutOf(press('K', { metaKey: true }))).toEqual({ action: 'search' });
    expect(shortcutOf(press('k'))).toBeNull();
  });

  it('maps 1 to 6 to the periods in the period bar order', () => {
    expect(['1', '2', '3', '4', '5', '6'].map((key) => shortcutOf(press(key)))).toEqual([
      { action: 'period', period: '1min' },
      { action: 'period', period: '5min' },
      { action: 'period', period: '15min' },
      { action: 'period', period: '30min' },
      { action: 'period', period: '60min' },
      { action: 'period', period: '1day' },
    ]);
    expect(shortcutOf(press('7'))).toBeNull();
    expect(shortcutOf(press('0'))).toBeNull();
    expect(SHORTCUT_KEYS.period('5min')).toBe('2');
    expect(SHORTCUT_KEYS.period('1day')).toBe('6');
  });

  it('reads the physical key on layouts whose keys type other characters', () => {
    // Russian: the B key types "и"; AZERTY: the 2 key types "é" unshifted
    expect(shortcutOf(press('и', { code: 'KeyB' }))).toEqual({ action: 'buy' });
    expect(shortcutOf(press('ы', { code: 'KeyS' }))).toEqual({ action: 'sell' });
    expect(shortcutOf(press('é', { code: 'Digit2' }))).toEqual({ action: 'period', period: '5min' });
    expect(shortcutOf(press('л', { code: 'KeyK', ctrlKey: true }))).toEqual({ action: 'search' });
    expect(shortcutOf(press('3', { code: 'Numpad3' }))).toEqual({ action: 'period', period: '15min' });
  });

  it('is ignored while typing in a field or editable text', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(shortcutOf(press('b', { target: element(tag) }))).toBeNull();
      expect(shortcutOf(press('/', { target: element(tag) }))).toBeNull();
      expect(shortcutOf(press('k', { ctrlKey: true, target: element(tag) }))).toBeNull();
    }
    expect(shortcutOf(press('2', { target: element('DIV', { editable: true }) }))).toBeNull();
    // a button or the page itself: the shortcut works
    expect(shortcutOf(press('2', { target: element('BUTTON') }))).toEqual({ action: 'period', period: '5min' });
    expect(shortcutOf(press('s', { target: element('BODY') }))).toEqual({ action: 'sell' });
  });

  it('is ignored inside an open dialog (the review sheet)', () => {
    expect(shortcutOf(press('s', { target: element('BUTTON', { inOpenDialog: true }) }))).toBeNull();
    expect(shortcutOf(press('1', { target: element('BUTTON', { inOpenDialog: true }) }))).toBeNull();
  });

  it("leaves the browser's own combinations alone", () => {
    expect(shortcutOf(press('s', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('1', { metaKey: true }))).toBeNull();
    expect(shortcutOf(press('b', { altKey: true }))).toBeNull();
    expect(shortcutOf(press('k', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutOf(press('Enter'))).toBeNull();
  });
});
