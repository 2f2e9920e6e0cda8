import Big from 'big.js';

/** Base and quote currency of a symbol, read from its display code ("EUR/USD") or a code ending in USD. */
export interface SymbolCurrencies {
  base: string;
  quote: string;
}

export function currenciesOf(symbol: { Code: string; ShowCode: string }): SymbolCurrencies | null {
  const slash = symbol.ShowCode.split('/');
  if (slash.length === 2 && slash[0] && slash[1]) return { base: slash[0], quote: slash[1] };
  if (symbol.Code.length > 3 && symbol.Code.endsWith('USD')) return { base: symbol.Code.slice(0, -3), quote: 'USD' };
  return null;
}

/** A symbol with its live bid/ask already at its price precision. */
export interface PricedPair extends SymbolCurrencies {
  bid: string;
  ask: string;
}

/**
 * USD per unit of `currency`, from the mid of the first pair that links it to USD (EURUSD for EUR,
 * 1 / USDJPY mid for JPY): the rule server/trading/conversion.ts charges with, over the same symbol order.
 * Null when no pair links the currency to USD.
 */
export function usdPerUnit(currency: string, pairs: Iterable<PricedPair>): Big | null {
  if (currency === 'USD') return new Big(1);
  for (const pair of pairs) {
    const direct = pair.base === currency && pair.quote === 'USD';
    const inverse = pair.base === 'USD' && pair.quote === currency;
    if (!direct && !inverse) continue;
    const mid = new Big(pair.bid).plus(pair.ask).div(2);
    if (mid.lte(0)) continue;
    return direct ? mid : new Big(1).div(mid);
  }
  return null;
}

/** A float price from the quote store as the server's decimal string at `precision`. */
export function priceText(value: number, precision: number): string | null {
  return Number.isFinite(value) && value > 0 ? value.toFixed(precision) : null;
}
