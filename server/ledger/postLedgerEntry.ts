import { eq } from 'drizzle-orm';
import { accounts, ledgerEntries } from '../db/schema.ts';
import { type Amount, amount } from '../money/decimal.ts';
import type { Tx } from './transaction.ts';

/** What moved the money; later issues add 'deposit', 'withdraw', 'trade_pnl', 'trade_fee', ... */
export type LedgerKind =
  | 'demo_grant'
  | 'demo_reset'
  | 'adjustment'
  | 'trade_fee'
  | 'trade_pnl'
  | 'negative_balance_protection'
  | 'deposit'
  | 'withdraw';

export class LedgerError extends Error {
  constructor(readonly reason: 'noAccount' | 'insufficientBalance') {
    super(reason);
    this.name = 'LedgerError';
  }
}

export interface PostedEntry {
  entryId: number;
  balanceAfter: Amount;
}

export interface PostOptions {
  /** Lets the balance go below zero (a loss beyond the margin); otherwise such a debit is refused. */
  allowNegative?: boolean;
}

/**
 * The only way a balance changes: locks the account row (SELECT ... FOR UPDATE, so concurrent postings on
 * one account run one after another), adds the signed amount and writes the ledger row in the same
 * transaction. Hence balance == sum(ledger) per account, always.
 */
export async function postLedgerEntry(
  tx: Tx,
  accountId: number,
  change: Amount,
  kind: LedgerKind,
  memo: string,
  options: PostOptions = {},
): Promise<PostedEntry> {
  const [account] = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account) throw new LedgerError('noAccount');
  const balanceAfter = amount(amount(account.balance).plus(change));
  if (balanceAfter.lt(0) && !options.allowNegative) throw new LedgerError('insufficientBalance');
  await tx.update(accounts).set({ balance: balanceAfter.toFixed() }).where(eq(accounts.id, accountId));
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ accountId, amount: change.toFixed(), kind, memo, balanceAfter: balanceAfter.toFixed() })
    .returning({ id: ledgerEntries.id });
  if (!entry) throw new Error('ledger insert returned nothing');
  return { entryId: entry.id, balanceAfter };
}
