import { create } from 'zustand';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';

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
  /** when the realtime worker last delivered this symbol (0 for a REST snapshot) */
  liveAt: number;
}

/** A REST snapshot may be older than what the socket already delivered: it does not roll prices back. */
const LIVE_WINS_MS = 10_000;

interface MarketState {
  quotes: Record<string, LiveQuote>;
  /** Takes the quotes of a `trade_list` snapshot; unchanged symbols keep their object (no re-render). */
  applySnapshot(symbols: readonly TradeSymbol[]): void;
  /**
   * Takes the realtime worker's changed symbols: `codes[index[i]]` got `values[i*stride ..]` =
   * bid, ask, day open, day high, day low (stride from workers/realtime/api.ts). Only those rows re-render.
   */
  applyLive(codes: readonly string[], index: Uint16Array, values: Float64Array, stride: number): void;
}

function sameQuote(a: LiveQuote | undefined, b: LiveQuote): boolean {
  return (
    a !== undefined &&
    a.close === b.close &&
    a.change === b.change &&
    a.marketOpen === b.marketOpen &&
    a.ask === b.ask &&
    a.liveAt === b.liveAt
  );
}

export const useMarket = create<MarketState>((set) => ({
  quotes: {},
  applySnapshot(symbols) {
    set((state) => {
      let changed = false;
      const quotes = { ...state.quotes };
      const now = Date.now();
      for (const symbol of symbols) {
        const previous = quotes[symbol.Code];
        const marketOpen = symbol.MarketStatus === 1;
        const quote = symbol.ForexQuotations;
        const next: LiveQuote =
          previous !== undefined && now - previous.liveAt < LIVE_WINS_MS
            ? { ...previous, marketOpen }
            : {
                close: quote.Close,
                change: quote.Change,
                marketOpen,
                bid: Number(quote.Bid),
                ask: Number(quote.Ask),
                dayOpen: Number(quote.Open),
                dayHigh: Number(quote.High),
                dayLow: Number(quote.Low),
                liveAt: 0,
              };
        if (!sameQuote(quotes[symbol.Code], next)) {
          quotes[symbol.Code] = next;
          changed = true;
        }
      }
      return changed ? { quotes } : state;
    });
  },
  applyLive(codes, index, values, stride) {
    if (index.length === 0) return;
    set((state) => {
      const quotes = { ...state.quotes };
      const now = Date.now();
      for (let i = 0; i < index.length; i += 1) {
        const code = codes[index[i] ?? -1];
        if (code === undefined) continue;
        const at = i * stride;
        const bid = values[at] ?? Number.NaN;
        const dayOpen = values[at + 2] ?? Number.NaN;
        quotes[code] = {
          close: String(bid),
          change: dayOpen > 0 ? (((bid - dayOpen) / dayOpen) * 100).toFixed(2) : '0.00',
          marketOpen: quotes[code]?.marketOpen ?? true,
          bid,
          ask: values[at + 1] ?? Number.NaN,
          dayOpen,
          dayHigh: values[at + 3] ?? Number.NaN,
          dayLow: values[at + 4] ?? Number.NaN,
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
