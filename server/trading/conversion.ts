import type { QuoteBook } from '../market/quoteBook.ts';
import { Big } from '../money/decimal.ts';
import type { TradingSymbols } from './tradingSymbols.ts';

/**
 * USD per unit of `currency`, from the live mid price of the pair that links it to USD (EURUSD for EUR,
 * 1 / USDJPY mid for JPY). Null when no symbol links the currency to USD.
 */
export function usdPerUnit(currency: string, symbols: TradingSymbols, quotes: QuoteBook): Big | null {
  if (currency === 'USD') return new Big(1);
  for (const symbol of symbols.values()) {
    const direct = symbol.baseCurrency === currency && symbol.quoteCurrency === 'USD';
    const inverse = symbol.baseCurrency === 'USD' && symbol.quoteCurrency === currency;
    if (!direct && !inverse) continue;
    const quote = quotes.snapshot(symbol.id);
    if (!quote) continue;
    const mid = new Big(quote.bid.toFixed(symbol.pricePrecision)).plus(quote.ask.toFixed(symbol.pricePrecision)).div(2);
    return direct ? mid : new Big(1).div(mid);
  }
  return null;
}
