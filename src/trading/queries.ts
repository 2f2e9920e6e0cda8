import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type Big from 'big.js';
import { useCallback, useMemo } from 'react';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { MyDeal, Order } from '../../protocol/schemas/trading.ts';
import { accountsApi } from '../accounts/api.ts';
import { BALANCE_KEY } from '../accounts/queries.ts';
import { type LiveQuote, useMarket } from '../market/marketStore.ts';
import { sessionFingerprint } from '../offline/lastKnownStore.ts';
import { useLastKnown } from '../offline/useLastKnown.ts';
import { useSession } from '../stores/session.ts';
import { type OrderTab, tradingApi } from './api.ts';
import { currenciesOf, type PricedPair, priceText, usdPerUnit } from './conversion.ts';
import { firstPageOnly, isOrderPages, LAST_POSITIONS } from './lastPositions.ts';
import { nextOrdersPage, withOrdersChanged, withoutOrders } from './pages.ts';

export const RISK_KEY = ['forex', 'risk'] as const;
export const ordersKey = (tab: OrderTab, token: string | null) => ['forex', 'my_deal', tab, token] as const;

/** The account's risk picture (free margin for the form, the orders header). */
export function useRisk() {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...RISK_KEY, token],
    queryFn: ({ signal }) => tradingApi.risk(signal),
    enabled: token !== null,
    staleTime: 5_000,
  });
}

/** trade_fee_type (1 per lot, else a rate of the margin), from the base data. */
export function useFeeType(): number | null {
  const basic = useQuery({ queryKey: ['basicInfo'], queryFn: accountsApi.basicInfo, staleTime: 5 * 60_000 });
  return basic.data?.trade_fee_type ?? null;
}

/** After an order changes money: the balance, the risk and every order list are fetched again. */
export function refreshAccount(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  void queryClient.invalidateQueries({ queryKey: RISK_KEY });
  void queryClient.invalidateQueries({ queryKey: ['forex', 'my_deal'] });
}

/**
 * One order tab page by page; `refresh` goes back to page 1 (pull-to-refresh, after a close or cancel).
 * The open positions (tab 1) fall back to the device's last-known first page while the server cannot be
 * reached (`savedAt` set, shown as not live).
 */
export function useOrderList(tab: OrderTab) {
  const token = useSession((state) => state.token);
  const queryClient = useQueryClient();
  const key = ordersKey(tab, token);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => tradingApi.myDeal(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextOrdersPage(pages),
    enabled: token !== null,
    staleTime: 2_000,
    // holding rows are valued live on screen; pending orders fill on the server without a push
    refetchInterval: tab === 3 ? false : 30_000,
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    queryClient.setQueryData<InfiniteData<MyDeal, number>>(ordersKey(tab, token), (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await refetch();
  }, [queryClient, refetch, tab, token]);
  const owner = useMemo(() => (tab === 1 && token !== null ? sessionFingerprint(token) : undefined), [tab, token]);
  const lastKnown = useLastKnown(LAST_POSITIONS, query, { isData: isOrderPages, owner, keep: firstPageOnly });
  if (query.data === undefined && lastKnown.data !== undefined) {
    return {
      ...query,
      data: lastKnown.data,
      isPending: false,
      isError: false,
      isSuccess: true,
      savedAt: lastKnown.savedAt,
      refresh,
    };
  }
  return { ...query, savedAt: null, refresh };
}

/**
 * Drops closed orders from the cached holding and pending lists (a FOREX_CLOSED push: SL, TP, stop-out, a
 * pending order that could not fill, or a close from another device) without a refetch.
 */
export function removeClosedOrders(queryClient: QueryClient, token: string | null, ids: readonly number[]): void {
  const closed = new Set(ids);
  for (const tab of [1, 0] as const) {
    queryClient.setQueryData<InfiniteData<MyDeal, number>>(ordersKey(tab, token), (data) => {
      if (!data?.pages.some((page) => page.data.some((order) => closed.has(order.Id)))) return data;
      return { ...data, pages: withoutOrders(data.pages, closed) };
    });
  }
}

/**
 * Writes order changes into the cached holding and pending lists without a refetch: `change` returns an
 * order's new state, or undefined to leave it (FOREX_STOPS moving a trailed stop, a stops edit's answer).
 */
export function changeCachedOrders(
  queryClient: QueryClient,
  token: string | null,
  change: (order: Order) => Order | undefined,
): void {
  for (const tab of [1, 0] as const) {
    queryClient.setQueryData<InfiniteData<MyDeal, number>>(ordersKey(tab, token), (data) => {
      const pages = data ? withOrdersChanged(data.pages, change) : null;
      return data && pages ? { ...data, pages } : data;
    });
  }
}

/**
 * USD per unit of a currency at the live quotes, by the server's rule. `perTick` (live P&L): re-renders
 * when a linking quote changes (the selector returns the same key otherwise). `perTick` false (the order
 * form's estimates): the quotes as of the caller's render, no re-render of its own.
 */
export function useUsdRate(
  currency: string | null,
  symbols: readonly TradeSymbol[] | undefined,
  perTick = true,
): Big | null {
  const links = useMemo(() => {
    if (currency === null || currency === 'USD' || !symbols) return [];
    return symbols.flatMap((symbol) => {
      const currencies = currenciesOf(symbol);
      const linked =
        (currencies.base === currency && currencies.quote === 'USD') ||
        (currencies.base === 'USD' && currencies.quote === currency);
      return linked ? [{ code: symbol.Code, precision: symbol.PricePrecision, ...currencies }] : [];
    });
  }, [currency, symbols]);
  const keyOf = (state: { quotes: Readonly<Record<string, LiveQuote>> }) =>
    links
      .map((link) => {
        const quote = state.quotes[link.code];
        return quote ? `${priceText(quote.bid, link.precision)}:${priceText(quote.ask, link.precision)}` : '-';
      })
      .join('|');
  const tickKey = useMarket((state) => (perTick ? keyOf(state) : ''));
  const key = perTick ? tickKey : keyOf(useMarket.getState());
  return useMemo(() => {
    if (currency === null) return null;
    if (currency === 'USD') return usdPerUnit('USD', []);
    const pairs: PricedPair[] = [];
    const parts = key.split('|');
    links.forEach((link, index) => {
      const [bid, ask] = (parts[index] ?? '-').split(':');
      if (bid && ask && bid !== 'null' && ask !== 'null' && bid !== '-') pairs.push({ ...link, bid, ask });
    });
    return usdPerUnit(currency, pairs);
  }, [currency, links, key]);
}

/** After a close or cancel (SPEC §4): every order list goes back to page 1 and reloads; money figures too. */
export function reloadOrderLists(queryClient: QueryClient): void {
  queryClient.setQueriesData<InfiniteData<MyDeal, number>>({ queryKey: ['forex', 'my_deal'] }, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  refreshAccount(queryClient);
}
