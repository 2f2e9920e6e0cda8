import { eq } from 'drizzle-orm';
import { TOPIC_FOREX_CLOSED } from '../../protocol/ws.ts';
import { tableRowOf } from '../db/rows.ts';
import { orders } from '../db/schema.ts';
import { writeWithPosting } from '../ledger/postLedgerEntry.ts';
import { amount, Big } from '../money/decimal.ts';
import { usdPerUnitAtQuotes } from './conversion.ts';
import { type EngineContext, inTradingTransaction, TRADING_MEMO } from './engineContext.ts';
import { freeMarginOf } from './freeMargin.ts';
import { feeTermsOf } from './orderCommands.ts';
import { quoteOrder } from './orderQuote.ts';
import { lockAccountWithFeeTerms, lockOrder } from './orderStore.ts';

/**
 * A pending order reached its price: it opens there if the free margin still covers margin and fee (the same
 * quote as a market order's), else it is cancelled ('no_margin'). The fee comes out of the balance itself:
 * floating profit can cover margin but not a payment. True when the book follows what was committed (or no
 * longer holds the order: cancelled meanwhile); false when nothing was written (no USD rate right now, the
 * order no longer pending): the book is left as it is, and the engine sets it from the order's row
 * (triggerRecovery.ts), as it does when this throws.
 */
export async function fillPending(context: EngineContext, orderId: number, price: number): Promise<boolean> {
  const pending = context.book.pendingOrder(orderId);
  if (pending === undefined) return true;
  const { accountId } = pending;
  const { symbols, market } = context;
  const result = await inTradingTransaction(context.db, async (tx) => {
    // the fee terms (fee type and the symbol's rate) are read in the lock's snapshot, as a market order's are
    const account = await lockAccountWithFeeTerms(tx, accountId, pending.symbolId);
    const order = account ? await lockOrder(tx, accountId, orderId, 'pending') : null;
    const symbol = order ? symbols.get(order.symbolId) : undefined;
    const rate = symbol ? usdPerUnitAtQuotes(symbol.quoteCurrency, symbols, market.quotes) : null;
    if (!account || !order || !symbol || !rate) return null;
    const openPrice = new Big(price.toFixed(symbol.pricePrecision));
    const { margin, fee, needed } = quoteOrder(symbol, {
      lots: order.lots,
      multiple: order.multiple,
      price: openPrice,
      quoteToUsd: rate,
      ...feeTermsOf(account, symbol),
    });
    const now = context.now();
    const covered = (await freeMarginOf(context, tx, account)).gte(needed) && new Big(account.balance).gte(fee);
    if (!covered) {
      const [cancelled] = await tx
        .update(orders)
        .set({ status: 'cancelled', closeReason: 'no_margin', closedAt: now })
        .where(eq(orders.id, orderId))
        .returning();
      return cancelled ? { row: cancelled, balance: account.balance } : null;
    }
    // the order opens and its fee is posted in one statement; a zero fee posts nothing but still raises the
    // account's revision (the position now uses margin)
    const opened = await writeWithPosting(
      tx,
      tx
        .update(orders)
        .set({
          status: 'open',
          openPrice: openPrice.toFixed(symbol.pricePrecision),
          margin: margin.toFixed(),
          fee: fee.toFixed(),
          openedAt: now,
        })
        .where(eq(orders.id, orderId))
        .returning(),
      { accountId, change: amount(fee.times(-1)), kind: 'trade_fee', memo: TRADING_MEMO.fee },
    );
    return opened ? { row: tableRowOf(orders, opened.row), balance: opened.balanceAfter.toFixed() } : null;
  });
  if (!result.ok || !result.value) return false;
  const { row, balance } = result.value;
  const userId = context.book.userOf(row.accountId);
  if (row.status === 'open') context.book.trackPosition(row);
  else {
    context.book.forget(orderId);
    if (userId !== undefined) context.publisher.toUser(userId, TOPIC_FOREX_CLOSED, { ids: [row.id] });
  }
  context.book.noteBalance(row.accountId, Number(balance));
  if (userId !== undefined) context.markDirty(userId);
  return true;
}
