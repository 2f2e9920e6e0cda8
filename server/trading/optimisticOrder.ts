import { MAX_PENDING_ORDERS } from '../../protocol/tradingMath.ts';
import { LedgerError, type Posting } from '../ledger/postLedgerEntry.ts';
import { Big } from '../money/decimal.ts';
import { type EngineContext, inTradingTransaction, refuseInTransaction } from './engineContext.ts';
import { freeMarginFrom, type MarginContext, marginRefusal, requireFreeMargin } from './freeMargin.ts';
import {
  accountForOrder,
  type FeeTerms,
  insertOrderAtRevision,
  lockAccountWithFeeTerms,
  type NewOrder,
  pendingOrdersOf,
  type StoredOrder,
} from './orderStore.ts';
import {
  done,
  insufficientMargin,
  ORDER_NOT_FOUND,
  refused,
  TOO_MANY_PENDING_ORDERS,
  type TradingResult,
} from './tradingRefusal.ts';

/** An order ready to be written, given the fee terms read with the account: the row, its fee's posting, what it needs free. */
export interface OrderPlan {
  order: NewOrder;
  fee: Posting;
  /** margin + fee: what the free margin must cover */
  needed: Big;
}

export interface PlacedOrder {
  row: StoredOrder;
  /** the balance after the fee */
  balance: string;
}

/** Optimistic attempts before the locked transaction; a retry means the account changed in between. */
const OPTIMISTIC_ATTEMPTS = 2;

/** The balance cannot pay the fee itself (floating profit covers margin, not a payment): refused as today's ledger refuses it. */
const FEE_NOT_COVERED = insufficientMargin('-', '-');

/** Whether the balance itself pays the posting, as the ledger judges it (a zero change needs nothing). */
function feeCovered(balance: string, fee: Posting): boolean {
  return fee.change.eq(0) || fee.options?.allowNegative === true || new Big(balance).plus(fee.change).gte(0);
}

/**
 * A new pending order past MAX_PENDING_ORDERS. Judged on the same snapshot (or lock) as the free margin:
 * placing an order raises the account's revision, so parallel placements cannot all pass it.
 */
function overPendingLimit(order: NewOrder, pendingOrders: number): boolean {
  return order.status === 'pending' && pendingOrders >= MAX_PENDING_ORDERS;
}

/**
 * Places an order judged on the account as it is, in two statements and no transaction: one snapshot of the
 * account (balance, lock_balance, revision, fee terms of `symbolId`, open positions; orderStore.accountForOrder), the
 * free-margin check in memory, then the order and its fee's posting in one statement that writes only while
 * the account is still at that revision (insertOrderAtRevision). Every write that changes what the free
 * margin is made of raises the revision (ledger postings, holds), so an unchanged revision means the check
 * still holds at the moment of the write. When another write on the same account came in between (the
 * user's own orders in parallel, a stop-out, a withdrawal), the attempt writes nothing and is made again;
 * after `optimisticAttempts` (OPTIMISTIC_ATTEMPTS) the order is placed in a transaction under the account's row lock, so an account
 * busy with writes still makes progress.
 */
export async function placeOrder(
  context: MarginContext & Pick<EngineContext, 'db'>,
  accountId: number,
  symbolId: number,
  plan: (terms: FeeTerms) => OrderPlan,
  optimisticAttempts = OPTIMISTIC_ATTEMPTS,
): Promise<TradingResult<PlacedOrder>> {
  for (let attempt = 0; attempt < optimisticAttempts; attempt += 1) {
    const account = await accountForOrder(context.db, accountId, symbolId);
    if (!account) return refused(ORDER_NOT_FOUND);
    const { order, fee, needed } = plan(account);
    if (overPendingLimit(order, account.pendingOrders)) return refused(TOO_MANY_PENDING_ORDERS);
    const refusal = marginRefusal(freeMarginFrom(context, account, account.openPositions), needed);
    if (refusal) return refused(refusal);
    if (!feeCovered(account.balance, fee)) return refused(FEE_NOT_COVERED);
    const placed = await insertOrderAtRevision(context.db, order, fee, account.revision);
    if (placed) return done(placed);
  }
  return inTradingTransaction(context.db, async (tx) => {
    const account = await lockAccountWithFeeTerms(tx, accountId, symbolId);
    if (!account) return refuseInTransaction(ORDER_NOT_FOUND);
    const { order, fee, needed } = plan(account);
    if (overPendingLimit(order, await pendingOrdersOf(tx, accountId))) {
      return refuseInTransaction(TOO_MANY_PENDING_ORDERS);
    }
    await requireFreeMargin(context, tx, account, needed);
    // the row is locked and its revision read under the lock: nothing written means the fee is refused
    const placed = await insertOrderAtRevision(tx, order, fee, account.revision);
    if (!placed) throw new LedgerError('insufficientBalance');
    return placed;
  });
}
