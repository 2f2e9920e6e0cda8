import type { QueryClient } from '@tanstack/react-query';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import { saveLastKnown } from '../offline/lastKnownStore.ts';
import { type LiveQuote, useMarket } from './marketStore.ts';

/** The device's copy of the market list with its last quotes (src/offline/). */
export const LAST_QUOTES = 'quotes';
/** at most one write this often while quotes stream, plus one when the page is hidden or left */
const SAVE_EVERY_MS = 3_000;

/** The market list with each symbol's quotation replaced by the last live quote the worker delivered. */
export function withLiveQuotes(
  symbols: readonly TradeSymbol[],
  quotes: Readonly<Record<string, LiveQuote>>,
): TradeSymbol[] {
  return symbols.map((symbol) => {
    const quote = quotes[symbol.Code];
    if (!quote || quote.liveAt === 0) return symbol;
    const digits = symbol.PricePrecision;
    return {
      ...symbol,
      MarketStatus: quote.marketOpen ? 1 : 0,
      ForexQuotations: {
        Open: quote.dayOpen.toFixed(digits),
        Close: quote.bid.toFixed(digits),
        Change: quote.change,
        High: quote.dayHigh.toFixed(digits),
        Low: quote.dayLow.toFixed(digits),
        Bid: quote.bid.toFixed(digits),
        Ask: quote.ask.toFixed(digits),
      },
    };
  });
}

let saving = false;

/** Runs `work` when the main thread is idle (at most 1 s later); Safari has no requestIdleCallback. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1_000 });
  else work();
}

/**
 * Keeps the device's copy of the market list current: the list the server last sent with the quotes the
 * socket delivered since, written at most every few seconds and when the page is hidden or left.
 * Started once, by the first screen that shows the list.
 */
export function startSavingQuotes(queryClient: QueryClient, listKey: readonly unknown[]): void {
  if (saving) return;
  saving = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const symbols = queryClient.getQueryData<TradeSymbol[]>(listKey);
    if (symbols) saveLastKnown(LAST_QUOTES, withLiveQuotes(symbols, useMarket.getState().quotes), null);
  };
  // the write (the list with its quotes as JSON into localStorage) waits for an idle moment, never a tick's
  useMarket.subscribe(() => {
    timer ??= setTimeout(() => whenIdle(save), SAVE_EVERY_MS);
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === listKey[0]) save();
  });
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}
