import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateTicks } from '../../protocol/candles.ts';
import type { Envelope } from '../../protocol/envelope.ts';
import { tradingDayStart } from '../../protocol/newYork.ts';
import { CANDLE_PERIODS, type Candle, type SparklineSeries } from '../../protocol/schemas/kline.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { buildTestApp, startTestMarket } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { queryKline } from './candleStore.ts';
import { DAILY_HISTORY_DAYS } from './createMarket.ts';
import { readTape } from './tape.ts';

// Wednesday 2026-11-18 12:00 New York: every market is open.
const WEDNESDAY_NOON = Date.parse('2026-11-18T17:00:00Z');
const TAPE = path.resolve(import.meta.dirname, '../../bench/data/eurusd-ticks-2019-02-04.csv.gz');

describe.each(testDatabases())('market data on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let now = WEDNESDAY_NOON;

  beforeAll(async () => {
    database = await target.open();
    // The default history (35 days of minutes, 760 of days): what a fresh `npm start` writes.
    app = await buildTestApp(database, { now: () => now }, { historyDays: 35, dailyDays: DAILY_HISTORY_DAYS });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function get<T>(url: string): Promise<Envelope<T>> {
    const response = await app.inject({ method: 'GET', url, headers: { lang: 'en' } });
    return response.json<Envelope<T>>();
  }

  it('returns 500 well-formed candles for every symbol and period on a fresh database', async () => {
    const symbols = (await get<TradeSymbol[]>('/v1/api/forex/trade_list')).data;
    // The faults are gathered and compared once: an expect per candle (hundreds of thousands) took seconds.
    const faults: string[] = [];
    for (const symbol of symbols) {
      for (const period of CANDLE_PERIODS) {
        const candles = (await get<Candle[]>(`/v1/api/forex/kline?forex_id=${symbol.Id}&period=${period}`)).data;
        const chart = `${symbol.Code} ${period}`;
        if (candles.length !== 500) faults.push(`${chart}: ${candles.length} candles`);
        for (const [index, candle] of candles.entries()) {
          const fault = (what: string) => faults.push(`${chart} candle ${index} ${JSON.stringify(candle)}: ${what}`);
          if (!(candle.Low <= Math.min(candle.Open, candle.Close))) fault('low above open or close');
          if (!(candle.High >= Math.max(candle.Open, candle.Close))) fault('high below open or close');
          if (index > 0 && !(candle.Time > (candles[index - 1]?.Time ?? 0))) fault('not after the one before');
          if (period === '1day' && tradingDayStart(candle.Time) !== candle.Time) fault('not a trading day start');
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('pages back with `to` to the candles just before the oldest one shown', async () => {
    const latest = (await get<Candle[]>('/v1/api/forex/kline?forex_id=1&period=5min')).data;
    const oldest = latest[0]?.Time ?? 0;
    const older = (await get<Candle[]>(`/v1/api/forex/kline?forex_id=1&period=5min&to=${oldest}`)).data;
    expect(older).toHaveLength(500);
    expect(older.at(-1)?.Time).toBeLessThan(oldest);
    expect(older.at(-1)?.Time).toBe(oldest - 300_000);
  });

  it('refuses an unknown symbol or period with a clear envelope', async () => {
    expect((await get<null>('/v1/api/forex/kline?forex_id=9999&period=1min')).code).toBe(1004);
    expect((await get<null>('/v1/api/forex/kline?forex_id=1&period=2min')).code).toBe(1001);
  });

  it('shows live ticks in trade_list and builds the minute candle from its first tick', async () => {
    const eurusd = (await get<TradeSymbol[]>('/v1/api/forex/trade_list?searchCurrency=EURUSD')).data[0];
    if (!eurusd) throw new Error('EURUSD missing');
    const dayOpen = Number(eurusd.ForexQuotations.Open);
    const minute = Math.floor(now / 60_000) * 60_000 + 60_000;
    app.source.push(
      { symbolId: eurusd.Id, time: minute + 1_000, bid: 1.2, ask: 1.20012 },
      { symbolId: eurusd.Id, time: minute + 2_000, bid: 1.25, ask: 1.25012 },
      { symbolId: eurusd.Id, time: minute + 3_000, bid: 1.19, ask: 1.19012 },
      { symbolId: eurusd.Id, time: minute + 4_000, bid: 1.21, ask: 1.21012 },
    );
    const live = (await get<TradeSymbol[]>('/v1/api/forex/trade_list?searchCurrency=EURUSD')).data[0];
    expect(live?.ForexQuotations).toMatchObject({ Close: '1.21000', Bid: '1.21000', Ask: '1.21012' });
    expect(Number(live?.ForexQuotations.Change)).toBeCloseTo(((1.21 - dayOpen) / dayOpen) * 100, 2);
    expect(Number(live?.ForexQuotations.High)).toBeGreaterThanOrEqual(1.25);

    await app.market.recorder.flush();
    const candles = (await get<Candle[]>(`/v1/api/forex/kline?forex_id=${eurusd.Id}&period=1min`)).data;
    expect(candles.at(-1)).toEqual({ Time: minute, Open: 1.2, High: 1.25, Low: 1.19, Close: 1.21, Volume: 4 });
  });

  it('gives every symbol a mini-chart series ending at its live price', async () => {
    const series = (await get<SparklineSeries[]>('/v1/api/forex/abbreviated_cache_kline')).data;
    expect(series.length).toBeGreaterThanOrEqual(24);
    for (const line of series) {
      expect(line.Closes.length).toBeGreaterThan(10);
      expect(line.Closes.length).toBeLessThanOrEqual(48);
    }
    expect(series.find((line) => line.Code === 'EURUSD')?.Closes.at(-1)).toBe(1.21);
  });

  it('fills the gap after downtime, continuing from the last close', async () => {
    await app.market.stop();
    const before = await queryKline(database.db, 2, '1min', 1);
    now = WEDNESDAY_NOON + 3 * 3_600_000;
    const restarted = await startTestMarket(database, { now: () => now, historyDays: 35 });
    const after = await queryKline(database.db, 2, '1min', 500);
    expect(after.at(-1)?.Time).toBe(Math.floor(now / 60_000) * 60_000 - 60_000);
    const firstNew = after.find((candle) => candle.Time > (before[0]?.Time ?? 0));
    expect(firstNew?.Time).toBe((before[0]?.Time ?? 0) + 60_000);
    // Continues from the stored close: the first new minute opens within a few pips of it.
    expect(Math.abs((firstNew?.Open ?? 0) - (before[0]?.Close ?? 0))).toBeLessThan(0.002);
    await restarted.market.stop();
  });

  it('records the real EURUSD tape into minute candles identical to the shared aggregation', async () => {
    const tape = (await readTape(TAPE)).slice(0, 30_000);
    const started = await startTestMarket(database, { now: () => now, historyDays: 35 });
    for (let index = 0; index < tape.length; index += 500) {
      started.source.push(
        ...tape
          .slice(index, index + 500)
          .map((tick) => ({ symbolId: 1, time: tick.time, bid: tick.bid, ask: tick.ask })),
      );
    }
    await started.market.recorder.flush();
    const expected = aggregateTicks(
      tape.map((tick) => ({ time: tick.time, price: tick.bid })),
      '1min',
    );
    const lastTime = expected.at(-1)?.Time ?? 0;
    const stored = await queryKline(database.db, 1, '1min', expected.length, lastTime + 60_000);
    expect(stored).toEqual(expected);
    await started.market.stop();
  });
});
