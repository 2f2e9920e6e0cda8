import type { TradeSymbol } from '../../protocol/schemas/market.ts';

/** A market as trade_list sends it, quoted at `close` with a day change of `change` percent. */
export function testSymbol(
  code: string,
  quote: { close: string; change: string },
  fields: Partial<Omit<TradeSymbol, 'ForexQuotations'>> = {},
): TradeSymbol {
  const { close, change } = quote;
  return {
    Id: code.length,
    Code: code,
    ShowCode: code,
    Name: `${code} name`,
    Logo: '/icon.svg',
    CategoryId: 1,
    BaseCurrency: 'EUR',
    QuoteCurrency: 'USD',
    MarketStatus: 1,
    PricePrecision: 5,
    Pip: '0.01',
    ForexMinCont: '0.01',
    ForexContNum: '100000',
    ForexFeeRate: '0.0005',
    MarginMode: 2,
    HasForexMultiple: [{ Value: 100 }],
    ForexQuotations: { Open: close, Close: close, Change: change, High: close, Low: close, Bid: close, Ask: close },
    ...fields,
  };
}
