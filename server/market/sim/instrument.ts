import type { SessionKind } from '../../db/seed/types.ts';
import type { SymbolRow } from '../catalog.ts';

/** What the price model needs to know about a symbol, as plain numbers (prices are rounded to precision). */
export interface Instrument {
  symbolId: number;
  code: string;
  session: SessionKind;
  precision: number;
  /** typical bid/ask spread in price units */
  spread: number;
  /** annualised volatility (0.08 = 8 %) */
  annualVolatility: number;
  /** average ticks per second in normal trading */
  ticksPerSecond: number;
  referencePrice: number;
  /** currencies or assets the symbol is made of, so news on USD moves every USD pair */
  legs: readonly string[];
}

const TICKS_PER_SECOND: Readonly<Record<SessionKind, number>> = {
  forex: 2,
  metals: 2.5,
  energy: 1.5,
  indices: 2,
  crypto: 3,
};

export function instrumentOf(row: SymbolRow): Instrument {
  return {
    symbolId: row.id,
    code: row.code,
    session: row.session,
    precision: row.pricePrecision,
    spread: Number(row.typicalSpread),
    annualVolatility: Number(row.annualVolatility),
    ticksPerSecond: TICKS_PER_SECOND[row.session],
    referencePrice: Number(row.referencePrice),
    legs: [row.baseCurrency, row.quoteCurrency],
  };
}

/** Seconds in a trading year for volatility scaling (260 days of 24 hours). */
const SECONDS_PER_YEAR = 260 * 24 * 3600;

/** Standard deviation of the log return over `seconds`. */
export function sigmaFor(instrument: Instrument, seconds: number): number {
  return instrument.annualVolatility * Math.sqrt(seconds / SECONDS_PER_YEAR);
}

/** Rounds to the symbol's precision, giving a number whose shortest decimal form has at most that many places. */
export function roundToPrecision(value: number, precision: number): number {
  return Number(value.toFixed(precision));
}
