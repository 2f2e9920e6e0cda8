import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../db/schema.ts';
import { postLedgerEntry } from '../ledger/postLedgerEntry.ts';
import type { Tx } from '../ledger/transaction.ts';
import { type Amount, amount } from '../money/decimal.ts';
import { TRADING_MEMO } from './engineContext.ts';

/**
 * Negative balance protection (NBP), judged when the account is flat: the customer can never lose more than
 * the account holds. Called by closeInTransaction after EVERY close it writes (stop-out, stop-loss,
 * take-profit, trailing stop, manual, demo reset), in the close's transaction, under the account's row lock
 * the close took; a close that may leave the balance negative always runs there (positionClosing.ts).
 *
 * - With a position still open nothing is posted: the balance may be negative while equity is positive (a
 *   hedge's winning leg), and crediting it then would hand the customer the winning leg's profit on top.
 * - With no open position left and a balance below zero, ONE visible `negative_balance_protection` row brings
 *   the balance to exactly zero.
 * - Pending orders do not count as open: they hold no money (margin and fee are charged at the fill, which
 *   judges the free margin again and cancels the order with `no_margin` when it is not covered).
 * - Money held for a withdrawal (lock_balance) is not covered: the balance goes to zero, not to the held
 *   amount. The held withdrawal then cannot be paid (its approval checks the free margin and the ledger
 *   refuses the debit); staff reject it, which releases the hold.
 * - Demo accounts get the same protection as real ones: the demo is there to show how a real account behaves.
 *
 * Returns the balance after the protection (the given one when nothing was posted).
 */
export async function protectFlatAccount(tx: Tx, accountId: number, balance: Amount): Promise<Amount> {
  if (!balance.lt(0)) return balance;
  const [stillOpen] = await tx
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.status, 'open')))
    .limit(1);
  if (stillOpen) return balance;
  const posted = await postLedgerEntry(
    tx,
    accountId,
    amount(balance.times(-1)),
    'negative_balance_protection',
    TRADING_MEMO.negativeBalance,
  );
  return posted.balanceAfter;
}
