import { tradingDayStart } from '../../protocol/newYork.ts';
import type { Candle } from '../../protocol/schemas/kline.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../ledger/transaction.ts';
import { latestCandle, upsertCandles } from './candleStore.ts';
import {
  inHistoryTransaction,
  insertNewCandles,
  noMinuteCandles,
  rebuildDayCandles,
  withMinuteForeignKeyCheckedOnce,
} from './historyStore.ts';
import { continueMinuteHistory, generateDailyHistory, generateMinuteHistory } from './sim/history.ts';
import type { Instrument } from './sim/instrument.ts';
import { hashString, Random } from './sim/random.ts';

const DAY = 86_400_000;

export interface HistoryOptions {
  /** days of one-minute candles a fresh database gets (default 30) */
  minuteDays: number;
  /** days of daily candles before that (default 760: 500+ trading days) */
  dailyDays: number;
  seed: number;
}

export interface HistoryReport {
  symbolId: number;
  inserted: number;
  kind: 'fresh' | 'gap' | 'none';
}

/**
 * Gives every symbol a full chart (see `ensureHistory`), all in one transaction: a crash part-way through
 * leaves the database as it was, and the next start writes it all again. On a fresh database the minute
 * candles' foreign key is checked once at the end rather than per row (half the write time).
 */
export async function ensureAllHistory(
  db: Db,
  instruments: readonly Instrument[],
  now: number,
  options: HistoryOptions,
): Promise<HistoryReport[]> {
  return inHistoryTransaction(db, async (tx) => {
    const writeAll = async () => {
      const reports: HistoryReport[] = [];
      for (const instrument of instruments) reports.push(await ensureHistory(tx, instrument, now, options));
      return reports;
    };
    return (await noMinuteCandles(tx)) ? withMinuteForeignKeyCheckedOnce(tx, writeAll) : writeAll();
  });
}

/**
 * Gives a symbol a full chart: with no minute stored, `minuteDays` of one-minute candles ending at the
 * reference price now, and `dailyDays` of daily candles before them; on a database that was down for a
 * while, the minutes since its last candle, continuing from that candle's close. Runs in the caller's
 * transaction, which holds the history lock (`inHistoryTransaction`).
 */
export async function ensureHistory(
  tx: Tx,
  instrument: Instrument,
  now: number,
  options: HistoryOptions,
): Promise<HistoryReport> {
  const random = new Random(options.seed ^ hashString(instrument.code));
  const currentMinute = Math.floor(now / 60_000) * 60_000;
  const last = await latestCandle(tx, 'candles_1m', instrument.symbolId);
  const stored = (candles: readonly Candle[]) =>
    candles.map((candle) => ({ symbolId: instrument.symbolId, precision: instrument.precision, candle }));
  if (last === undefined) {
    const minuteFrom = currentMinute - options.minuteDays * DAY;
    const minutes = generateMinuteHistory(instrument, minuteFrom, currentMinute, instrument.referencePrice, random);
    const firstOpen = minutes[0]?.Open ?? instrument.referencePrice;
    const days = generateDailyHistory(
      instrument,
      minuteFrom - options.dailyDays * DAY,
      tradingDayStart(minuteFrom),
      firstOpen,
      random,
    );
    // No minute of the symbol is stored (and the lock keeps it so), so none of these can collide; its day
    // rows are few and upserted as before, in case an older version left some behind.
    await insertNewCandles(tx, 'candles_1m', stored(minutes));
    await upsertCandles(tx, 'candles_1d', stored(days));
    await rebuildDayCandles(tx, instrument.symbolId, tradingDaysOf(minutes));
    return { symbolId: instrument.symbolId, inserted: minutes.length + days.length, kind: 'fresh' };
  }
  const gapFrom = last.Time + 60_000;
  if (gapFrom >= currentMinute) return { symbolId: instrument.symbolId, inserted: 0, kind: 'none' };
  const minutes = continueMinuteHistory(instrument, gapFrom, currentMinute, last.Close, random);
  // Upserted: the gap is usually short, and a recorder of a process still running (an engine leader being
  // replaced) may be writing the same minutes.
  await upsertCandles(tx, 'candles_1m', stored(minutes));
  await rebuildDayCandles(tx, instrument.symbolId, tradingDaysOf(minutes));
  return { symbolId: instrument.symbolId, inserted: minutes.length, kind: 'gap' };
}

function tradingDaysOf(minutes: readonly { Time: number }[]): number[] {
  const days = new Set<number>();
  for (const minute of minutes) days.add(tradingDayStart(minute.Time));
  return [...days].sort((a, b) => a - b);
}
