import { describe, expect, it } from 'vitest';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import { withLiveQuotes } from './lastQuotes.ts';
import type { LiveQuote } from './marketStore.ts';
import { isTradeSymbolList } from './tradeSymbolShape.ts';

function symbol(code: string, precision: number, close: string): TradeSymbol {
  return {
    Id: code.length,
    Code: code,
    ShowCode: code,
    Name: code,
    Logo: `/logos/${code}.svg`,
    CategoryId: 1,
    BaseCurrency: code.slice(0, 3),
    QuoteCurrency: code.slice(3),
    MarketStatus: 1,
    PricePrecision: precision,
    Pip: '0.0001',
    ForexMinCont: '0.01',
    ForexContNum: '100000',
    ForexFeeRate: '0.0005',
    MarginMode: 2,
    HasForexMultiple: [{ Value: 100 }],
    stops_level: 40,
    ForexQuotations: { Open: close, Close: close, Change: '0.00', High: close, Low: close, Bid: close, Ask: close },
  };
}

const live = (bid: number, liveAt: number): LiveQuote => ({
  close: String(bid),
  change: '0.42',
  marketOpen: false,
  bid,
  ask: bid + 0.00012,
  dayOpen: 1.08,
  dayHigh: 1.09,
  dayLow: 1.07,
  liveAt,
});

describe('the market list kept on the device', () => {
  it('carries the last live quote of each symbol at its precision, and the server snapshot for the rest', () => {
    const list = [symbol('EURUSD', 5, '1.08000'), symbol('USDJPY', 3, '150.000')];
    const saved = withLiveQuotes(list, { EURUSD: live(1.0845, 1_700_000_000_000) });
    expect(saved[0]?.ForexQuotations).toEqual({
      Open: '1.08000',
      Close: '1.08450',
      Change: '0.42',
      High: '1.09000',
      Low: '1.07000',
      Bid: '1.08450',
      Ask: '1.08462',
    });
    expect(saved[0]?.MarketStatus).toBe(0);
    expect(saved[1]).toBe(list[1]);
    // a quote that came from a REST snapshot (liveAt 0) adds nothing over the snapshot itself
    expect(withLiveQuotes(list, { USDJPY: live(151, 0) })[1]).toBe(list[1]);
  });

  it('reads back only what looks like the saved list', () => {
    expect(isTradeSymbolList([symbol('EURUSD', 5, '1.08000')])).toBe(true);
    expect(isTradeSymbolList([])).toBe(true);
    for (const bad of [
      null,
      {},
      'list',
      [null],
      [{ Code: 'EURUSD' }],
      [{ ...symbol('X', 2, '1'), ForexQuotations: null }],
    ]) {
      expect(isTradeSymbolList(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
