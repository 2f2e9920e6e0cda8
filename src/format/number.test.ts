import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LANGUAGE_CODES, type LanguageCode } from '../../protocol/locales.ts';
import { directionOf, formatChange, formatDecimal, formatExact, formatPercent, NUMBER_MARKS } from './number.ts';

const intl = (value: number, decimals: number, lang: LanguageCode) =>
  new Intl.NumberFormat(INTL_LOCALE[lang], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  }).format(value);

describe('number formatting', () => {
  it('shows prices at the symbol precision with thousands separators from 1000 up', () => {
    expect(formatDecimal('1.0845', 5, 'en')).toBe('1.08450');
    expect(formatDecimal('97123.456', 2, 'en')).toBe('97,123.46');
    expect(formatDecimal('999.5', 1, 'en')).toBe('999.5');
    // Spanish normally skips the separator for four digits; SPEC wants it from 1000.
    expect(formatDecimal('1000', 2, 'spa')).toBe('1.000,00');
    expect(formatDecimal('2345.6', 1, 'de')).toBe('2.345,6');
  });

  it('signs the change and picks its colour direction', () => {
    expect(formatChange('0.42', 'en')).toBe('+0.42%');
    expect(formatChange('-1.2', 'en')).toBe('-1.20%');
    expect(formatChange('0.00', 'en')).toBe('0.00%');
    expect(directionOf('-0.01')).toBe('down');
    expect(directionOf('0.00')).toBe('flat');
  });

  it('writes a percent the way each language does', () => {
    // French, German, Russian and Spanish put a no-break space before the sign; Turkish puts it first
    expect(formatChange('0.42', 'fr')).toBe('+0,42\u00a0%');
    expect(formatChange('-1.2', 'de')).toBe('-1,20\u00a0%');
    expect(formatChange('1.5', 'ru')).toBe('+1,50\u00a0%');
    expect(formatChange('-0.03', 'tr')).toBe('-%0,03');
    expect(formatChange('0.42', 'jp')).toBe('+0.42%');
    expect(formatChange('0.42', 'vn')).toBe('+0,42%');
    // Arabic's interface is English (SPEC): no direction marks around the sign
    expect(formatChange('0.42', 'ar')).toBe('+0.42%');
    expect(formatPercent('1234.5', 'spa')).toBe('1.234,50\u00a0%');
    expect(formatPercent('65', 'en')).toBe('65.00%');
    expect(formatPercent('not a number', 'en')).toBe('--');
  });

  it('shows an exact amount with every decimal it has, and at least two', () => {
    expect(formatExact('-0.0055', 2, 'en')).toBe('-0.0055');
    expect(formatExact('9999.8445', 2, 'en')).toBe('9,999.8445');
    expect(formatExact('1000', 2, 'en')).toBe('1,000.00');
    expect(formatExact('-200.50', 2, 'en')).toBe('-200.50');
    expect(formatExact('12.3400', 2, 'de')).toBe('12,34');
    expect(formatExact('0.123456789', 2, 'en')).toBe('0.123456789');
    expect(formatExact('1234567890.12345678', 2, 'en')).toBe('1,234,567,890.12345678');
    expect(formatExact('1e-7', 2, 'en')).toBe('--');
  });

  it("writes every language's marks as Intl does, without constructing an Intl.NumberFormat", () => {
    for (const lang of LANGUAGE_CODES) {
      const parts = new Intl.NumberFormat(INTL_LOCALE[lang], { useGrouping: 'always', minimumFractionDigits: 1 })
        .formatToParts(1234567.5)
        .filter((part) => part.type === 'group' || part.type === 'decimal');
      expect(NUMBER_MARKS[lang], lang).toEqual({
        group: parts.find((part) => part.type === 'group')?.value,
        decimal: parts.find((part) => part.type === 'decimal')?.value,
      });
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e13, max: 1e13, noNaN: true }),
          fc.integer().map((value) => value / 1000),
        ),
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom(...LANGUAGE_CODES),
        (value, decimals, lang) => {
          expect(formatDecimal(value, decimals, lang)).toBe(intl(value, decimals, lang));
          expect(formatDecimal(String(value), decimals, lang)).toBe(intl(Number(String(value)), decimals, lang));
        },
      ),
      { numRuns: 1000 },
    );
    for (const tie of [0.125, 2.5, -2.5, 1.005, -0.0001, -0, 0, 999.9995, 1e20, 123456789.123456]) {
      for (const decimals of [0, 2, 3])
        expect(formatDecimal(tie, decimals, 'en'), `${tie}/${decimals}`).toBe(intl(tie, decimals, 'en'));
    }
  });

  it('shows a placeholder for a value that is not a number', () => {
    expect(formatDecimal('abc', 2, 'en')).toBe('--');
  });
});
