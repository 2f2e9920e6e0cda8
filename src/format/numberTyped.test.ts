import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimalText } from '../../protocol/decimalText.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../protocol/locales.ts';
import {
  draftFromTyped,
  formatDecimal,
  formatTyped,
  looksGrouped,
  NUMBER_MARKS,
  parseTyped,
  typedFromDraft,
} from './number.ts';

describe('numbers typed into a box, per language', () => {
  it('round-trips every language: what a box shows reads back as the same wire decimal', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(...LANGUAGE_CODES),
        (units, decimals, lang) => {
          const wire = new Big(units.toString()).div(new Big(10).pow(decimals)).toFixed(decimals);
          const shown = formatTyped(wire, decimals, lang);
          const read = parseTyped(shown, lang);
          expect(read, `${lang} ${shown}`).toBe(wire);
          expect(isDecimalText(read ?? '')).toBe(true);
          // the box's draft form reads the same and shows the same
          const draft = draftFromTyped(shown, lang);
          expect(parseTyped(draft, 'en')).toBe(wire);
          expect(typedFromDraft(draft, lang)).toBe(shown);
        },
      ),
      { numRuns: 2000 },
    );
    for (const lang of LANGUAGE_CODES) {
      expect(formatTyped('1234567.5', 2, lang)).toBe(`1234567${NUMBER_MARKS[lang].decimal}50`);
      expect(parseTyped(formatTyped('0.02', 2, lang), lang)).toBe('0.02');
    }
  });

  it("reads the language's decimal mark and the point, and normalises to the wire's plain form", () => {
    expect(parseTyped('0,02', 'de')).toBe('0.02');
    expect(parseTyped('0.02', 'de')).toBe('0.02');
    expect(parseTyped(' 1,50 ', 'fr')).toBe('1.50');
    expect(parseTyped(',5', 'ru')).toBe('0.5');
    expect(parseTyped('1.', 'en')).toBe('1');
    expect(parseTyped('007', 'en')).toBe('7');
    expect(parseTyped('0.02', 'en')).toBe('0.02');
  });

  it('refuses group separators, a second mark, signs, exponents and other text instead of guessing', () => {
    expect(parseTyped('1,5', 'en')).toBeNull(); // a comma groups thousands in English
    expect(parseTyped('1,000', 'hk')).toBeNull();
    expect(parseTyped('1.234,5', 'de')).toBeNull();
    expect(parseTyped('1,2,3', 'it')).toBeNull();
    expect(parseTyped('1\u202f234,5', 'fr')).toBeNull();
    expect(parseTyped('1\u00a0234', 'ru')).toBeNull();
    expect(parseTyped(formatDecimal('1234.5', 1, 'spa'), 'spa')).toBeNull();
    for (const text of ['', '.', ',', '-1', '+1', '1e3', 'abc', '١٢', 'Infinity']) {
      expect(parseTyped(text, 'de'), text).toBeNull();
      expect(parseTyped(text, 'en'), text).toBeNull();
    }
  });

  it('refuses a point before three digits where the point groups thousands: "1.000" in de is not 1', () => {
    for (const lang of ['de', 'it', 'spa', 'tr', 'id', 'vn'] as const) {
      expect(parseTyped('1.000', lang), lang).toBeNull();
      expect(parseTyped('12.345', lang), lang).toBeNull();
      expect(looksGrouped('1.000', lang), lang).toBe(true);
    }
    expect(parseTyped('1,000', 'de')).toBe('1.000');
    expect(parseTyped('1.5', 'de')).toBe('1.5');
    expect(parseTyped('0.125', 'de')).toBe('0.125');
    expect(parseTyped('1.000', 'en')).toBe('1.000');
    expect(looksGrouped('1.000', 'fr')).toBe(false);
  });

  it('reads full-width digits and marks (NFKC), but not other scripts', () => {
    expect(parseTyped('１２', 'en')).toBe('12');
    expect(parseTyped('１２，５', 'de')).toBe('12.5');
    expect(parseTyped('١٢', 'en')).toBeNull();
  });

  it('keeps keystrokes as a draft with a point and shows the draft with the language mark', () => {
    expect(draftFromTyped('0,02', 'de')).toBe('0.02');
    expect(draftFromTyped('0.02', 'de')).toBe('0.02');
    expect(typedFromDraft('0.02', 'de')).toBe('0,02');
    // an English comma stays visible, so the box can say the number is unreadable
    expect(draftFromTyped('1,5', 'en')).toBe('1,5');
    expect(parseTyped(draftFromTyped('1,5', 'en'), 'en')).toBeNull();
    // a German grouped number becomes two points: refused, never read as 1.2345
    expect(parseTyped(draftFromTyped('1.234,5', 'de'), 'en')).toBeNull();
    expect(typedFromDraft('12.5', 'en')).toBe('12.5');
  });

  /** What a box reads from typed text: the wire decimal, or null when it says the text is not a number. */
  const read = (typed: string, lang: LanguageCode) => parseTyped(draftFromTyped(typed, lang), 'en');

  it('never reads another number than the one typed: a sign, an exponent or a letter stays and is refused', () => {
    for (const lang of LANGUAGE_CODES) {
      for (const typed of ['1e5', '1E5', '-1', '+1', '0x10', '1a,2b', '12abc', '１ｅ５', '－１']) {
        expect(read(typed, lang), `${typed} in ${lang}`).toBeNull();
      }
    }
    // a space is never a decimal mark: it goes, so a number pasted as the app shows it reads as shown
    expect(read('1\u202f000,50', 'fr')).toBe('1000.50');
    expect(read('1 000,5', 'ru')).toBe('1000.5');
    expect(read(' 1 2 ', 'en')).toBe('12');
    // the box keeps showing what was typed
    expect(typedFromDraft(draftFromTyped('1e5', 'en'), 'en')).toBe('1e5');
    expect(typedFromDraft(draftFromTyped('-1', 'de'), 'de')).toBe('-1');
    expect(typedFromDraft(draftFromTyped('-0,5', 'de'), 'de')).toBe('-0,5');
  });

  it('reads harmless variants of a number: surrounding spaces, full-width digits, the language mark', () => {
    expect(read(' 12 ', 'en')).toBe('12');
    expect(read('\t0,5\n', 'de')).toBe('0.5');
    expect(read('１２', 'jp')).toBe('12');
    expect(read('１．５', 'hk')).toBe('1.5');
    expect(read('１，５', 'de')).toBe('1.5');
    expect(read('1,5', 'de')).toBe('1.5');
    expect(read('1.5', 'de')).toBe('1.5');
    // a German grouped number is ambiguous (its point is also read as the decimal mark): refused, not 1.0005
    expect(read('1.000,5', 'de')).toBeNull();
    expect(read('1,5', 'en')).toBeNull();
  });
});
