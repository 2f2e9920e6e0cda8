import { CandleRecorder } from '../server/market/candleRecorder.ts';
import { listSymbols } from '../server/market/catalog.ts';
import type { Tick } from '../server/market/quoteSource.ts';
import { testDatabases } from '../server/testing/testDatabases.ts';
import type { Bench } from './run.ts';
import { quantile, round } from './stats.ts';

const TICKS_PER_SECOND = 5_000;
const SIMULATED_SECONDS = 300;

/**
 * The candle recorder under a sustained 5,000 ticks/s spread over every symbol: each simulated second's
 * ticks are folded in memory, then flushed (one batched upsert per table), on PGlite and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
export const candleWriterBench: Bench = {
  name: 'candle-writer',
  description: `${TICKS_PER_SECOND} ticks/s for ${SIMULATED_SECONDS} simulated s, flushed every simulated second`,
  async run(print) {
    for (const target of testDatabases()) {
      const database = await target.open();
      const symbols = await listSymbols(database.db);
      const recorder = new CandleRecorder(database.db);
      for (const symbol of symbols) recorder.track(symbol.id, symbol.pricePrecision);
      const prices = symbols.map((symbol) => Number(symbol.referencePrice));
      const start = Date.parse('2026-11-18T12:00:00Z');
      const flushes: number[] = [];
      const began = performance.now();
      for (let second = 0; second < SIMULATED_SECONDS; second += 1) {
        for (let index = 0; index < TICKS_PER_SECOND; index += 1) {
          const which = index % symbols.length;
          const symbol = symbols[which];
          if (!symbol) continue;
          const next = (prices[which] ?? 1) * (1 + (Math.random() - 0.5) * 2e-5);
          prices[which] = next;
          const bid = Number(next.toFixed(symbol.pricePrecision));
          const tick: Tick = { symbolId: symbol.id, time: start + second * 1000 + index / 5, bid, ask: bid };
          recorder.add(tick);
        }
        const flushStarted = performance.now();
        await recorder.flush();
        flushes.push(performance.now() - flushStarted);
      }
      const seconds = (performance.now() - began) / 1000;
      print(`${target.name} sustained`, Math.round((TICKS_PER_SECOND * SIMULATED_SECONDS) / seconds), 'ticks/s');
      print(`${target.name} flush p50`, round(quantile(flushes, 0.5)), 'ms');
      print(`${target.name} flush p99`, round(quantile(flushes, 0.99)), 'ms');
      await database.close();
    }
  },
};
