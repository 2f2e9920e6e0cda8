import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { MyDeal, Order } from '../../protocol/schemas/trading.ts';
import { currenciesOf, usdPerUnit } from './conversion.ts';
import { liveValuation } from './liveProfit.ts';
import { nextOrdersPage, withoutOrders } from './pages.ts';

function order(overrides: Partial<Order> = {}): Order {
  return {
    Id: 1,
    ForexTradeLists: { ShowCode: 'EUR/USD', Code: 'EURUSD', PricePrecision: 5 },
    ForexId: 1,
    OrderType: 1,
    Status: 1,
    Quantity: '0.1',
    Multiple: 100,
    OriginPrice: '1.16512',
    Price: '1.16500',
    UpdatePrice: '1.16500',
    FactProfits: '-1.2',
    CautionMoney: '116.512',
    TradeFee: '0.058256',
    TargetLossPrice: '0',
    TargetProfitPrice: '0',
    CloseReason: '',
    CreateTimeHandler: '2026-01-05 10:00:00',
    CreatedAt: 0,
    ClosedAt: null,
    ...overrides,
  };
}

describe('liveValuation', () => {
  it('values a buy at the bid and a sell at the ask with positionProfit', () => {
    const quote = { bid: 1.1662, ask: 1.16632 };
    expect(liveValuation(order(), quote, '100000', new Big(1))).toEqual({
      price: '1.16620',
      profit: '10.800000',
      live: true,
    });
    expect(liveValuation(order({ OrderType: 2, OriginPrice: '1.16700' }), quote, '100000', new Big(1))).toEqual({
      price: '1.16632',
      profit: '6.800000',
      live: true,
    });
  });

  it('keeps the server figures when the quote, contract size or rate is unknown', () => {
    const fallback = { price: '1.16500', profit: '-1.2', live: false };
    expect(liveValuation(order(), undefined, '100000', new Big(1))).toEqual(fallback);
    expect(liveValuation(order(), { bid: 1.2, ask: 1.3 }, undefined, new Big(1))).toEqual(fallback);
    expect(liveValuation(order(), { bid: 1.2, ask: 1.3 }, '100000', null)).toEqual(fallback);
    expect(liveValuation(order(), { bid: Number.NaN, ask: 1.3 }, '100000', new Big(1))).toEqual(fallback);
  });
});

describe('USD conversion (server/trading/conversion.ts rule)', () => {
  const pairs = [
    { base: 'EUR', quote: 'USD', bid: '1.16500', ask: '1.16520' },
    { base: 'USD', quote: 'JPY', bid: '152.400', ask: '152.420' },
  ];
  it('uses the direct pair mid, the inverse of USDxxx, 1 for USD and null when unlinked', () => {
    expect(usdPerUnit('USD', pairs)?.toFixed()).toBe('1');
    expect(usdPerUnit('EUR', pairs)?.toFixed()).toBe('1.1651');
    expect(usdPerUnit('JPY', pairs)?.toFixed(10)).toBe(new Big(1).div('152.41').toFixed(10));
    expect(usdPerUnit('GBP', pairs)).toBeNull();
  });
  it("takes a symbol's currencies from trade_list, indices included", () => {
    expect(currenciesOf({ BaseCurrency: 'EUR', QuoteCurrency: 'JPY' })).toEqual({ base: 'EUR', quote: 'JPY' });
    expect(currenciesOf({ BaseCurrency: 'GER40', QuoteCurrency: 'EUR' })).toEqual({ base: 'GER40', quote: 'EUR' });
  });
});

describe('order pages', () => {
  const page = (ids: number[], total: number): MyDeal => ({
    data: ids.map((Id) => order({ Id })),
    total,
    all_fact_profits: '0',
    balance: '0',
  });
  it('asks for the next page until loaded = total', () => {
    expect(nextOrdersPage([page([1, 2], 3)])).toBe(2);
    expect(nextOrdersPage([page([1, 2], 3), page([3], 3)])).toBeUndefined();
    expect(nextOrdersPage([page([], 5)])).toBeUndefined();
    expect(nextOrdersPage([])).toBeUndefined();
  });
  it('removes closed ids and lowers the total', () => {
    const pages = withoutOrders([page([1, 2], 3), page([3], 3)], new Set([2, 3]));
    expect(pages.map((p) => p.data.map((o) => o.Id))).toEqual([[1], []]);
    expect(pages.map((p) => p.total)).toEqual([1, 1]);
  });
});
