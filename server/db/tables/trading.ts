import { type AnyPgColumn, bigint, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from './ledger.ts';
import { symbols } from './reference.ts';

/**
 * Orders through their life: `pending` (waiting for target_price) -> `open` (a position) -> `closed`;
 * or `pending` -> `cancelled`. Prices are the symbol's decimals; money columns are USD.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    symbolId: integer('symbol_id')
      .notNull()
      .references(() => symbols.id),
    /** 1 buy, 2 sell */
    side: integer('side').notNull(),
    lots: numeric('lots').notNull(),
    multiple: integer('multiple').notNull(),
    /** 'pending' | 'open' | 'closed' | 'cancelled' */
    status: text('status').notNull(),
    /** 'market' | 'limit' | 'stop' */
    entry: text('entry').notNull(),
    targetPrice: numeric('target_price'),
    openPrice: numeric('open_price'),
    closePrice: numeric('close_price'),
    stopLoss: numeric('stop_loss'),
    takeProfit: numeric('take_profit'),
    margin: numeric('margin').notNull().default('0'),
    fee: numeric('fee').notNull().default('0'),
    profit: numeric('profit'),
    /** 'manual' | 'stop_loss' | 'take_profit' | 'stop_out' | 'demo_reset' | 'cancelled' | 'no_margin' */
    closeReason: text('close_reason'),
    /** epoch ms */
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    openedAt: bigint('opened_at', { mode: 'number' }),
    closedAt: bigint('closed_at', { mode: 'number' }),
    /** a closed part of a position (partial close): the position it was split from, which stays open */
    partOf: integer('part_of').references((): AnyPgColumn => orders.id),
    /** a trailing stop: the stop-loss follows the price at this many points (null: none) */
    trailingPoints: integer('trailing_points'),
  },
  (table) => [
    index('orders_account_status').on(table.accountId, table.status, table.id),
    // the history page: an account's orders newest close first (pageOfOrders), read in index order
    index('orders_account_closed').on(table.accountId, table.closedAt.desc().nullsLast(), table.id.desc().nullsFirst()),
    index('orders_status').on(table.status),
  ],
);
