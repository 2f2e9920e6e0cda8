import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pagedItems } from '../../../ui/pagedItems.ts';

/** An infinite list over `page`-numbered pages; finished when the loaded count reaches `total` (SPEC §4). */
export function useInfinitePages<T extends { id: number }>(
  queryKey: readonly unknown[],
  fetchPage: (page: number, signal: AbortSignal) => Promise<{ data: T[]; total: number }>,
) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? pages.length + 1 : undefined;
    },
  });
  const items = useMemo(() => pagedItems(query.data?.pages, (item) => item.id), [query.data]);
  return { ...query, items };
}
