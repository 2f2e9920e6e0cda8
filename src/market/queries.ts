import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Category, TradeSymbol } from '../../protocol/schemas/market.ts';
import { api } from '../api/client.ts';
import { TRADE_LIST_PATH, takeEarlyTradeList } from '../boot/earlyTradeList.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useLastKnown } from '../offline/useLastKnown.ts';
import { realtime } from '../realtime/ensureRealtime.ts';
import { LAST_QUOTES, startSavingQuotes } from './lastQuotes.ts';
import { isTradeSymbolList } from './tradeSymbolShape.ts';

export const TRADE_LIST_KEY = ['trade_list'] as const;
/** a market list younger than this is not fetched again (the socket keeps its quotes live meanwhile) */
export const TRADE_LIST_FRESH_MS = 5_000;

/** index.html's early trade_list while it is still on its way when the app starts (first fetch only). */
let earlyResult: Promise<unknown> | null = null;

/**
 * Takes over index.html's early trade_list request (src/boot/earlyTradeList.ts), before the first render:
 * arrived, it is the cache's first copy (the first render shows the rows, as the shell did); still on its
 * way, the first fetch waits for it instead of sending another.
 */
export function adoptEarlyTradeList(queryClient: QueryClient): void {
  const early = takeEarlyTradeList();
  if (!early) return;
  if (isTradeSymbolList(early.data)) {
    queryClient.setQueryData(TRADE_LIST_KEY, early.data, { updatedAt: early.receivedAt });
    toWorker(early.data, EARLY_REQUESTED_AT());
    return;
  }
  earlyResult = early.result;
}

/**
 * The worker owns the quotes: it applies a snapshot to the symbols that have not ticked since the snapshot
 * was asked for (the quote store hears of it from the worker, like every tick).
 */
function toWorker(symbols: TradeSymbol[], requestedAt: number): void {
  void realtime().then((bridge) => bridge.applyListSnapshot(symbols, requestedAt));
}

/** index.html sent the early request as the page started: a time no later than its asking. */
const EARLY_REQUESTED_AT = () => Math.floor(performance.timeOrigin);

async function fetchTradeList(signal: AbortSignal): Promise<TradeSymbol[]> {
  const early = earlyResult;
  earlyResult = null;
  if (early) {
    const data = await early;
    if (isTradeSymbolList(data)) {
      toWorker(data, EARLY_REQUESTED_AT());
      return data;
    }
  }
  // no early request, or it failed (offline, server down): an ordinary call with its error handling
  const requestedAt = Date.now();
  const symbols = await api.get<TradeSymbol[]>(TRADE_LIST_PATH, { signal });
  toWorker(symbols, requestedAt);
  return symbols;
}

/**
 * All symbols with their quotes. Each snapshot goes to the realtime worker, the quotes' one owner, which
 * applies it to symbols that have not ticked since it was asked for (the quote store hears of it from the
 * worker, like every tick). While the server cannot be reached and nothing fresh came yet, `data` is the
 * device's last-known copy and `savedAt` its time (the prices are then shown as not live).
 */
export function useTradeList() {
  const query = useQuery({
    queryKey: TRADE_LIST_KEY,
    queryFn: ({ signal }) => fetchTradeList(signal),
    staleTime: TRADE_LIST_FRESH_MS,
  });
  const queryClient = useQueryClient();
  useEffect(() => startSavingQuotes(queryClient, TRADE_LIST_KEY), [queryClient]);
  // Symbol names come in the request's language: a language change fetches them again.
  const lang = useLanguage();
  const fetchedLang = useRef(lang);
  useEffect(() => {
    if (fetchedLang.current === lang) return;
    fetchedLang.current = lang;
    void queryClient.invalidateQueries({ queryKey: TRADE_LIST_KEY });
  }, [lang, queryClient]);
  const lastKnown = useLastKnown(LAST_QUOTES, query, { isData: isTradeSymbolList, owner: null, save: false });
  // only what the screens use: TanStack Query re-renders a component when a field it has read changes, and a
  // spread reads them all (the list going stale 5 s after each fetch re-rendered the whole trade screen)
  return { data: lastKnown.data, savedAt: lastKnown.savedAt, isError: query.isError, refetch: query.refetch };
}

/**
 * SPEC §2: entering / or /trade refreshes the trade list, unless the list in hand was fetched a moment
 * ago (on the first entry, index.html's early request was that refresh) or a fetch is under way.
 */
export function refreshTradeList(queryClient: QueryClient): void {
  const updatedAt = queryClient.getQueryState(TRADE_LIST_KEY)?.dataUpdatedAt ?? 0;
  if (Date.now() - updatedAt < TRADE_LIST_FRESH_MS) return;
  reloadTradeList(queryClient);
}

/** Fetches the trade list again however young it is, unless a fetch is under way (its answer is as new). */
export function reloadTradeList(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: TRADE_LIST_KEY }, { cancelRefetch: false });
}

/** Categories with names in the current language. */
export function useCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['categories', lang],
    queryFn: ({ signal }) => api.get<Category[]>('/v1/api/forex/getCategories', { signal }),
    staleTime: 60 * 60_000,
  });
}
