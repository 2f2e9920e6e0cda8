import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Category, TradeSymbol } from '../../protocol/schemas/market.ts';
import { api } from '../api/client.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useLastKnown } from '../offline/useLastKnown.ts';
import { realtime } from '../realtime/ensureRealtime.ts';
import { isTradeSymbolList, LAST_QUOTES, startSavingQuotes } from './lastQuotes.ts';

export const TRADE_LIST_KEY = ['trade_list'] as const;

/**
 * All symbols with their quotes. Each snapshot goes to the realtime worker, the quotes' one owner, which
 * applies it to symbols that have not ticked since it was asked for (the quote store hears of it from the
 * worker, like every tick). While the server cannot be reached and nothing fresh came yet, `data` is the
 * device's last-known copy and `savedAt` its time (the prices are then shown as not live).
 */
export function useTradeList() {
  const query = useQuery({
    queryKey: TRADE_LIST_KEY,
    queryFn: async ({ signal }) => {
      const requestedAt = Date.now();
      const symbols = await api.get<TradeSymbol[]>('/v1/api/forex/trade_list', { signal });
      void realtime().then((bridge) => bridge.applyListSnapshot(symbols, requestedAt));
      return symbols;
    },
    staleTime: 5_000,
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
  return { ...query, data: lastKnown.data, savedAt: lastKnown.savedAt };
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
