import type { InfiniteData } from '@tanstack/react-query';
import type { MyDeal } from '../../protocol/schemas/trading.ts';

/** The device's copy of the open positions' first page (src/offline/), tagged with the session it is for. */
export const LAST_POSITIONS = 'positions';

export type OrderPages = InfiniteData<MyDeal>;

/** Only the first page is kept: what the screen shows first, and a bounded size. */
export function firstPageOnly(data: OrderPages): OrderPages {
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

/** Accepts what the device gives back only if it looks like the pages the app saved. */
export function isOrderPages(data: unknown): data is OrderPages {
  if (typeof data !== 'object' || data === null) return false;
  const { pages, pageParams } = data as Partial<OrderPages>;
  return (
    Array.isArray(pages) &&
    Array.isArray(pageParams) &&
    pages.every(
      (page: unknown) =>
        typeof page === 'object' &&
        page !== null &&
        Array.isArray((page as Partial<MyDeal>).data) &&
        (page as MyDeal).data.every((order: unknown) => typeof (order as { Id?: unknown })?.Id === 'number'),
    )
  );
}
