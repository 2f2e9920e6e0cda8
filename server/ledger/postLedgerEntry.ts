import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows.ts';
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
 * The only way a balance changes, in ONE statement: the UPDATE takes the account's row lock (concurrent
 * postings on one account run one after another, each seeing the balance the previous one left), adds the
 * signed amount in NUMERIC (exact decimals; trim_scale keeps the text as big.js writes it) unless that would
 * go below zero, and the ledger row is written from the balance it left, in the caller's transaction.
 * Hence balance == sum(ledger) per account, always.
 */
export async function postLedgerEntry(
  tx: Tx,
  accountId: number,
  change: Amount,
  kind: LedgerKind,
  memo: string,
  options: PostOptions = {},
): Promise<PostedEntry> {
  const delta = change.toFixed();
  const [entry] = await queryRows<{ id: number; balance_after: string }>(
    tx,
    sql`with moved as (
      update ${accounts} set balance = trim_scale(balance + ${delta}::numeric)
      where id = ${accountId} and (${options.allowNegative === true} or balance + ${delta}::numeric >= 0)
      returning balance
    )
    insert into ${ledgerEntries} (account_id, amount, kind, memo, balance_after)
    select ${accountId}, ${delta}::numeric, ${kind}, ${memo}, balance from moved
    returning id, balance_after`,
  );
  if (entry) return { entryId: entry.id, balanceAfter: amount(String(entry.balance_after)) };
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  throw new LedgerError(account ? 'insufficientBalance' : 'noAccount');
}
