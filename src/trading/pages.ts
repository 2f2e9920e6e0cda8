import type { MyDeal, Order } from '../../protocol/schemas/trading.ts';

/** The next page to ask for, or undefined once the loaded count reaches the total (SPEC §4). */
export function nextOrdersPage(pages: readonly MyDeal[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  const last = pages[pages.length - 1];
  if (!last || loaded >= last.total || last.data.length === 0) return undefined;
  return pages.length + 1;
}

/** The pages without the orders `ids` (a FOREX_CLOSED push); the total drops by the rows removed. */
export function withoutOrders(pages: readonly MyDeal[], ids: ReadonlySet<number>): MyDeal[] {
  let removed = 0;
  const kept = pages.map((page) => {
    const data = page.data.filter((order) => !ids.has(order.Id));
    removed += page.data.length - data.length;
    return data.length === page.data.length ? page : { ...page, data };
  });
  if (removed === 0) return [...pages];
  return kept.map((page) => ({ ...page, total: Math.max(0, page.total - removed) }));
}

/**
 * The pages with each listed order changed by `change` (a FOREX_STOPS push, a stops edit's answer); pages
 * and orders it leaves alone keep their identity, and no change at all returns null.
 */
export function withOrdersChanged(
  pages: readonly MyDeal[],
  change: (order: Order) => Order | undefined,
): MyDeal[] | null {
  let changed = false;
  const next = pages.map((page) => {
    let pageChanged = false;
    const data = page.data.map((order) => {
      const updated = change(order);
      if (updated === undefined || updated === order) return order;
      pageChanged = true;
      return updated;
    });
    changed ||= pageChanged;
    return pageChanged ? { ...page, data } : page;
  });
  return changed ? next : null;
}
