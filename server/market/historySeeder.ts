import { tradingDayStart } from '../../protocol/newYork.ts';
import type { Candle } from '../../protocol/schemas/kline.ts';
import type { Db } from '../db/database.ts';
import { latestCandle, rebuildDayCandles, upsertCandles } from './candleStore.ts';
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
 * Gives every symbol a full chart: on a fresh database, `minuteDays` of one-minute candles ending at the
 * reference price now, and `dailyDays` of daily candles before them; on a database that was down for a
 * while, the minutes since its last candle, continuing from that candle's close.
 */
export async function ensureHistory(
  db: Db,
  instrument: Instrument,
  now: number,
  options: HistoryOptions,
): Promise<HistoryReport> {
  const random = new Random(options.seed ^ hashString(instrument.code));
  const currentMinute = Math.floor(now / 60_000) * 60_000;
  const last = await latestCandle(db, 'candles_1m', instrument.symbolId);
  const store = (table: 'candles_1m' | 'candles_1d', candles: readonly Candle[]) =>
    upsertCandles(
      db,
      table,
      candles.map((candle) => ({ symbolId: instrument.symbolId, precision: instrument.precision, candle })),
    );
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
    await store('candles_1m', minutes);
    await store('candles_1d', days);
    await rebuildDayCandles(db, instrument.symbolId, instrument.precision, tradingDaysOf(minutes));
    return { symbolId: instrument.symbolId, inserted: minutes.length + days.length, kind: 'fresh' };
  }
  const gapFrom = last.Time + 60_000;
  if (gapFrom >= currentMinute) return { symbolId: instrument.symbolId, inserted: 0, kind: 'none' };
  const minutes = continueMinuteHistory(instrument, gapFrom, currentMinute, last.Close, random);
  await store('candles_1m', minutes);
  await rebuildDayCandles(db, instrument.symbolId, instrument.precision, tradingDaysOf(minutes));
  return { symbolId: instrument.symbolId, inserted: minutes.length, kind: 'gap' };
}

function tradingDaysOf(minutes: readonly { Time: number }[]): number[] {
  const days = new Set<number>();
  for (const minute of minutes) days.add(tradingDayStart(minute.Time));
  return [...days].sort((a, b) => a - b);
}
