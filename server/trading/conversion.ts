import { type PricedPair, usdPerUnit } from '../../protocol/currency.ts';
import type { QuoteBook } from '../market/quoteBook.ts';
import type { Big } from '../money/decimal.ts';
import type { TradingSymbols } from './tradingSymbols.ts';

function* pricedPairs(symbols: TradingSymbols, quotes: QuoteBook): Generator<PricedPair> {
  for (const symbol of symbols.values()) {
    const quote = quotes.snapshot(symbol.id);
    if (!quote) continue;
    yield {
      base: symbol.baseCurrency,
      quote: symbol.quoteCurrency,
      bid: quote.bid.toFixed(symbol.pricePrecision),
      ask: quote.ask.toFixed(symbol.pricePrecision),
    };
  }
}

/**
 * USD per unit of `currency` at the quote book's live quotes of the trading symbols: protocol/currency.ts's
 * `usdPerUnit` (the same rule the order form uses) over the pairs that have a quote now.
 */
export function usdPerUnitAtQuotes(currency: string, symbols: TradingSymbols, quotes: QuoteBook): Big | null {
  return usdPerUnit(currency, pricedPairs(symbols, quotes));
}
