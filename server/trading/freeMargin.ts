import { localNumber } from '../i18n/localNumber.ts';
import type { Tx } from '../ledger/transaction.ts';
import { Big } from '../money/decimal.ts';
import type { EngineContext } from './engineContext.ts';
import { refuseInTransaction } from './engineContext.ts';
import { type AccountRow, lockAccount, openOrdersOf } from './orderStore.ts';
import { insufficientMargin } from './tradingRefusal.ts';
import { accountRisk } from './valuation.ts';

type MarginContext = Pick<EngineContext, 'symbols' | 'market'>;

/** Equity − used margin − lock_balance of an account whose row the transaction has locked. */
export async function freeMarginOf(context: MarginContext, tx: Tx, account: AccountRow): Promise<Big> {
  const open = await openOrdersOf(tx, account.id);
  const { freeMargin } = accountRisk(account.balance, open, context.symbols, context.market.quotes);
  return freeMargin.minus(account.lockBalance);
}

/**
 * Locks the account row and returns equity − used margin − lock_balance (money held for pending
 * withdrawals); withdrawals call it inside their own transaction.
 */
export async function lockedFreeMargin(context: MarginContext, tx: Tx, accountId: number): Promise<Big | null> {
  const account = await lockAccount(tx, accountId);
  return account ? freeMarginOf(context, tx, account) : null;
}

/** Rolls back with insufficientMargin unless the locked account's free margin covers `needed`. */
export async function requireFreeMargin(
  context: MarginContext,
  tx: Tx,
  account: AccountRow,
  needed: Big,
): Promise<void> {
  const freeMargin = await freeMarginOf(context, tx, account);
  if (freeMargin.gte(needed)) return;
  const available = freeMargin.gt(0) ? freeMargin : new Big(0);
  refuseInTransaction(insufficientMargin(localNumber(needed.toFixed(2), 2), localNumber(available.toFixed(2), 2)));
}
