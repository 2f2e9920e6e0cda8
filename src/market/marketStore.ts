import { create } from 'zustand';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';

/** What a price cell needs; kept per symbol code so a change re-renders only that symbol's row. */
export interface LiveQuote {
  close: string;
  change: string;
  marketOpen: boolean;
}

interface MarketState {
  quotes: Record<string, LiveQuote>;
  /** Takes the quotes of a `trade_list` snapshot; unchanged symbols keep their object (no re-render). */
  applySnapshot(symbols: readonly TradeSymbol[]): void;
}

function sameQuote(a: LiveQuote | undefined, b: LiveQuote): boolean {
  return a !== undefined && a.close === b.close && a.change === b.change && a.marketOpen === b.marketOpen;
}

export const useMarket = create<MarketState>((set) => ({
  quotes: {},
  applySnapshot(symbols) {
    set((state) => {
      let changed = false;
      const quotes = { ...state.quotes };
      for (const symbol of symbols) {
        const next: LiveQuote = {
          close: symbol.ForexQuotations.Close,
          change: symbol.ForexQuotations.Change,
          marketOpen: symbol.MarketStatus === 1,
        };
        if (!sameQuote(quotes[symbol.Code], next)) {
          quotes[symbol.Code] = next;
          changed = true;
        }
      }
      return changed ? { quotes } : state;
    });
  },
}));

export function useQuote(code: string): LiveQuote | undefined {
  return useMarket((state) => state.quotes[code]);
}
