import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
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

/** One balance change: `change` (signed) to `accountId`'s balance, written down as a ledger row. */
export interface Posting {
  accountId: number;
  change: Amount;
  kind: LedgerKind;
  memo: string;
  options?: PostOptions;
}

/**
 * The `moved` and `entry` CTEs of a posting: `moved` adds the signed amount to the balance in NUMERIC (exact
 * decimals; trim_scale keeps the text as big.js writes it) unless that would go below zero, taking the
 * account's row lock; `entry` writes the ledger row from the balance `moved` left. `when` (a condition on the
 * statement's other CTEs) lets the posting happen only alongside another write.
 */
function postingCtes(posting: Posting, when: SQL = sql`true`): SQL {
  const delta = posting.change.toFixed();
  const allowNegative = posting.options?.allowNegative === true;
  return sql`moved as (
      update ${accounts} set balance = trim_scale(balance + ${delta}::numeric)
      where id = ${posting.accountId} and (${when}) and (${allowNegative} or balance + ${delta}::numeric >= 0)
      returning balance
    ), entry as (
      insert into ${ledgerEntries} (account_id, amount, kind, memo, balance_after)
      select ${posting.accountId}, ${delta}::numeric, ${posting.kind}, ${posting.memo}, balance from moved
      returning id, balance_after
    )`;
}

/** Why a posting wrote nothing: the account is missing, or the debit would take it below zero. */
async function refusalOf(tx: Tx | Db, accountId: number): Promise<LedgerError> {
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return new LedgerError(account ? 'insufficientBalance' : 'noAccount');
}

/**
 * The only way a balance changes, in ONE statement: the UPDATE takes the account's row lock (concurrent
 * postings on one account run one after another, each seeing the balance the previous one left), adds the
 * signed amount unless that would go below zero, and the ledger row is written from the balance it left, in
 * the caller's transaction. Hence balance == sum(ledger) per account, always.
 */
export async function postLedgerEntry(
  tx: Tx,
  accountId: number,
  change: Amount,
  kind: LedgerKind,
  memo: string,
  options: PostOptions = {},
): Promise<PostedEntry> {
  const [entry] = await queryRows<{ id: number; balance_after: string }>(
    tx,
    sql`with ${postingCtes({ accountId, change, kind, memo, options })} select id, balance_after from entry`,
  );
  if (entry) return { entryId: entry.id, balanceAfter: amount(String(entry.balance_after)) };
  throw await refusalOf(tx, accountId);
}

export interface WrittenWithPosting {
  /** the first row `write` returned, as the driver gave it (column names as in the database) */
  row: Record<string, unknown>;
  /** the balance after the posting (the balance as it stands when the change is zero: nothing is posted) */
  balanceAfter: Amount;
}

/**
 * Another write (an INSERT or UPDATE … RETURNING, e.g. an order opened or closed) and the posting it causes,
 * in ONE statement, hence one round trip: the posting happens only when `write` returned a row. Null when
 * `write` changed nothing. A refused debit throws LedgerError, which rolls the caller's transaction back
 * (outside one, the statement is its own transaction and wrote nothing). A zero change posts no ledger row;
 * the account's row is then locked and its balance read as it stands.
 */
export async function writeWithPosting(
  tx: Tx | Db,
  write: SQLWrapper,
  posting: Posting,
): Promise<WrittenWithPosting | null> {
  const { accountId } = posting;
  const ctes = posting.change.eq(0)
    ? sql`moved as (
        select balance from ${accounts} where id = ${accountId} and exists (select 1 from written) for update
      ), entry as (select balance as balance_after from moved)`
    : postingCtes(posting, sql`exists (select 1 from written)`);
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`with written as (${write.getSQL()}), ${ctes}
    select written.*, entry.balance_after as posting_balance_after from written left join entry on true`,
  );
  if (!row) return null;
  const { posting_balance_after: balanceAfter, ...written } = row;
  if (balanceAfter === null || balanceAfter === undefined) throw await refusalOf(tx, accountId);
  return { row: written, balanceAfter: amount(String(balanceAfter)) };
}
