import type { TFunction } from 'i18next';
import type { Order } from '../../protocol/schemas/trading.ts';
import { BUY, type PendingKind, type Side } from '../../protocol/tradingMath.ts';

/**
 * An order's side, and for a pending one how it waits: "Buy Limit" (for a better price than now) or "Buy
 * Stop" (for a worse one), as a trader tells pending orders apart; `null` (a market order, a position) says
 * only "Buy" or "Sell".
 */
export function sideWithEntry(t: TFunction, side: Side, pending: PendingKind | null): string {
  if (pending === 'limit') return t(side === BUY ? 'orders.buyLimit' : 'orders.sellLimit');
  if (pending === 'stop') return t(side === BUY ? 'orders.buyStop' : 'orders.sellStop');
  return t(side === BUY ? 'orders.buy' : 'orders.sell');
}

/** How a pending order waits, as the server says (an older cached copy may not say): a limit, a stop or null. */
export function pendingEntry(order: Pick<Order, 'Entry'>): PendingKind | null {
  return order.Entry === 'limit' || order.Entry === 'stop' ? order.Entry : null;
}
