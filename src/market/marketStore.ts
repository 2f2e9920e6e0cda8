import { create } from 'zustand';
import { Q_ASK, Q_BID, Q_HIGH, Q_LOW, Q_MARKET_OPEN, Q_OPEN } from '../../workers/realtime/api.ts';

/** What a price cell needs; kept per symbol code so a change re-renders only that symbol's row. */
export interface LiveQuote {
  /** the bid as a decimal string (Close = bid) */
  close: string;
  /** percent against the day's open, 2 decimals */
  change: string;
  marketOpen: boolean;
  bid: number;
  ask: number;
  dayOpen: number;
  dayHigh: number;
  dayLow: number;
  /** when the realtime worker last delivered this symbol (Date.now()) */
  liveAt: number;
}

interface MarketState {
  quotes: Record<string, LiveQuote>;
  /**
   * Takes the realtime worker's changed symbols: `codes[index[i]]` got `values[i*stride ..]` = bid, ask,
   * day open, day high, day low, quote time, market open (offsets in workers/realtime/api.ts). Only those
   * rows re-render. The worker is the quotes' one owner: trade_list snapshots reach this store through it.
   */
  applyLive(codes: readonly string[], index: Uint16Array, values: Float64Array, stride: number): void;
}

export const useMarket = create<MarketState>((set) => ({
  quotes: {},
  applyLive(codes, index, values, stride) {
    if (index.length === 0) return;
    set((state) => {
      const quotes = { ...state.quotes };
      const now = Date.now();
      for (let i = 0; i < index.length; i += 1) {
        const code = codes[index[i] ?? -1];
        if (code === undefined) continue;
        const at = i * stride;
        const bid = values[at + Q_BID] ?? Number.NaN;
        const dayOpen = values[at + Q_OPEN] ?? Number.NaN;
        const status = values[at + Q_MARKET_OPEN] ?? Number.NaN;
        quotes[code] = {
          close: String(bid),
          change: dayOpen > 0 ? (((bid - dayOpen) / dayOpen) * 100).toFixed(2) : '0.00',
          marketOpen: Number.isNaN(status) ? (quotes[code]?.marketOpen ?? true) : status === 1,
          bid,
          ask: values[at + Q_ASK] ?? Number.NaN,
          dayOpen,
          dayHigh: values[at + Q_HIGH] ?? Number.NaN,
          dayLow: values[at + Q_LOW] ?? Number.NaN,
          liveAt: now,
        };
      }
      return { quotes };
    });
  },
}));

export function useQuote(code: string): LiveQuote | undefined {
  return useMarket((state) => state.quotes[code]);
}
