import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { EngineNode } from '../server/cluster/engineNode.ts';
import { SoleLeadership } from '../server/cluster/leadership.ts';
import { NatsEventBus } from '../server/cluster/natsBus.ts';
import { startNatsServer } from '../server/cluster/natsServer.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedReferenceData } from '../server/db/seed/seed.ts';
import type { ManualSource } from '../server/market/manualSource.ts';
import { startTestMarket } from '../server/testing/testApp.ts';
import { measureFailover } from './clusterFailover.ts';
import { metric, peakRss, waitFor } from './clusterProcesses.ts';
import { addBenchSymbols, pushSpikingTicks, SYMBOLS, startClients, TICKS_PER_SECOND_PER_SYMBOL } from './fanoutLoad.ts';
import { freshPostgres, type RunningServer, startServer, tempDataDir } from './orderLoadServer.ts';
import type { Bench } from './run.ts';
import { round } from './stats.ts';

const SECONDS = 10;
/** CLUSTER_BENCH_CLIENTS=2000,10000: sockets spread over the two gateways, one round each. */
const CLIENT_COUNTS = (process.env.CLUSTER_BENCH_CLIENTS ?? '2000,10000').split(',').map(Number);
const ADMIN_URL =
  process.env.ORDER_LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Print = (figure: string, value: number, unit: string) => void;

/**
 * Fan-out through two gateway processes: the engine runs in this process on a hand-driven feed (so the tick
 * rate is exact), relays over NATS; the clients run in a third process. CPU and RSS are each process's own.
 */
async function measureFanout(print: Print, source: ManualSource, ids: readonly number[], gateways: RunningServer[]) {
  for (const clients of CLIENT_COUNTS) {
    const load = startClients(
      gateways.map((gateway) => `${gateway.baseUrl.replace('http', 'ws')}/v1/ws`),
      clients,
    );
    await load.ready();
    let stopTicks = pushSpikingTicks(source, ids);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await load.reset();
    stopTicks();
    const droppedBefore = await Promise.all(
      gateways.map((gateway) => metric(gateway, 'pipwave_ws_frames_dropped_total')),
    );
    const cpuBefore = gateways.map((gateway) => gateway.cpuMs());
    const engineCpuBefore = process.cpuUsage();
    const rss = peakRss(gateways.map((gateway) => gateway.pid));
    const started = performance.now();
    stopTicks = pushSpikingTicks(source, ids);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1_000));
    stopTicks();
    const seconds = (performance.now() - started) / 1000;
    const peaks = rss.stop();
    const engineCpu = process.cpuUsage(engineCpuBefore);
    const report = await load.report();
    const droppedAfter = await Promise.all(
      gateways.map((gateway) => metric(gateway, 'pipwave_ws_frames_dropped_total')),
    );

    const label = `${clients} clients over 2 gateways`;
    print(`${label} machine load (1 min average, ${cpus().length} cores)`, round(loadavg()[0] ?? 0), 'runnable');
    print(`${label} delivered frames`, Math.round(report.frames / seconds), 'frames/s');
    print(`${label} window-to-client p50`, report.windowP50, 'ms');
    print(`${label} window-to-client p99`, report.windowP99, 'ms');
    print(`${label} tick-to-client p50`, report.p50, 'ms');
    print(`${label} tick-to-client p99`, report.p99, 'ms');
    gateways.forEach((gateway, index) => {
      const cpu = (gateway.cpuMs() - (cpuBefore[index] ?? 0)) / 10 / seconds;
      print(`${label} gateway ${index + 1} cpu`, round(cpu, 1), '% of a core');
      print(`${label} gateway ${index + 1} rss`, peaks[index] ?? 0, 'MB');
    });
    print(
      `${label} engine cpu (this process, with the tick generator)`,
      round(((engineCpu.user + engineCpu.system) / 1e6 / seconds) * 100, 1),
      '% of a core',
    );
    const dropped = droppedAfter.reduce((sum, value, index) => sum + value - (droppedBefore[index] ?? 0), 0);
    print(`${label} dropped frames`, dropped, 'frames');
  }
}

/** Two gateways, engines and NATS on a fresh PostgreSQL database: fan-out, then a failover under load. */
export const clusterBench: Bench = {
  name: 'cluster',
  description: `${CLIENT_COUNTS.join('/')} sockets over two gateways, ${SYMBOLS} symbols × ${TICKS_PER_SECOND_PER_SYMBOL} ticks/s; then kill -9 of the engine leader during an order storm`,
  async run(print) {
    const postgres = await freshPostgres(ADMIN_URL);
    const url = postgres.env.DATABASE_URL ?? '';
    const database = await openDatabase({ kind: 'postgres', url });
    const nats = await startNatsServer(mkdtempSync(path.join(tmpdir(), 'pipwave-bench-nats-')));
    const bus = await NatsEventBus.connect({ url: nats.url, name: 'bench-engine' });
    const dataDir = tempDataDir();
    const running: RunningServer[] = [];
    try {
      await database.migrate();
      await seedReferenceData(database.db);
      const ids = await addBenchSymbols(database.db);
      let source: ManualSource | undefined;
      const engine = new EngineNode({
        engineId: 'bench',
        db: database.db,
        bus,
        leadership: new SoleLeadership(),
        startMarket: async () => {
          const started = await startTestMarket(database, { alwaysOpen: true, historyDays: 0, dailyDays: 0 });
          source = started.source;
          return started.market;
        },
        now: Date.now,
        marketAlwaysOpen: true,
        log: (message, error) => error && console.error(message, error),
      });
      engine.start();
      await engine.elected();
      const cluster = { NATS_URL: nats.url, DATABASE_URL: url };
      const gateways = await Promise.all(
        [1, 2].map(() => startServer(postgres, dataDir, { env: { ...cluster, ROLE: 'gateway' } })),
      );
      running.push(...gateways);
      if (!source) throw new Error('the bench engine has no feed');
      await measureFanout(print, source, ids, gateways);
      await engine.stop();

      // Real engine processes on the simulated feed for the failover.
      const engineEnv = { env: { ...cluster, ROLE: 'engine', FEED: 'sim' }, readyPath: '/healthz' };
      const first = await startServer(postgres, dataDir, engineEnv);
      running.push(first);
      await waitFor(
        'the first engine to lead',
        async () => (await metric(first, 'pipwave_engine_leader')) === 1,
        60_000,
      );
      const second = await startServer(postgres, dataDir, engineEnv);
      running.push(second);
      await waitFor(
        'the gateways to be ready',
        async () =>
          (
            await Promise.all(gateways.map((gateway) => fetch(`${gateway.baseUrl}/readyz`).then((reply) => reply.ok)))
          ).every(Boolean),
        30_000,
      );
      await measureFailover(print, database.db, [first, second], gateways);
    } finally {
      for (const server of running) await server.stop().catch(() => {});
      await bus.close();
      nats.process.kill();
      await database.close();
      await postgres.drop();
    }
  },
};
