import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Category, TradeSymbol } from '../../protocol/schemas/market.ts';
import { api } from '../api/client.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useMarket } from './marketStore.ts';

export const TRADE_LIST_KEY = ['trade_list'] as const;

/** All symbols with their quotes; each snapshot also feeds the per-symbol quote store. */
export function useTradeList() {
  const query = useQuery({
    queryKey: TRADE_LIST_KEY,
    queryFn: ({ signal }) => api.get<TradeSymbol[]>('/v1/api/forex/trade_list', { signal }),
    staleTime: 5_000,
  });
  const applySnapshot = useMarket((state) => state.applySnapshot);
  useEffect(() => {
    if (query.data) applySnapshot(query.data);
  }, [query.data, applySnapshot]);
  return query;
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
