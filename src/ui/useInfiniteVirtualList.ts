import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedItems } from './pagedItems.ts';

/** What the hook needs from a TanStack infinite query whose pages carry `data` arrays. */
export interface PagedList<Item> {
  data: { pages: readonly { data: readonly Item[] }[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** any fetch of the list: the first page, a refetch of the loaded pages, or the next page */
  isFetching: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<unknown>;
}

/**
 * A virtualised list over an infinite query: only the rows in view exist, one extra row is the footer
 * ("loading", "no more", or the error), and scrolling near the end loads the next page until the total.
 */
export function useInfiniteVirtualList<Item>(
  list: PagedList<Item>,
  keyOf: (item: Item) => string | number,
  rowHeight: number,
  footerHeight: number,
) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const items = pagedItems(list.data?.pages, keyOf);
  const count = items.length;
  const virtualizer = useVirtualizer({
    count: count + 1,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (index === count ? footerHeight : rowHeight),
    overscan: 4,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? 0;
  const { hasNextPage, isFetching, isFetchingNextPage, fetchNextPage } = list;

  // Asks for the next page when the end is near and nothing is being fetched, and looks again each time
  // an ask ends. A refetch (a push changed the counts) can cancel the ask before the list ever showed it
  // loading; the end, already in view, would not scroll again, and no other input would change.
  const [asksEnded, setAsksEnded] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asksEnded is the "look again" signal
  useEffect(() => {
    if (!(count > 0 && lastIndex >= count - 2 && hasNextPage && !isFetching)) return;
    void fetchNextPage().finally(() => setAsksEnded((ended) => ended + 1));
  }, [lastIndex, count, hasNextPage, isFetching, fetchNextPage, asksEnded]);

  let footer = t('common.noMore');
  if (isFetchingNextPage || hasNextPage) footer = t('common.loading');
  if (list.isFetchNextPageError) footer = t('errors.loadFailed');

  return { scrollRef, items, count, virtualizer, virtualItems, footer };
}
