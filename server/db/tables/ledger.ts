import { bigint, boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A user's trading account in USD. `balance` always equals the sum of its ledger entries. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  isDemo: boolean('is_demo').notNull(),
  currency: text('currency').notNull().default('USD'),
  balance: numeric('balance').notNull().default('0'),
  /** Money held for pending withdrawals and the like. */
  lockBalance: numeric('lock_balance').notNull().default('0'),
  creditScore: integer('credit_score').notNull().default(100),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Raised by every statement that changes what the account's free margin is made of (its balance, its
   * lock_balance, its open positions): a reader that saw revision N may write `where revision = N` and know
   * nothing it judged has changed (server/trading/optimisticOrder.ts).
   */
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/** Every change of an account's balance, signed, with the balance it left behind. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: numeric('amount').notNull(),
    /** What moved the money: 'demo_grant', 'demo_reset', later 'deposit', 'trade_pnl', ... */
    kind: text('kind').notNull(),
    /** Client translation key of the memo shown in the ledger history. */
    memo: text('memo').notNull(),
    balanceAfter: numeric('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_entries_account').on(table.accountId, table.id)],
);

/**
 * Money held on an account (a pending withdrawal), owned by the ledger functions in server/ledger/holds.ts:
 * placing a hold raises accounts.lock_balance by its amount in the same statement, releasing or settling it
 * lowers it again, so lock_balance == sum(open holds) per account, always. 'open' | 'released' | 'settled';
 * a settled hold names the ledger row that paid it out.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: numeric('amount').notNull(),
    /** What the money is held for: 'withdraw' */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('open'),
    ledgerEntryId: integer('ledger_entry_id').references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('ledger_holds_account_status').on(table.accountId, table.status)],
);
