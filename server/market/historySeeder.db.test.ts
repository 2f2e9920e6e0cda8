import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradingDayStart } from '../../protocol/newYork.ts';
import type { Candle } from '../../protocol/schemas/kline.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { queryRows } from '../db/rows.ts';
import type { Tx } from '../ledger/transaction.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { listSymbols } from './catalog.ts';
import { ensureAllHistory, type HistoryOptions } from './historySeeder.ts';
import { inHistoryTransaction, insertNewCandles, withMinuteForeignKeyCheckedOnce } from './historyStore.ts';
import { generateDailyHistory, generateMinuteHistory } from './sim/history.ts';
import { type Instrument, instrumentOf } from './sim/instrument.ts';
import { hashString, Random } from './sim/random.ts';

// Wednesday 2026-11-18 12:00:30 New York: every market open, inside a minute.
const NOW = Date.parse('2026-11-18T17:00:30Z');
const OPTIONS: HistoryOptions = { minuteDays: 2, dailyDays: 20, seed: 11 };
const DAY = 86_400_000;

type Row = [
  table: string,
  symbolId: number,
  time: number,
  open: string,
  high: string,
  low: string,
  close: string,
  volume: number,
];

async function storedRows(db: Db): Promise<Row[]> {
  const rows: Row[] = [];
  for (const table of ['candles_1m', 'candles_1d']) {
    const found = await queryRows<Record<string, string | number>>(
      db,
      sql`SELECT symbol_id, time, open::text, high::text, low::text, close::text, volume
          FROM ${sql.identifier(table)} ORDER BY symbol_id, time`,
    );
    for (const row of found) {
      rows.push([
        table,
        Number(row.symbol_id),
        Number(row.time),
        String(row.open),
        String(row.high),
        String(row.low),
        String(row.close),
        Number(row.volume),
      ]);
    }
  }
  return rows;
}

/** What the history of one symbol must be: the generated minutes, the generated days, minute days rebuilt. */
function expectedRows(instrument: Instrument): { minutes: Row[]; days: Row[] } {
  const random = new Random(OPTIONS.seed ^ hashString(instrument.code));
  const currentMinute = Math.floor(NOW / 60_000) * 60_000;
  const minuteFrom = currentMinute - OPTIONS.minuteDays * DAY;
  const minutes = generateMinuteHistory(instrument, minuteFrom, currentMinute, instrument.referencePrice, random);
  const firstOpen = minutes[0]?.Open ?? instrument.referencePrice;
  const from = minuteFrom - OPTIONS.dailyDays * DAY;
  const days = generateDailyHistory(instrument, from, tradingDayStart(minuteFrom), firstOpen, random);
  const built = new Map<number, Candle>();
  for (const minute of minutes) {
    const time = tradingDayStart(minute.Time);
    const day = built.get(time);
    built.set(
      time,
      day
        ? {
            ...day,
            High: Math.max(day.High, minute.High),
            Low: Math.min(day.Low, minute.Low),
            Close: minute.Close,
            Volume: day.Volume + minute.Volume,
          }
        : { ...minute, Time: time },
    );
  }
  const row = (table: string, candle: Candle): Row => {
    const fixed = (value: number) => value.toFixed(instrument.precision);
    const { Time, Open, High, Low, Close, Volume } = candle;
    return [table, instrument.symbolId, Time, fixed(Open), fixed(High), fixed(Low), fixed(Close), Volume];
  };
  const dayRows = new Map(days.map((day) => [day.Time, row('candles_1d', day)]));
  for (const day of built.values()) dayRows.set(day.Time, row('candles_1d', day));
  return {
    minutes: minutes.map((minute) => row('candles_1m', minute)),
    days: [...dayRows.values()].sort((a, b) => a[2] - b[2]),
  };
}

/** `db` as a process that dies at the `failAt`-th statement of its history transaction. */
function crashingAt(db: Db, failAt: number): Db {
  let statements = 0;
  const crashing = (tx: Tx): Tx =>
    new Proxy(tx, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (query: SQL) => {
          statements += 1;
          if (statements === failAt) throw new Error('crash');
          return target.execute(query);
        };
      },
    });
  const transaction = ((work: (tx: Tx) => Promise<unknown>) =>
    db.transaction((tx) => work(crashing(tx)))) as Db['transaction'];
  return new Proxy(db, {
    get: (target, key, receiver) => (key === 'transaction' ? transaction : Reflect.get(target, key, receiver)),
  });
}

describe.each(testDatabases())('market history on $name', (target) => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let instruments: Instrument[];

  beforeAll(async () => {
    [first, second] = await Promise.all([target.open(), target.open()]);
    const codes = new Set(['EURUSD', 'US30', 'BTCUSD']);
    instruments = (await listSymbols(first.db))
      .map(instrumentOf)
      .filter((symbol) => codes.has(symbol.code))
      .sort((a, b) => a.symbolId - b.symbolId);
    expect(instruments.map((instrument) => instrument.code).sort()).toEqual([...codes].sort());
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('stores exactly the generated candles on a fresh database, and a restart writes nothing', async () => {
    await ensureAllHistory(first.db, instruments, NOW, OPTIONS);
    const each = instruments.map(expectedRows);
    const expected = [...each.flatMap((rows) => rows.minutes), ...each.flatMap((rows) => rows.days)];
    expect(await storedRows(first.db)).toEqual(expected);

    const again = await ensureAllHistory(first.db, instruments, NOW, OPTIONS);
    expect(again.map((report) => report.inserted)).toEqual([0, 0, 0]);
    expect(await storedRows(first.db)).toEqual(expected);
  });

  it('leaves nothing behind when it dies part-way, and the next start writes the whole history', async () => {
    // Statements: the lock, the emptiness check, the key dropped, then four per symbol (newest minute, minutes,
    // days, day rebuild): the 13th writes the third symbol's minutes.
    await expect(ensureAllHistory(crashingAt(second.db, 13), instruments, NOW, OPTIONS)).rejects.toThrow('crash');
    expect(await storedRows(second.db)).toEqual([]);
    const keys = await queryRows<{ name: string }>(
      second.db,
      sql`SELECT conname AS name FROM pg_constraint WHERE conrelid = 'candles_1m'::regclass AND contype = 'f'`,
    );
    expect(keys.map((key) => key.name)).toEqual(['candles_1m_symbol_id_symbols_id_fk']);

    // The key checked once at the end still refuses a minute of a symbol that does not exist.
    const ghost = {
      symbolId: 9_999,
      precision: 5,
      candle: { Time: NOW, Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 },
    };
    const failure: unknown = await inHistoryTransaction(second.db, (tx) =>
      withMinuteForeignKeyCheckedOnce(tx, () => insertNewCandles(tx, 'candles_1m', [ghost])),
    ).catch((error: unknown) => error);
    const reason = failure instanceof Error ? `${failure.message} ${String(failure.cause)}` : String(failure);
    expect(reason).toMatch(/violates foreign key constraint "candles_1m_symbol_id_symbols_id_fk"/);
    expect(await storedRows(second.db)).toEqual([]);

    await ensureAllHistory(second.db, instruments, NOW, OPTIONS);
    expect(await storedRows(second.db)).toEqual(await storedRows(first.db));
  });
});
