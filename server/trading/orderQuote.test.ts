import { describe, expect, it } from 'vitest';
import { Big } from '../money/decimal.ts';
import { quoteOrder } from './orderQuote.ts';
import { eurusd } from './testing/symbolFixture.ts';

describe('the one quote of margin and fee', () => {
  it('charges 0.01 lot of EURUSD at 1.1 with 1:100 leverage 11 USD margin and 0.0055 USD fee (rate of margin)', () => {
    const quote = quoteOrder(eurusd(), {
      lots: '0.01',
      multiple: 100,
      price: new Big('1.1'),
      quoteToUsd: new Big(1),
      feeType: 2,
      feeRate: '0.0005',
    });
    expect(quote.margin.toFixed()).toBe('11');
    expect(quote.fee.toFixed()).toBe('0.0055');
    expect(quote.needed.toFixed()).toBe('11.0055');
  });

  it('charges the fee per lot when trade_fee_type is 1, whatever the margin', () => {
    const quote = quoteOrder(eurusd(), {
      lots: '0.5',
      multiple: 10,
      price: new Big('1.2'),
      quoteToUsd: new Big(1),
      feeType: 1,
      feeRate: '7',
    });
    expect(quote.margin.toFixed()).toBe('6000');
    expect(quote.fee.toFixed()).toBe('3.5');
  });

  it('converts a margin in the quote currency to USD with the given rate, in exact decimals', () => {
    const quote = quoteOrder(eurusd({ quoteCurrency: 'JPY', pricePrecision: 3 }), {
      lots: '0.1',
      multiple: 100,
      price: new Big('150.123'),
      quoteToUsd: new Big('0.0066'),
      feeType: 2,
      feeRate: '0.0005',
    });
    // 0.1 × 100,000 × 150.123 ÷ 100 = 15,012.3 JPY; × 0.0066 = 99.08118 USD
    expect(quote.margin.toFixed()).toBe('99.08118');
  });
});
