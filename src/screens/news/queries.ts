import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { NewsPage } from '../../../protocol/schemas/news.ts';
import { contentApi } from '../../content/api.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

export function useNewsCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['news', 'categories', lang],
    queryFn: ({ signal }) => contentApi.newsCategories(signal),
    staleTime: 60 * 60_000,
  });
}

/** The next page to ask for, or undefined once the loaded count reaches the total (SPEC §4). */
export function nextNewsPage(pages: readonly NewsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  const last = pages[pages.length - 1];
  if (!last || loaded >= last.total || last.data.length === 0) return undefined;
  return last.page + 1;
}

const newsListKey = (lang: string, categoryId: number) => ['news', 'list', lang, categoryId] as const;

/** Articles of a category page by page; `refresh` goes back to page 1 (pull-to-refresh). */
export function useNewsList(categoryId: number) {
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: newsListKey(lang, categoryId),
    queryFn: ({ pageParam, signal }) => contentApi.newsList(categoryId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextNewsPage(pages),
    staleTime: 60_000,
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    queryClient.setQueryData<InfiniteData<NewsPage, number>>(newsListKey(lang, categoryId), (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await refetch();
  }, [queryClient, refetch, lang, categoryId]);
  return { ...query, refresh };
}

export function useNewsDetail(id: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['news', 'info', lang, id],
    queryFn: ({ signal }) => contentApi.newsInfo(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
