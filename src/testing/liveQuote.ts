import type { LiveQuote } from '../market/marketStore.ts';

/** A live quote as the market store holds it, at `bid` / `ask` with a flat day. */
export function testLiveQuote(bid: number, ask: number): LiveQuote {
  return {
    close: String(bid),
    change: '0.00',
    marketOpen: true,
    bid,
    ask,
    dayOpen: bid,
    dayHigh: bid,
    dayLow: bid,
    liveAt: 0,
  };
}
