import type { Price } from '../money/decimal.ts';

/** The latest quote of one symbol plus the current trading day's open, high and low (bid prices). */
export interface Quote {
  bid: Price;
  ask: Price;
  dayOpen: Price;
  dayHigh: Price;
  dayLow: Price;
  /** epoch ms of the tick */
  time: number;
}

export interface QuoteReader {
  latest(symbolId: number): Quote | undefined;
}

/** In-memory latest quote per symbol; the quote source writes, everything else reads. */
export class QuoteBook implements QuoteReader {
  private readonly quotes = new Map<number, Quote>();

  latest(symbolId: number): Quote | undefined {
    return this.quotes.get(symbolId);
  }

  set(symbolId: number, quote: Quote): void {
    this.quotes.set(symbolId, quote);
  }
}
