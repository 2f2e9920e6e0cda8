import { type SQL, sql } from 'drizzle-orm';
import { candleEnd, candleStart, INTRADAY_PERIOD_MS } from '../../protocol/candles.ts';
import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { Db } from '../db/database.ts';
import { queryRows, toNumber } from '../db/rows.ts';

export type CandleTable = 'candles_1m' | 'candles_1d';

export interface StoredCandle {
  symbolId: number;
  precision: number;
  candle: Candle;
}

const BATCH = 5_000;

/** `SELECT` of the rows as a relation, the arrays passed through unnest (one parameter per column, not per row). */
export function candleRowsSql(rows: readonly StoredCandle[]): SQL {
  const fixed = (pick: (candle: Candle) => number) => rows.map((row) => pick(row.candle).toFixed(row.precision));
  return sql`SELECT * FROM unnest(
    ${sql.param(rows.map((row) => row.symbolId))}::int[], ${sql.param(rows.map((row) => row.candle.Time))}::bigint[],
    ${sql.param(fixed((c) => c.Open))}::numeric[], ${sql.param(fixed((c) => c.High))}::numeric[],
    ${sql.param(fixed((c) => c.Low))}::numeric[], ${sql.param(fixed((c) => c.Close))}::numeric[],
    ${sql.param(rows.map((row) => row.candle.Volume))}::int[])`;
}

/** Inserts or replaces candles in one statement per 5,000 rows (arrays through unnest, no row-by-row). */
export async function upsertCandles(db: Db, table: CandleTable, rows: readonly StoredCandle[]): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += BATCH) {
    await db.execute(sql`
      INSERT INTO ${sql.identifier(table)} (symbol_id, time, open, high, low, close, volume)
      ${candleRowsSql(rows.slice(offset, offset + BATCH))}
      ON CONFLICT (symbol_id, time) DO UPDATE SET
        open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low,
        close = EXCLUDED.close, volume = EXCLUDED.volume`);
  }
}

interface CandleRow {
  time: unknown;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: unknown;
}

function toCandle(row: CandleRow): Candle {
  return {
    Time: toNumber(row.time),
    Open: Number(row.open),
    High: Number(row.high),
    Low: Number(row.low),
    Close: Number(row.close),
    Volume: toNumber(row.volume),
  };
}

/** The newest stored candle of a symbol, if any. */
export async function latestCandle(db: Db, table: CandleTable, symbolId: number): Promise<Candle | undefined> {
  const rows = await queryRows<CandleRow>(
    db,
    sql`SELECT time, open, high, low, close, volume FROM ${sql.identifier(table)}
        WHERE symbol_id = ${symbolId} ORDER BY time DESC LIMIT 1`,
  );
  return rows[0] ? toCandle(rows[0]) : undefined;
}

async function storedCandles(db: Db, table: CandleTable, symbolId: number, before: number, limit: number) {
  const rows = await queryRows<CandleRow>(
    db,
    sql`SELECT time, open, high, low, close, volume FROM ${sql.identifier(table)}
        WHERE symbol_id = ${symbolId} AND time < ${before} ORDER BY time DESC LIMIT ${limit}`,
  );
  return rows.map(toCandle).reverse();
}

async function bucketedCandles(
  db: Db,
  symbolId: number,
  periodMs: number,
  before: number,
  limit: number,
  from?: number,
) {
  const lower = from === undefined ? sql`` : sql`AND time >= ${from}`;
  const rows = await queryRows<CandleRow>(
    db,
    sql`SELECT (time / ${periodMs}) * ${periodMs} AS time,
          (array_agg(open ORDER BY time))[1] AS open, max(high) AS high, min(low) AS low,
          (array_agg(close ORDER BY time DESC))[1] AS close, sum(volume) AS volume
        FROM candles_1m
        WHERE symbol_id = ${symbolId} AND time < ${before} ${lower}
        GROUP BY 1 ORDER BY 1 DESC LIMIT ${limit}`,
  );
  return rows.map(toCandle).reverse();
}

/**
 * Up to `limit` candles of `period` that open before `to` (default: all), oldest first. 1min and 1day come
 * straight from their tables; 5 to 60 minutes are grouped from one-minute candles in SQL.
 */
export async function queryKline(
  db: Db,
  symbolId: number,
  period: CandlePeriod,
  limit: number,
  to?: number,
): Promise<Candle[]> {
  if (period === '1min') return storedCandles(db, 'candles_1m', symbolId, to ?? Number.MAX_SAFE_INTEGER, limit);
  if (period === '1day') return storedCandles(db, 'candles_1d', symbolId, to ?? Number.MAX_SAFE_INTEGER, limit);
  const periodMs = INTRADAY_PERIOD_MS[period];
  // Whole buckets only: include every minute of the bucket that contains `to - 1`.
  const before = to === undefined ? Number.MAX_SAFE_INTEGER : candleEnd(candleStart(to - 1, period), period);
  const bucketsBefore = to === undefined ? Date.now() + periodMs : before;
  // Bound the scan to the time the wanted buckets can span (weekends included); widen if that was too short.
  const from = bucketsBefore - limit * periodMs * 2 - 4 * 86_400_000;
  const bounded = await bucketedCandles(db, symbolId, periodMs, before, limit, from);
  if (bounded.length >= limit) return bounded;
  return bucketedCandles(db, symbolId, periodMs, before, limit);
}
