import { describe, expect, it } from 'vitest';
import { decimalPlaces, isDecimalText, readDecimal } from './decimalText.ts';
import { MALFORMED_DECIMALS } from './malformedNumbers.ts';

describe('the wire decimal grammar', () => {
  it('accepts plain decimals with an optional fraction', () => {
    for (const good of ['0', '7', '10', '0.5', '1.25', '1.50', '100000.00001', '0.00000001']) {
      expect(isDecimalText(good), good).toBe(true);
    }
  });

  it('refuses every other spelling of a number', () => {
    for (const bad of MALFORMED_DECIMALS) expect(isDecimalText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('counts written decimals (trailing zeros too) and refuses more than the rule allows, never rounding', () => {
    expect(decimalPlaces('1.50')).toBe(2);
    expect(decimalPlaces('12')).toBe(0);
    expect(readDecimal('1.10351', { places: 5 })).toMatchObject({ value: expect.anything() });
    expect(readDecimal('1.103512', { places: 5 })).toEqual({ problem: 'tooManyDecimals', places: 5 });
    expect(readDecimal('1.000000', { places: 5 })).toEqual({ problem: 'tooManyDecimals', places: 5 });
  });

  it('refuses 0 (however written) where a positive value is needed', () => {
    expect(readDecimal('0.00', { places: 2, positive: true })).toEqual({ problem: 'notPositive' });
    expect(readDecimal('0.01', { places: 2, positive: true })).toMatchObject({ value: expect.anything() });
  });
});
