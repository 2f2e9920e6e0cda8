import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render, settle } from '../testing/render.tsx';
import { useInfiniteVirtualList } from './useInfiniteVirtualList.ts';

const TOTAL = 21;
const PAGE = 20;
const ROW_HEIGHT = 50;

interface Page {
  data: { id: number }[];
  total: number;
}

/** 21 items served 20 a page; page 2 takes `slowMs` to arrive. Returns the pages asked for. */
function server(slowMs: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number, signal: AbortSignal): Promise<Page> => {
    asked.push(page);
    if (page > 1) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, slowMs);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    const ids = Array.from({ length: PAGE }, (_, index) => (page - 1) * PAGE + index + 1).filter((id) => id <= TOTAL);
    return { data: ids.map((id) => ({ id })), total: TOTAL };
  };
  return { asked, fetchPage };
}

function List({ fetchPage }: { fetchPage(page: number, signal: AbortSignal): Promise<Page> }) {
  const query = useInfiniteQuery({
    queryKey: ['items'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last: Page, pages: Page[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total ? pages.length + 1 : undefined;
    },
  });
  const { scrollRef, items, virtualizer, virtualItems } = useInfiniteVirtualList(
    query,
    (item) => item.id,
    ROW_HEIGHT,
    ROW_HEIGHT,
  );
  return (
    <div ref={scrollRef} data-testid="scroller" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      <ul style={{ position: 'relative', margin: 0, padding: 0, height: virtualizer.getTotalSize() }}>
        {virtualItems.map((row) => {
          const item = items[row.index];
          return (
            <li
              key={item ? item.id : 'footer'}
              data-item={item?.id}
              style={{ position: 'absolute', top: 0, height: row.size, transform: `translateY(${row.start}px)` }}
            >
              {item ? `Item ${item.id}` : 'footer'}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

describe('useInfiniteVirtualList in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('still loads the next page when a refetch cancels it while the end of the list is in view', async () => {
    const { asked, fetchPage } = server(300);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = await render(
      <QueryClientProvider client={client}>
        <List fetchPage={fetchPage} />
      </QueryClientProvider>,
      { width: 390, height: 400 },
    );
    const shown = view;
    await vi.waitFor(() => expect(shown.container.querySelector('[data-item="1"]')).not.toBeNull());
    const scroller = shown.container.querySelector<HTMLElement>('[data-testid="scroller"]');
    if (!scroller) throw new Error('no scroller');
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(asked).toContain(2));
    // before the list has even shown it is loading, a push changed the counts: the list is refetched,
    // which cancels page 2
    await act(async () => {
      await client.invalidateQueries();
    });
    // nobody scrolls again: the end is still in view, and page 2 must arrive by itself
    await vi.waitFor(() => expect(shown.container.querySelector('[data-item="21"]')).not.toBeNull(), {
      timeout: 3000,
    });
    await settle();
  });
});
