import type { QuoteBook } from '../market/quoteBook.ts';
import type { TradingSymbols } from './tradingSymbols.ts';

/** An open position in plain numbers, for screening only: the money that is charged is always decimal. */
export interface ScreenedPosition {
  accountId: number;
  symbolId: number;
  /** +1 buy, −1 sell */
  sign: 1 | -1;
  /** lots × contract size */
  units: number;
  openPrice: number;
  margin: number;
}

/** USD per unit of a currency from live mids, as a number (screening only). */
export function usdRateNumber(currency: string, symbols: TradingSymbols, quotes: QuoteBook): number {
  if (currency === 'USD') return 1;
  for (const symbol of symbols.values()) {
    const direct = symbol.baseCurrency === currency && symbol.quoteCurrency === 'USD';
    const inverse = symbol.baseCurrency === 'USD' && symbol.quoteCurrency === currency;
    if (!direct && !inverse) continue;
    const quote = quotes.snapshot(symbol.id);
    if (!quote) continue;
    const mid = (quote.bid + quote.ask) / 2;
    return direct ? mid : 1 / mid;
  }
  return Number.NaN;
}

/**
 * An estimate of an account's risk rate (equity ÷ used margin × 100) in floating point, cheap enough to run
 * for every holder of a symbol on every batch of ticks. Only accounts whose estimate comes near the
 * stop-out level get the exact decimal check (under the account lock).
 */
export function estimateRiskRate(
  balance: number,
  positions: readonly ScreenedPosition[],
  symbols: TradingSymbols,
  quotes: QuoteBook,
): number | null {
  let floating = 0;
  let margin = 0;
  for (const position of positions) {
    const symbol = symbols.get(position.symbolId);
    const quote = quotes.snapshot(position.symbolId);
    if (!symbol || !quote) continue;
    const price = position.sign === 1 ? quote.bid : quote.ask;
    const rate = usdRateNumber(symbol.quoteCurrency, symbols, quotes);
    floating += (price - position.openPrice) * position.sign * position.units * rate;
    margin += position.margin;
  }
  if (margin === 0) return null;
  return ((balance + floating) / margin) * 100;
}
