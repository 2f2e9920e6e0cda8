import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { preparedStatement, type Runner } from '../db/preparedStatement.ts';
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

/** What a posting's statement is given: each a value, or a placeholder of a prepared statement. */
interface PostingSlots {
  accountId: unknown;
  delta: unknown;
  kind: unknown;
  memo: unknown;
  allowNegative: unknown;
}

function slotsOf(posting: Posting): PostingSlots {
  return {
    accountId: posting.accountId,
    delta: posting.change.toFixed(),
    kind: posting.kind,
    memo: posting.memo,
    allowNegative: posting.options?.allowNegative === true,
  };
}

/** Whether the account's row may take the posting: a debit may not take the balance below zero unless allowed. */
function postingAllowed({ delta, allowNegative }: PostingSlots): SQL {
  return sql`(${allowNegative} or balance + ${delta}::numeric >= 0)`;
}

/**
 * The `moved` and `entry` CTEs of a posting: `moved` adds the signed amount to the balance in NUMERIC (exact
 * decimals; trim_scale keeps the text as big.js writes it) unless that would go below zero, taking the
 * account's row lock and raising its revision; `entry` writes the ledger row from the balance `moved` left.
 * `when` (a condition on the statement's other CTEs) lets the posting happen only alongside another write.
 */
function postingCtes(slots: PostingSlots, when: SQL = sql`true`): SQL {
  const { accountId, delta, kind, memo } = slots;
  return sql`moved as (
      update ${accounts} set balance = trim_scale(balance + ${delta}::numeric), revision = revision + 1
      where id = ${accountId} and (${when}) and ${postingAllowed(slots)}
      returning balance
    ), entry as (
      insert into ${ledgerEntries} (account_id, amount, kind, memo, balance_after)
      select ${accountId}, ${delta}::numeric, ${kind}, ${memo}, balance from moved
      returning id, balance_after
    )`;
}

/**
 * A zero change posts nothing: when `written` wrote, the account's row is locked, its revision raised (the
 * write beside it, an order placed or closed at no cost, still changes what the free margin is made of) and
 * its balance read.
 */
function unchangedCtes(accountId: unknown): SQL {
  return sql`moved as (
      update ${accounts} set revision = revision + 1
      where id = ${accountId} and exists (select 1 from written)
      returning balance
    ), entry as (select balance as balance_after from moved)`;
}

/** `guard`, when given, is a CTE before `written` (which reads it: see preparedWriteAtRevision). */
function writeWithPostingSql(write: SQL, ctes: SQL, guard?: SQL): SQL {
  return sql`with ${guard ? sql`${guard}, ` : sql``}written as (${write}), ${ctes}
    select written.*, entry.balance_after as posting_balance_after from written left join entry on true`;
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
    sql`with ${postingCtes(slotsOf({ accountId, change, kind, memo, options }))} select id, balance_after from entry`,
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
  const ctes = posting.change.eq(0)
    ? unchangedCtes(posting.accountId)
    : postingCtes(slotsOf(posting), sql`exists (select 1 from written)`);
  const [row] = await queryRows<Record<string, unknown>>(tx, writeWithPostingSql(write.getSQL(), ctes));
  return writtenOf(tx, posting.accountId, row);
}

async function writtenOf(
  tx: Tx | Db,
  accountId: number,
  row: Record<string, unknown> | undefined,
): Promise<WrittenWithPosting | null> {
  if (!row) return null;
  const { posting_balance_after: balanceAfter, ...written } = row;
  if (balanceAfter === null || balanceAfter === undefined) throw await refusalOf(tx, accountId);
  return { row: written, balanceAfter: amount(String(balanceAfter)) };
}

const POSTING_PLACEHOLDERS: PostingSlots = {
  accountId: sql.placeholder('postingAccountId'),
  delta: sql.placeholder('postingDelta'),
  kind: sql.placeholder('postingKind'),
  memo: sql.placeholder('postingMemo'),
  allowNegative: sql.placeholder('postingAllowNegative'),
};

/**
 * The two named prepared statements of a write with its posting (`<name>_posted` for a change, built with
 * postingCtes; `<name>_unchanged` for a zero change, with unchangedCtes), and the call that picks one and
 * fills the posting's placeholders: the first row, as the driver gives it, or undefined.
 */
function preparedPostingPair(name: string, statement: (runner: Runner, ctes: SQL, zero: boolean) => SQL) {
  const posted = preparedStatement<Record<string, unknown>>(`${name}_posted`, (runner) =>
    statement(runner, postingCtes(POSTING_PLACEHOLDERS, sql`exists (select 1 from written)`), false),
  );
  const unchanged = preparedStatement<Record<string, unknown>>(`${name}_unchanged`, (runner) =>
    statement(runner, unchangedCtes(POSTING_PLACEHOLDERS.accountId), true),
  );
  return async (runner: Tx | Db, values: Record<string, unknown>, posting: Posting) => {
    const { accountId, delta, kind, memo, allowNegative } = slotsOf(posting);
    const [row] = posting.change.eq(0)
      ? await unchanged(runner, { ...values, postingAccountId: accountId })
      : await posted(runner, {
          ...values,
          postingAccountId: accountId,
          postingDelta: delta,
          postingKind: kind,
          postingMemo: memo,
          postingAllowNegative: allowNegative,
        });
    return row;
  };
}

/**
 * writeWithPosting for a write on the hot path (an order opened, a position closed): the same statements,
 * built once with `write`'s placeholders and run as named prepared statements (`<name>_posted`, and
 * `<name>_unchanged` for a zero change). `values` fills `write`'s placeholders.
 */
export function preparedWriteWithPosting(name: string, write: (runner: Runner) => SQLWrapper) {
  const run = preparedPostingPair(name, (runner, ctes) => writeWithPostingSql(write(runner).getSQL(), ctes));
  return async (tx: Tx | Db, values: Record<string, unknown>, posting: Posting) =>
    writtenOf(tx, posting.accountId, await run(tx, values, posting));
}

/**
 * preparedWriteWithPosting for a write judged on what the account was at `revision` (read without a lock, see
 * server/trading/optimisticOrder.ts): the statement begins with `guard`, which locks the account's row only
 * while its revision is still that one and it can take the posting (PostgreSQL checks both again on the newest
 * version of the row when it had to wait for the lock); `write` gets the guard's SQL name and must write
 * nothing unless the guard has its row (`... from guard`). Null when nothing was written: the account has
 * moved on (read it again), or it cannot take the posting. In a transaction that holds the account's lock,
 * with the revision read under it, null means the posting is refused.
 */
export function preparedWriteAtRevision(name: string, write: (runner: Runner, guard: SQL) => SQLWrapper) {
  const guard = (condition: SQL) =>
    sql`guard as (
      select id from ${accounts}
      where id = ${POSTING_PLACEHOLDERS.accountId} and revision = ${sql.placeholder('revision')} and ${condition}
      for update
    )`;
  const run = preparedPostingPair(name, (runner, ctes, zero) =>
    writeWithPostingSql(
      write(runner, sql.raw('guard')).getSQL(),
      ctes,
      guard(zero ? sql`true` : postingAllowed(POSTING_PLACEHOLDERS)),
    ),
  );
  return async (
    runner: Tx | Db,
    values: Record<string, unknown>,
    posting: Posting,
    revision: number,
  ): Promise<WrittenWithPosting | null> => {
    const row = await run(runner, { ...values, revision }, posting);
    return row ? writtenOf(runner, posting.accountId, row) : null;
  };
}
