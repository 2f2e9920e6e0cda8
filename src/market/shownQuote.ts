import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { LiveQuote } from './marketStore.ts';

/**
 * What a market row shows of a quote (the home list's, the symbol drawer's): the live quote's last price,
 * day change and open or closed market, else the trade_list snapshot's before the first live quote.
 */
export function lastOf(symbol: TradeSymbol, quote: LiveQuote | undefined) {
  return {
    close: quote?.close ?? symbol.ForexQuotations.Close,
    change: quote?.change ?? symbol.ForexQuotations.Change,
    open: quote?.marketOpen ?? symbol.MarketStatus === 1,
  };
}
