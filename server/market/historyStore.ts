import { sql } from 'drizzle-orm';
import { candleEnd } from '../../protocol/candles.ts';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/rows.ts';
import type { Tx } from '../ledger/transaction.ts';
import { type CandleTable, candleRowsSql, type StoredCandle } from './candleStore.ts';

/**
 * Rows per INSERT of new history. Larger than the upsert's batch: a plain insert has no conflict arbiter to
 * probe per row, so the statement's cost is the rows themselves, and fewer round trips (a PGlite call each)
 * are what is left to save. 200,000 rows in one transaction took 2.7-3.1 s in batches of 5,000, 2.6 s of
 * 20,000 and 3.2 s of 50,000 on PGlite; 1.7, 1.4 and 1.6 s on PostgreSQL.
 */
const NEW_ROWS_BATCH = 20_000;

/** The transaction-scoped advisory lock of the history write (migrations hold 7,126,002; the engine leader 7,126,001). */
const HISTORY_LOCK_KEY = 7_126_003;

/**
 * Runs `work` in one transaction holding the history lock, so two processes starting at once write one after
 * the other (the later finds the history there), and a crash part-way leaves nothing of the write behind:
 * the next start sees the same state and writes it all again.
 */
export async function inHistoryTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${HISTORY_LOCK_KEY})`);
    return work(tx);
  });
}

/** Whether no one-minute candle is stored at all: a fresh database. */
export async function noMinuteCandles(tx: Tx): Promise<boolean> {
  const rows = await queryRows<{ empty: boolean }>(tx, sql`SELECT NOT EXISTS (SELECT 1 FROM candles_1m) AS empty`);
  return rows[0]?.empty === true;
}

const MINUTE_SYMBOL_FK = 'candles_1m_symbol_id_symbols_id_fk';

/**
 * Runs `work` with the minute candles' foreign key checked once at the end instead of row by row: the
 * constraint is dropped and added back in the same transaction, and adding it validates every row in one
 * join (a fraction of a second for a million rows) where the per-row trigger doubled the insert time. The
 * constraint is never absent for anyone else, and a row without its symbol still fails the transaction.
 * The cost: the DDL locks candles_1m and symbols until commit, so it is for a fresh database only, before
 * anything can have been shown from them.
 */
export async function withMinuteForeignKeyCheckedOnce<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`ALTER TABLE candles_1m DROP CONSTRAINT ${sql.identifier(MINUTE_SYMBOL_FK)}`);
  const result = await work();
  // As in the migration that created it (0002_candles.sql).
  await tx.execute(sql`
    ALTER TABLE candles_1m ADD CONSTRAINT ${sql.identifier(MINUTE_SYMBOL_FK)} FOREIGN KEY (symbol_id)
    REFERENCES public.symbols(id) ON DELETE no action ON UPDATE no action`);
  return result;
}

/**
 * Inserts candles into a range the caller knows to be empty (a symbol with no minute stored, under the history
 * lock): a plain INSERT, without the ON CONFLICT arbiter probe per row (about a tenth of the insert time).
 * A row that does exist fails the write (primary key) instead of being silently merged.
 */
export async function insertNewCandles(tx: Tx, table: CandleTable, rows: readonly StoredCandle[]): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += NEW_ROWS_BATCH) {
    await tx.execute(sql`
      INSERT INTO ${sql.identifier(table)} (symbol_id, time, open, high, low, close, volume)
      ${candleRowsSql(rows.slice(offset, offset + NEW_ROWS_BATCH))}`);
  }
}

/**
 * Recomputes the stored day candles of the given trading days from their one-minute candles, in one
 * statement inside the database: the values go from the minute rows to the day rows as NUMERIC, never
 * through JavaScript numbers.
 */
export async function rebuildDayCandles(tx: Tx, symbolId: number, days: readonly number[]): Promise<void> {
  if (days.length === 0) return;
  const ends = days.map((day) => candleEnd(day, '1day'));
  await tx.execute(sql`
    INSERT INTO candles_1d (symbol_id, time, open, high, low, close, volume)
    SELECT ${symbolId}::int, d.day, (array_agg(m.open ORDER BY m.time))[1], max(m.high), min(m.low),
      (array_agg(m.close ORDER BY m.time DESC))[1], sum(m.volume)
    FROM unnest(${sql.param([...days])}::bigint[], ${sql.param(ends)}::bigint[]) AS d(day, day_end)
    JOIN candles_1m m ON m.symbol_id = ${symbolId} AND m.time >= d.day AND m.time < d.day_end
    GROUP BY d.day
    ON CONFLICT (symbol_id, time) DO UPDATE SET
      open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low,
      close = EXCLUDED.close, volume = EXCLUDED.volume`);
}
