import { positionProfit, riskTotals, type Side, valuationPrice } from '../../protocol/tradingMath.ts';
import type { QuoteBook } from '../market/quoteBook.ts';
import { Big } from '../money/decimal.ts';
import { usdPerUnitAtQuotes } from './conversion.ts';
import type { StoredOrder } from './orderStore.ts';
import type { TradingSymbols } from './tradingSymbols.ts';

export function sideOf(row: Pick<StoredOrder, 'side'>): Side {
  return row.side === 1 ? 1 : 2;
}

/** What valuing an open position needs of its order row (an order read in full, or its figures alone). */
export type PositionFigures = Pick<StoredOrder, 'symbolId' | 'side' | 'lots' | 'openPrice' | 'margin'>;

/** The price an open order is valued at now (bid for a buy, ask for a sell), at the symbol's precision. */
export function currentValuationPrice(
  row: Pick<StoredOrder, 'symbolId' | 'side'>,
  symbols: TradingSymbols,
  quotes: QuoteBook,
): Big | null {
  const symbol = symbols.get(row.symbolId);
  const quote = quotes.snapshot(row.symbolId);
  if (!symbol || !quote) return null;
  return valuationPrice(
    sideOf(row),
    quote.bid.toFixed(symbol.pricePrecision),
    quote.ask.toFixed(symbol.pricePrecision),
  );
}

/** Floating P&L in USD of an open order at `price` (default: the current valuation price). */
export function floatingProfit(row: PositionFigures, symbols: TradingSymbols, quotes: QuoteBook, price?: Big): Big {
  const symbol = symbols.get(row.symbolId);
  const at = price ?? currentValuationPrice(row, symbols, quotes);
  if (!symbol || !at || row.openPrice === null) return new Big(0);
  const rate = usdPerUnitAtQuotes(symbol.quoteCurrency, symbols, quotes);
  if (!rate) return new Big(0);
  return positionProfit({
    side: sideOf(row),
    lots: row.lots,
    contractSize: symbol.contractSize,
    openPrice: row.openPrice,
    closePrice: at,
    quoteToUsd: rate,
  });
}

/** Equity, margin and risk of an account from its balance and open orders, at the live quotes. */
export function accountRisk(
  balance: string,
  open: readonly PositionFigures[],
  symbols: TradingSymbols,
  quotes: QuoteBook,
) {
  let floating = new Big(0);
  let margin = new Big(0);
  for (const row of open) {
    floating = floating.plus(floatingProfit(row, symbols, quotes));
    margin = margin.plus(row.margin);
  }
  return { floating, ...riskTotals(balance, floating, margin) };
}
