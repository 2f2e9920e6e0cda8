import type { TradeSymbol } from '../../protocol/schemas/market.ts';

export { type PricedPair, usdPerUnit } from '../../protocol/currency.ts';

/** Base and quote currency of a symbol. */
export interface SymbolCurrencies {
  base: string;
  quote: string;
}

export function currenciesOf(symbol: Pick<TradeSymbol, 'BaseCurrency' | 'QuoteCurrency'>): SymbolCurrencies {
  return { base: symbol.BaseCurrency, quote: symbol.QuoteCurrency };
}

/** A float price from the quote store as the server's decimal string at `precision`. */
export function priceText(value: number, precision: number): string | null {
  return Number.isFinite(value) && value > 0 ? value.toFixed(precision) : null;
}
