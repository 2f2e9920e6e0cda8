import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedReferenceData } from '../server/db/seed/seed.ts';
import { realtimeOf } from '../server/realtime/plugin.ts';
import { startTestMarket } from '../server/testing/testApp.ts';
import { startClients } from './fanoutClientPool.ts';
import { addBenchSymbols, pushSpikingTicks, SYMBOLS, TICKS_PER_SECOND_PER_SYMBOL } from './fanoutLoad.ts';
import type { Bench } from './run.ts';
import { round } from './stats.ts';

const SECONDS = 10;
const CLIENT_COUNTS = [100, 1_000, 2_000];

/** The realtime gateway fanning 50 spiking symbols out to many loopback clients (in a second process). */
export const fanoutBench: Bench = {
  name: 'fanout',
  description: `DAY_MARKET to ${CLIENT_COUNTS.join('/')} clients, ${SYMBOLS} symbols × ${TICKS_PER_SECOND_PER_SYMBOL} ticks/s for ${SECONDS} s`,
  async run(print) {
    for (const clients of CLIENT_COUNTS) {
      const database = await openDatabase({ kind: 'pglite-memory' });
      await database.migrate();
      await seedReferenceData(database.db);
      const ids = await addBenchSymbols(database.db);
      const { market, sparklines, source } = await startTestMarket(database, {
        alwaysOpen: true,
        historyDays: 0,
        dailyDays: 0,
      });
      const app = await buildApp({
        deps: { db: database.db, market, sparklines, now: Date.now, marketAlwaysOpen: true },
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;

      const load = startClients([`ws://127.0.0.1:${port}/v1/ws`], clients);
      await load.ready();
      // Warm up for a second, then measure.
      let stopTicks = pushSpikingTicks(source, ids);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await load.reset();
      stopTicks();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      let peakRss = 0;
      stopTicks = pushSpikingTicks(source, ids);
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 200);
      await new Promise((resolve) => setTimeout(resolve, SECONDS * 1_000));
      stopTicks();
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const report = await load.report();

      const label = `${clients} clients`;
      print(`${label} delivered frames`, Math.round(report.frames / seconds), 'frames/s');
      print(`${label} delivered bytes`, round(report.bytes / seconds / 1e6, 2), 'MB/s');
      print(`${label} tick-to-client p50`, report.tick.quantile(0.5), 'ms');
      print(`${label} tick-to-client p99`, report.tick.quantile(0.99), 'ms');
      print(`${label} server cpu`, round(((cpu.user + cpu.system) / 1e6 / seconds) * 100, 1), '% of a core');
      print(`${label} server rss`, round(peakRss / 1024 / 1024, 0), 'MB');
      print(`${label} dropped frames`, realtimeOf(app).droppedFrames, 'frames');
      await app.close();
      await market.stop();
      await database.close();
    }
  },
};
