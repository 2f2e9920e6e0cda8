import { bigint, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AlertDirection, AlertWatch } from '../../../protocol/schemas/alerts.ts';
import { users } from './accounts.ts';
import { symbols } from './reference.ts';

/**
 * Price alerts: "tell me when EURUSD's bid reaches 1.17000". `active` until the engine sees a tick cross the
 * level (`fired`, once: the UPDATE is guarded by the status) or the user cancels it (`cancelled`). Prices are
 * written at the symbol's decimals; times are epoch ms.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    symbolId: integer('symbol_id')
      .notNull()
      .references(() => symbols.id),
    /** the price watched: 'bid' | 'ask' */
    watch: text('watch').$type<AlertWatch>().notNull(),
    /** 'above': fires when the price reaches or rises past the level; 'below': reaches or falls to it */
    direction: text('direction').$type<AlertDirection>().notNull(),
    level: numeric('level').notNull(),
    /** 'active' | 'fired' | 'cancelled' */
    status: text('status').$type<'active' | 'fired' | 'cancelled'>().notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    firedAt: bigint('fired_at', { mode: 'number' }),
    /** the tick price that crossed the level */
    firedPrice: numeric('fired_price'),
  },
  (table) => [index('price_alerts_user_status').on(table.userId, table.status)],
);
