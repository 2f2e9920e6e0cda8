import { bigint, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { symbols } from './reference.ts';

/** One-minute bid candles; 5/15/30/60-minute candles are derived from these at query time. */
export const candles1m = pgTable(
  'candles_1m',
  {
    symbolId: integer('symbol_id')
      .notNull()
      .references(() => symbols.id),
    /** epoch ms of the minute's start */
    time: bigint('time', { mode: 'number' }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volume: integer('volume').notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbolId, table.time] })],
);

/** Trading-day bid candles (17:00 to 17:00 New York), kept for years of daily history. */
export const candles1d = pgTable(
  'candles_1d',
  {
    symbolId: integer('symbol_id')
      .notNull()
      .references(() => symbols.id),
    /** epoch ms of the 17:00 New York that opened the trading day */
    time: bigint('time', { mode: 'number' }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volume: integer('volume').notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbolId, table.time] })],
);
