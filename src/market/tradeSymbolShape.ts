import type { TradeSymbol } from '../../protocol/schemas/market.ts';

// Pure (no store, no React): index.html's early script (src/boot/) checks the first trade_list with it too.

/** Accepts what the device gives back only if it looks like the market list the app saved (or the server sent). */
export function isTradeSymbolList(data: unknown): data is TradeSymbol[] {
  return (
    Array.isArray(data) &&
    data.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const symbol = item as Partial<TradeSymbol>;
      const quote = symbol.ForexQuotations;
      return (
        typeof symbol.Code === 'string' &&
        typeof symbol.Id === 'number' &&
        typeof symbol.PricePrecision === 'number' &&
        typeof quote === 'object' &&
        quote !== null &&
        typeof quote.Close === 'string' &&
        typeof quote.Change === 'string'
      );
    })
  );
}
