import type { TradeSymbol } from '../../../protocol/schemas/market.ts';

/** A trade_list row with the fields the worker reads (id, code, quote). */
export function fakeSymbol(Id: number, Code: string, bid = '1.10000'): TradeSymbol {
  const quote = { Open: bid, Close: bid, Change: '0.00', High: bid, Low: bid, Bid: bid, Ask: bid };
  return {
    Id,
    Code,
    ShowCode: Code,
    Name: Code,
    Logo: '',
    CategoryId: 1,
    BaseCurrency: 'EUR',
    QuoteCurrency: 'USD',
    MarketStatus: 1,
    PricePrecision: 5,
    Pip: '0.0001',
    ForexMinCont: '0.01',
    ForexContNum: '100000',
    ForexFeeRate: '0',
    MarginMode: 1,
    HasForexMultiple: [],
    stops_level: 0,
    ForexQuotations: quote,
  };
}
