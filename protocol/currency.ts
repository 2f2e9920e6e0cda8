import Big from 'big.js';

/** A symbol's two currencies with its live bid and ask as decimal strings at its precision. */
export interface PricedPair {
  base: string;
  quote: string;
  bid: string;
  ask: string;
}

/**
 * USD per unit of `currency`, from the mid of the first pair that links it to USD (EURUSD for EUR,
 * 1 / USDJPY mid for JPY). The server charges with this and the order form estimates with it.
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
