import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts } from '../db/schema.ts';
import { type Amount, amount } from '../money/decimal.ts';
import { postLedgerEntry } from './postLedgerEntry.ts';
import type { Tx } from './transaction.ts';

/** A new demo account starts with this much, and a reset brings it back here. */
export const DEMO_START_BALANCE: Amount = amount('10000');
export const ACCOUNT_CURRENCY = 'USD';

export const LEDGER_MEMO = {
  demoGrant: 'ledger.demoGrant',
  demoReset: 'ledger.demoReset',
} as const;

/** Opens the user's trading account; a demo one is funded through the ledger, never by a bare balance. */
export async function openAccount(tx: Tx, userId: number, isDemo: boolean): Promise<number> {
  const [account] = await tx
    .insert(accounts)
    .values({ userId, isDemo, currency: ACCOUNT_CURRENCY })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account insert returned nothing');
  if (isDemo) await postLedgerEntry(tx, account.id, DEMO_START_BALANCE, 'demo_grant', LEDGER_MEMO.demoGrant);
  return account.id;
}

export async function findAccountOfUser(db: Db, userId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.userId, userId));
  return account;
}

/**
 * Brings a demo account back to the starting balance with one ledger row (none when it is already there),
 * inside the caller's transaction (the trading engine's reset, which closes everything in the same one).
 */
export async function resetDemoBalance(tx: Tx, accountId: number): Promise<Amount> {
  const [account] = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account) throw new Error(`no account ${accountId}`);
  const change = amount(DEMO_START_BALANCE.minus(account.balance));
  if (change.eq(0)) return DEMO_START_BALANCE;
  const posted = await postLedgerEntry(tx, accountId, change, 'demo_reset', LEDGER_MEMO.demoReset, {
    allowNegative: true,
  });
  return posted.balanceAfter;
}

/** The balance reset on its own (an account with nothing open). */
export function resetDemoAccount(db: Db, accountId: number): Promise<Amount> {
  return db.transaction((tx) => resetDemoBalance(tx, accountId));
}
