import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows.ts';
import { accounts, ledgerHolds } from '../db/schema.ts';
import type { Amount } from '../money/decimal.ts';
import { amount } from '../money/decimal.ts';
import { type LedgerKind, type PostedEntry, postLedgerEntry } from './postLedgerEntry.ts';
import type { Tx } from './transaction.ts';

export type HoldKind = 'withdraw';

/**
 * Holds money on an account (a withdrawal waiting for review): in ONE statement the hold row is written and
 * accounts.lock_balance rises by its amount, so lock_balance == sum(open holds), and the account's revision with
 * it (free margin counts the held money). The balance does not move.
 * The caller has checked, under the account's row lock, that the free margin covers it.
 */
export async function placeHold(tx: Tx, accountId: number, value: Amount, kind: HoldKind): Promise<number> {
  const held = value.toFixed();
  const [hold] = await queryRows<{ id: number }>(
    tx,
    sql`with raised as (
      update ${accounts} set lock_balance = trim_scale(lock_balance + ${held}::numeric), revision = revision + 1
      where id = ${accountId}
      returning id
    )
    insert into ${ledgerHolds} (account_id, amount, kind)
    select id, ${held}::numeric, ${kind} from raised
    returning id`,
  );
  if (!hold) throw new Error(`no account ${accountId} to hold money on`);
  return hold.id;
}

interface ClosedHold {
  accountId: number;
  amount: Amount;
}

/** Closes an open hold (to 'released' or 'settled') and lowers lock_balance by it, in one statement. */
async function closeHold(tx: Tx, holdId: number, status: 'released' | 'settled'): Promise<ClosedHold | null> {
  const [closed] = await queryRows<{ account_id: number; amount: string }>(
    tx,
    sql`with closed as (
      update ${ledgerHolds} set status = ${status}, closed_at = now()
      where id = ${holdId} and status = 'open'
      returning account_id, amount
    ), lowered as (
      update ${accounts} set lock_balance = trim_scale(lock_balance - closed.amount), revision = revision + 1
      from closed where ${accounts.id} = closed.account_id
      returning ${accounts.id}
    )
    select closed.account_id, closed.amount from closed, lowered`,
  );
  return closed ? { accountId: closed.account_id, amount: amount(String(closed.amount)) } : null;
}

/** Gives held money back to the free margin (a rejected withdrawal); false when the hold was not open. */
export async function releaseHold(tx: Tx, holdId: number): Promise<boolean> {
  return (await closeHold(tx, holdId, 'released')) !== null;
}

/**
 * Pays held money out: the hold closes and its amount leaves the balance as one ledger row of `kind`, in
 * the caller's transaction (a debit beyond the balance is refused by the ledger and rolls it all back).
 * Null when the hold was not open.
 */
export async function settleHold(tx: Tx, holdId: number, kind: LedgerKind, memo: string): Promise<PostedEntry | null> {
  const closed = await closeHold(tx, holdId, 'settled');
  if (!closed) return null;
  const posted = await postLedgerEntry(tx, closed.accountId, amount(closed.amount.times(-1)), kind, memo);
  await tx.execute(sql`update ${ledgerHolds} set ledger_entry_id = ${posted.entryId} where id = ${holdId}`);
  return posted;
}
