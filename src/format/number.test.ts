import { describe, expect, it } from 'vitest';
import { directionOf, formatChange, formatDecimal, formatExact } from './number.ts';

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

  it('shows a placeholder for a value that is not a number', () => {
    expect(formatDecimal('abc', 2, 'en')).toBe('--');
  });
});
