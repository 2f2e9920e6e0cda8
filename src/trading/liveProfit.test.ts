import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { MyDeal } from '../../protocol/schemas/trading.ts';
import { currenciesOf, usdPerUnit } from './conversion.ts';
import { liveValuation } from './liveProfit.ts';
import { nextOrdersPage, withOrdersChanged, withoutOrders } from './pages.ts';
import { testOrder as order } from './testing/testOrder.ts';

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
  it('changes only the orders a change names, keeping the other pages as they were', () => {
    const pages = [page([1, 2], 3), page([3], 3)];
    const moved = withOrdersChanged(pages, (order) =>
      order.Id === 3 ? { ...order, TargetLossPrice: '1.16000' } : undefined,
    );
    expect(moved?.[0]).toBe(pages[0]);
    expect(moved?.[1]?.data[0]?.TargetLossPrice).toBe('1.16000');
    expect(withOrdersChanged(pages, () => undefined)).toBeNull();
  });
});
