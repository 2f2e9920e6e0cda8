import { describe, expect, it } from 'vitest';
import { DEPOSIT_DECIMALS, WIRE_DECIMALS, WITHDRAW_DECIMALS } from '../../../../protocol/schemas/payments.ts';
import { readAmount } from './amountInput.ts';

describe('a typed deposit or withdrawal amount', () => {
  it('never reads German "1.000" as 1: the point may group thousands there, so it is refused', () => {
    for (const typed of ['1.000', '12.345', '999.000', ' 1.000 ']) {
      expect(readAmount(typed, 'de', DEPOSIT_DECIMALS), typed).toEqual({ ok: false, problem: 'grouped' });
    }
    expect(readAmount('1.000', 'it', WITHDRAW_DECIMALS)).toEqual({ ok: false, problem: 'grouped' });
    // without the doubt it is read: the comma, other than three digits after a point, no point at all
    expect(readAmount('1000', 'de', WITHDRAW_DECIMALS)).toEqual({ ok: true, wire: '1000' });
    expect(readAmount('1,5', 'de', WITHDRAW_DECIMALS)).toEqual({ ok: true, wire: '1.5' });
    expect(readAmount('1.5', 'de', WITHDRAW_DECIMALS)).toEqual({ ok: true, wire: '1.5' });
    expect(readAmount('0.125', 'de', DEPOSIT_DECIMALS)).toEqual({ ok: true, wire: '0.125' });
    // in English the point is only ever the decimal mark
    expect(readAmount('1.000', 'en', DEPOSIT_DECIMALS)).toEqual({ ok: true, wire: '1.000' });
  });

  it('refuses grouped text instead of guessing: "1,000.5" in English, "1.000,5" in German', () => {
    expect(readAmount('1,000.5', 'en', DEPOSIT_DECIMALS)).toEqual({ ok: false, problem: 'unreadable' });
    expect(readAmount('1.000,5', 'de', DEPOSIT_DECIMALS)).toEqual({ ok: false, problem: 'unreadable' });
    expect(readAmount('1000.5', 'en', DEPOSIT_DECIMALS)).toEqual({ ok: true, wire: '1000.5' });
  });

  it('says what is wrong: empty, not a number, not more than 0', () => {
    expect(readAmount('  ', 'en', 2)).toEqual({ ok: false, problem: 'empty' });
    for (const typed of ['abc', '1e5', '0x10', 'Infinity', '١٢', '1.2.3']) {
      expect(readAmount(typed, 'en', 2), typed).toEqual({ ok: false, problem: 'unreadable' });
    }
    for (const typed of ['0', '0.00', '-5', '−5', '-0.001', '－５']) {
      expect(readAmount(typed, 'en', 2), typed).toEqual({ ok: false, problem: 'notPositive' });
    }
  });

  it('reads an amount typed or pasted as the app writes it in Russian or French: spaces go, they never mark decimals', () => {
    // ru and fr group with a (narrow) no-break space: "1 000,50" is what the app itself shows
    expect(readAmount('1\u00a0000,50', 'ru', 2)).toEqual({ ok: true, wire: '1000.50' });
    expect(readAmount('1\u202f000,50', 'fr', 2)).toEqual({ ok: true, wire: '1000.50' });
    expect(readAmount(' 1 000,50 ', 'ru', 2)).toEqual({ ok: true, wire: '1000.50' });
    // a space is not a decimal mark: "1 5" is fifteen, not one and a half
    expect(readAmount('1 5', 'ru', 2)).toEqual({ ok: true, wire: '15' });
    // the grouping that stays ambiguous is still refused
    expect(readAmount('1.000', 'de', 2)).toEqual({ ok: false, problem: 'grouped' });
  });

  it('reads full-width digits and marks as the digits they are', () => {
    expect(readAmount('１２', 'en', 2)).toEqual({ ok: true, wire: '12' });
    expect(readAmount('１２．５', 'en', 2)).toEqual({ ok: true, wire: '12.5' });
  });

  it("holds each field to the server's decimals and says so the same way", () => {
    expect(readAmount('12.345', 'en', WITHDRAW_DECIMALS)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readAmount('12,345', 'de', WIRE_DECIMALS)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readAmount('12.340', 'en', WITHDRAW_DECIMALS)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readAmount('12.34', 'en', WITHDRAW_DECIMALS)).toEqual({ ok: true, wire: '12.34' });
    // a coin deposit: the server takes 8 decimals (0.00012345 BTC), not 9
    expect(readAmount('0.00012345', 'en', DEPOSIT_DECIMALS)).toEqual({ ok: true, wire: '0.00012345' });
    expect(readAmount('0.000123456', 'en', DEPOSIT_DECIMALS)).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });
});
