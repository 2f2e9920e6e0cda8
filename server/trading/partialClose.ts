import { and, eq, sql } from 'drizzle-orm';
import { judgePartialClose, largestPart, splitAmount } from '../../protocol/partialClose.ts';
import { TOPIC_FOREX_CLOSED } from '../../protocol/ws.ts';
import { tableRowOf } from '../db/rows.ts';
import { orders } from '../db/schema.ts';
import { localNumber } from '../i18n/localNumber.ts';
import { preparedWriteWithPosting } from '../ledger/postLedgerEntry.ts';
import type { Tx } from '../ledger/transaction.ts';
import type { SymbolRow } from '../market/catalog.ts';
import { amount, Big } from '../money/decimal.ts';
import { type EngineContext, inTradingTransaction, refuseInTransaction, TRADING_MEMO } from './engineContext.ts';
import { lockOrderWithAccount, type StoredOrder } from './orderStore.ts';
import { closeFigures } from './positionClosing.ts';
import { ORDER_NOT_FOUND, QUOTE_UNAVAILABLE, type TradingRefusal, type TradingResult } from './tradingRefusal.ts';
import { sideOf } from './valuation.ts';

/** The part of a position closed, and the position that stays open (smaller, same id, same stops). */
export interface PartClosed {
  part: StoredOrder;
  kept: StoredOrder;
  /** the account's balance after the part's P&L */
  balance: string;
}

const POSITION_CHANGED: TradingRefusal = { code: 'orderRejected', key: 'positionChanged' };

const value = (name: string) => sql`${sql.placeholder(name)}`;

/** The closed part as an order row of its own (status closed, `part_of` the position) and its P&L posting. */
const insertPartWithPosting = preparedWriteWithPosting('insert_closed_part', (runner) =>
  runner
    .insert(orders)
    .values({
      accountId: value('accountId'),
      symbolId: value('symbolId'),
      side: value('side'),
      lots: value('lots'),
      multiple: value('multiple'),
      status: 'closed',
      entry: value('entry'),
      targetPrice: value('targetPrice'),
      openPrice: value('openPrice'),
      closePrice: value('closePrice'),
      stopLoss: value('stopLoss'),
      takeProfit: value('takeProfit'),
      margin: value('margin'),
      fee: value('fee'),
      profit: value('profit'),
      closeReason: 'manual',
      createdAt: value('createdAt'),
      openedAt: value('openedAt'),
      closedAt: value('closedAt'),
      partOf: value('partOf'),
    })
    .returning(),
);

/** Why `closeLots` of a position of `lots` is refused; null for a part the engine closes. */
export function partialCloseRefusal(closeLots: Big, lots: string, symbol: SymbolRow): TradingRefusal | null {
  const position = { lots, minLots: symbol.minLots, lotStep: symbol.lotStep };
  switch (judgePartialClose(closeLots, position)) {
    case 'part':
    case 'whole':
      return null;
    case 'lotsInvalid':
      return {
        code: 'orderRejected',
        key: 'lotsInvalid',
        params: { min: localNumber(symbol.minLots), step: localNumber(symbol.lotStep) },
      };
    case 'tooLarge': {
      const largest = largestPart(position);
      if (!largest) return { code: 'orderRejected', key: 'positionTooSmallToSplit' };
      return {
        code: 'orderRejected',
        key: 'partialCloseTooLarge',
        params: { max: localNumber(largest.toFixed()), min: localNumber(symbol.minLots) },
      };
    }
  }
}

/**
 * Closes `closeLots` of an open position (fewer than it holds) in one transaction under the account's and the
 * order's row locks: the position keeps its id, stops and the rest of its lots, margin and fee; the part
 * becomes a closed order of its own with its share of margin and fee (the two add up exactly) and its P&L
 * on the ledger.
 */
async function closePartInTransaction(
  context: EngineContext,
  tx: Tx,
  accountId: number,
  orderId: number,
  closeLots: Big,
  symbol: SymbolRow,
): Promise<PartClosed> {
  const locked = await lockOrderWithAccount(tx, accountId, orderId, 'open');
  const order = locked?.order;
  if (!order || order.openPrice === null) return refuseInTransaction(ORDER_NOT_FOUND);
  // judged again under the lock: another close may have made the position smaller since
  const refusal = partialCloseRefusal(closeLots, order.lots, symbol);
  if (refusal) return refuseInTransaction(refusal);
  // another close left exactly this much open: the user asked for a part, not to close the position
  if (closeLots.eq(order.lots)) return refuseInTransaction(POSITION_CHANGED);
  const terms = { accountId, symbolId: order.symbolId, side: sideOf(order), openPrice: order.openPrice };
  const figures = closeFigures(context, { ...terms, lots: closeLots.toFixed() }, { orderId, reason: 'manual' });
  if (!figures) return refuseInTransaction(QUOTE_UNAVAILABLE);
  const margin = splitAmount(order.margin, closeLots, order.lots);
  const fee = splitAmount(order.fee, closeLots, order.lots);
  const [kept] = await tx
    .update(orders)
    .set({
      lots: new Big(order.lots).minus(closeLots).toFixed(),
      margin: margin.kept.toFixed(),
      fee: fee.kept.toFixed(),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'open')))
    .returning();
  if (!kept) return refuseInTransaction(ORDER_NOT_FOUND);
  const written = await insertPartWithPosting(
    tx,
    {
      accountId,
      symbolId: order.symbolId,
      side: order.side,
      multiple: order.multiple,
      entry: order.entry,
      targetPrice: order.targetPrice,
      openPrice: order.openPrice,
      stopLoss: order.stopLoss,
      takeProfit: order.takeProfit,
      createdAt: order.createdAt,
      openedAt: order.openedAt,
      lots: closeLots.toFixed(),
      closePrice: figures.closePrice,
      margin: margin.closed.toFixed(),
      fee: fee.closed.toFixed(),
      profit: figures.profit.toFixed(),
      closedAt: context.now(),
      partOf: orderId,
    },
    {
      accountId,
      change: amount(figures.profit),
      kind: 'trade_pnl',
      memo: TRADING_MEMO.profit,
      options: { allowNegative: true },
    },
  );
  if (!written) throw new Error('closed part insert returned nothing');
  return { part: tableRowOf(orders, written.row), kept, balance: written.balanceAfter.toFixed() };
}

/**
 * Closes part of a position; the book then holds the smaller position (its stops unchanged), and its owner
 * hears of the closed part and of totals that moved.
 */
export async function closePart(
  context: EngineContext,
  accountId: number,
  orderId: number,
  closeLots: Big,
  symbol: SymbolRow,
): Promise<TradingResult<PartClosed>> {
  const result = await inTradingTransaction(context.db, (tx) =>
    closePartInTransaction(context, tx, accountId, orderId, closeLots, symbol),
  );
  if (!result.ok) return result;
  const { part, kept, balance } = result.value;
  context.book.trackPosition(kept);
  context.book.noteBalance(accountId, Number(balance));
  const userId = context.book.userOf(accountId);
  if (userId !== undefined) {
    context.publisher.toUser(userId, TOPIC_FOREX_CLOSED, { ids: [part.id] });
    context.markDirty(userId);
  }
  return { ok: true, value: { part, kept, balance } };
}
