import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedReferenceData } from '../server/db/seed/seed.ts';
import { startTestMarket } from '../server/testing/testApp.ts';
import type { Bench } from './run.ts';
import { quantile, round } from './stats.ts';

const REQUESTS = 400;

/** `trade_list` served from the embedded database, through the whole HTTP stack (inject, no socket). */
export const tradeListBench: Bench = {
  name: 'trade-list',
  description: `${REQUESTS} GET /v1/api/forex/trade_list on in-memory PGlite`,
  async run(print) {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    await seedReferenceData(database.db);
    const { market, sparklines } = await startTestMarket(database, { alwaysOpen: true });
    const app = await buildApp({
      deps: { db: database.db, market, sparklines, now: Date.now, marketAlwaysOpen: true },
    });
    for (let warm = 0; warm < 20; warm += 1) await app.inject({ method: 'GET', url: '/v1/api/forex/trade_list' });
    const samples: number[] = [];
    const started = performance.now();
    for (let request = 0; request < REQUESTS; request += 1) {
      const t0 = performance.now();
      await app.inject({ method: 'GET', url: '/v1/api/forex/trade_list' });
      samples.push(performance.now() - t0);
    }
    const seconds = (performance.now() - started) / 1000;
    print('p50 latency', round(quantile(samples, 0.5)), 'ms');
    print('p99 latency', round(quantile(samples, 0.99)), 'ms');
    print('throughput', Math.round(REQUESTS / seconds), 'req/s');
    await app.close();
    await market.stop();
    await database.close();
  },
};
