import { localNumber } from '../i18n/localNumber.ts';
import type { Tx } from '../ledger/transaction.ts';
import type { QuoteBook } from '../market/quoteBook.ts';
import { Big } from '../money/decimal.ts';
import { refuseInTransaction } from './engineContext.ts';
import { type AccountRow, lockAccount, openOrdersOf } from './orderStore.ts';
import { insufficientMargin, type TradingRefusal } from './tradingRefusal.ts';
import type { TradingSymbols } from './tradingSymbols.ts';
import { accountRisk, type PositionFigures } from './valuation.ts';

/** What valuing an account needs: the symbols and the live quotes. */
export interface MarginContext {
  symbols: TradingSymbols;
  market: { quotes: QuoteBook };
}

/** Equity − used margin − lock_balance of an account whose row the transaction has locked. */
export async function freeMarginOf(context: MarginContext, tx: Tx, account: AccountRow): Promise<Big> {
  return freeMarginFrom(context, account, await openOrdersOf(tx, account.id));
}

/**
 * Locks the account row and returns equity − used margin − lock_balance (money held for pending
 * withdrawals); withdrawals call it inside their own transaction.
 */
export async function lockedFreeMargin(context: MarginContext, tx: Tx, accountId: number): Promise<Big | null> {
  const account = await lockAccount(tx, accountId);
  return account ? freeMarginOf(context, tx, account) : null;
}

/** Equity − used margin − lock_balance from an account's balance, lock_balance and open positions. */
export function freeMarginFrom(
  context: MarginContext,
  account: Pick<AccountRow, 'balance' | 'lockBalance'>,
  open: readonly PositionFigures[],
): Big {
  const { freeMargin } = accountRisk(account.balance, open, context.symbols, context.market.quotes);
  return freeMargin.minus(account.lockBalance);
}

/** insufficientMargin unless `freeMargin` covers `needed` (null: it does). */
export function marginRefusal(freeMargin: Big, needed: Big): TradingRefusal | null {
  if (freeMargin.gte(needed)) return null;
  const available = freeMargin.gt(0) ? freeMargin : new Big(0);
  return insufficientMargin(localNumber(needed.toFixed(2), 2), localNumber(available.toFixed(2), 2));
}

/** Rolls back with insufficientMargin unless the locked account's free margin covers `needed`. */
export async function requireFreeMargin(
  context: MarginContext,
  tx: Tx,
  account: AccountRow,
  needed: Big,
): Promise<void> {
  const refusal = marginRefusal(await freeMarginOf(context, tx, account), needed);
  if (refusal) refuseInTransaction(refusal);
}
