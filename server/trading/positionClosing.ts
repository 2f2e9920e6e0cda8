import { eq } from 'drizzle-orm';
import { positionProfit, valuationPrice } from '../../protocol/tradingMath.ts';
import { TOPIC_FOREX_CLOSED } from '../../protocol/ws.ts';
import { orders } from '../db/schema.ts';
import { postLedgerEntry } from '../ledger/postLedgerEntry.ts';
import type { Tx } from '../ledger/transaction.ts';
import { amount, Big } from '../money/decimal.ts';
import { usdPerUnit } from './conversion.ts';
import { type CloseReason, type EngineContext, inTradingTransaction, TRADING_MEMO } from './engineContext.ts';
import { lockOrderWithAccount, type OrderRow } from './orderStore.ts';
import { sideOf } from './valuation.ts';

export interface ClosedPosition {
  row: OrderRow;
  /** the account's balance after the close */
  balance: string;
}

export interface CloseRequest {
  orderId: number;
  reason: CloseReason;
  /** the trigger's price; the current valuation price when absent */
  price?: number;
}

/**
 * Closes one open position inside the caller's transaction (locking its account, then it): at `price` when
 * given, else at the current valuation price; the realised P&L goes to the ledger. Null when it is not open
 * (already closed) or there is no quote or USD rate right now.
 */
export async function closeInTransaction(
  context: EngineContext,
  tx: Tx,
  accountId: number,
  close: CloseRequest,
): Promise<ClosedPosition | null> {
  const { symbols, market } = context;
  const locked = await lockOrderWithAccount(tx, accountId, close.orderId, 'open');
  const order = locked?.order;
  const symbol = order ? symbols.get(order.symbolId) : undefined;
  const quote = order ? market.quotes.snapshot(order.symbolId) : undefined;
  const rate = symbol ? usdPerUnit(symbol.quoteCurrency, symbols, market.quotes) : null;
  if (!locked || !order || !symbol || !quote || !rate || order.openPrice === null) return null;
  const side = sideOf(order);
  const closePrice =
    close.price !== undefined
      ? new Big(close.price.toFixed(symbol.pricePrecision))
      : valuationPrice(side, quote.bid.toFixed(symbol.pricePrecision), quote.ask.toFixed(symbol.pricePrecision));
  const profit = positionProfit({
    side,
    lots: order.lots,
    contractSize: symbol.contractSize,
    openPrice: order.openPrice,
    closePrice,
    quoteToUsd: rate,
  });
  const [updated] = await tx
    .update(orders)
    .set({
      status: 'closed',
      closePrice: closePrice.toFixed(symbol.pricePrecision),
      profit: profit.toFixed(),
      closeReason: close.reason,
      closedAt: context.now(),
    })
    .where(eq(orders.id, close.orderId))
    .returning();
  if (!updated) return null;
  if (profit.eq(0)) return { row: updated, balance: locked.balance };
  const posted = await postLedgerEntry(tx, accountId, amount(profit), 'trade_pnl', TRADING_MEMO.profit, {
    allowNegative: true,
  });
  return { row: updated, balance: posted.balanceAfter.toFixed() };
}

/** After the commit: the closed orders leave the book and their owner hears of it. */
export function afterClose(context: EngineContext, accountId: number, closed: readonly OrderRow[]): void {
  if (closed.length === 0) return;
  for (const row of closed) context.book.forget(row.id);
  const userId = context.book.userOf(accountId);
  if (userId === undefined) return;
  context.publisher.toUser(userId, TOPIC_FOREX_CLOSED, { ids: closed.map((row) => row.id) });
  context.markDirty(userId);
}

/** Closes positions of one account in one transaction; already-closed ones are skipped. */
export async function closePositions(
  context: EngineContext,
  accountId: number,
  closes: readonly CloseRequest[],
): Promise<OrderRow[]> {
  if (closes.length === 0) return [];
  const result = await inTradingTransaction(context.db, async (tx) => {
    const closed: OrderRow[] = [];
    let balance: string | undefined;
    for (const close of closes) {
      const outcome = await closeInTransaction(context, tx, accountId, close);
      if (!outcome) continue;
      closed.push(outcome.row);
      balance = outcome.balance;
    }
    return { closed, balance };
  });
  if (!result.ok) return [];
  const { closed, balance } = result.value;
  afterClose(context, accountId, closed);
  if (balance !== undefined) context.book.noteBalance(accountId, Number(balance));
  return closed;
}
