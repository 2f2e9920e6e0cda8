import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { localNumber } from '../i18n/localNumber.ts';
import { refuseSatisfiedAlert } from './alertRules.ts';

describe('price alert rules', () => {
  const now = new Big('1.16995');

  it('refuses an alert the price already satisfies, naming the level and the price at the symbol’s decimals', () => {
    expect(refuseSatisfiedAlert('above', new Big('1.1699'), now, 5)).toEqual({
      code: 'orderRejected',
      key: 'alertAlreadyAbove',
      params: { level: localNumber('1.16990', 5), price: localNumber('1.16995', 5) },
    });
    expect(refuseSatisfiedAlert('above', now, now, 5)?.key).toBe('alertAlreadyAbove');
    expect(refuseSatisfiedAlert('below', new Big('1.17'), now, 5)?.key).toBe('alertAlreadyBelow');
    expect(refuseSatisfiedAlert('below', now, now, 5)?.key).toBe('alertAlreadyBelow');
  });

  it('accepts a level the price has yet to reach', () => {
    expect(refuseSatisfiedAlert('above', new Big('1.16996'), now, 5)).toBeNull();
    expect(refuseSatisfiedAlert('below', new Big('1.16994'), now, 5)).toBeNull();
  });
});
