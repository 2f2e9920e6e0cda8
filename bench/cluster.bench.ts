import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { CLIENT_COUNTS, measureFanout } from './clusterFanout.ts';
import { metric, waitFor } from './clusterProcesses.ts';
import { addBenchSymbols, SYMBOLS, TICKS_PER_SECOND_PER_SYMBOL } from './fanoutLoad.ts';
import { freshPostgres, type RunningServer, startServer, tempDataDir } from './orderLoadServer.ts';
import type { Bench } from './run.ts';

const ADMIN_URL =
  process.env.ORDER_LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** CLUSTER_BENCH_FAILOVER=0 measures the fan-out only. */
const FAILOVER = process.env.CLUSTER_BENCH_FAILOVER !== '0';

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
      await measureFanout(print, { source, ids, gateways, natsPid: nats.process.pid });
      await engine.stop();
      if (!FAILOVER) return;

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
