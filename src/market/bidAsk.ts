import type { LiveQuote } from './marketStore.ts';

export type QuoteSide = 'bid' | 'ask';

/**
 * A quote's bid or ask, or `fallback` (the REST snapshot's figure) before the first live quote or while the
 * live one is not a number.
 */
export function sidePrice(quote: LiveQuote | undefined, side: QuoteSide, fallback: string): number | string {
  const value = quote?.[side];
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

/**
 * The spread in points: ask minus bid in units of the last price digit (10^-precision, the point of the
 * stops level in protocol/stopsLevel.ts), rounded to a whole point so float noise (1.0847 - 1.0845 =
 * 0.000199…) does not show. NaN when either side is not a number.
 */
export function spreadPoints(bid: number, ask: number, precision: number): number {
  return Math.round((ask - bid) * 10 ** precision);
}
