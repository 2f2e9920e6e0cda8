import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { freshPglite, freshPostgres, type LoadDatabase, startServer, tempDataDir } from './orderLoadServer.ts';
import { closeUsers, createUsers, runLoad } from './orderLoadUsers.ts';
import type { Bench } from './run.ts';
import { quantile, round } from './stats.ts';

const SECONDS = Number(process.env.ORDER_LOAD_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const POSTGRES_USERS = [10, 50, 200];
const PGLITE_USERS = [50];
/** The PostgreSQL server to create the throw-away database on (TEST_DATABASE_URL's server by default). */
/** ORDER_LOAD_TARGETS=postgres or =pglite runs one side only (profiling). */
const TARGETS = (process.env.ORDER_LOAD_TARGETS ?? 'postgres,pglite').split(',');
const ADMIN_URL =
  process.env.ORDER_LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(
  print: (figure: string, value: number, unit: string) => void,
  database: LoadDatabase,
  dataDir: string,
  userCounts: readonly number[],
) {
  const server = await startServer(database, dataDir);
  try {
    const runId = randomBytes(4).toString('hex');
    const users = await createUsers(server.baseUrl, Math.max(...userCounts), runId);
    await runLoad(server.baseUrl, users, performance.now() + WARM_UP_SECONDS * 1000);
    for (const count of userCounts) {
      const cpuBefore = server.cpuMs();
      const started = performance.now();
      const report = await runLoad(server.baseUrl, users.slice(0, count), started + SECONDS * 1000);
      const seconds = (performance.now() - started) / 1000;
      const label = `${database.name} ${count} users`;
      // The machine may be shared: its load says how far the figures can be trusted.
      print(`${label} machine load (1 min average, ${cpus().length} cores)`, round(loadavg()[0] ?? 0), 'runnable');
      print(`${label} accepted`, Math.round(report.accepted / seconds), 'ops/s');
      print(`${label} p50`, round(quantile(report.latencies, 0.5)), 'ms');
      print(`${label} p99`, round(quantile(report.latencies, 0.99)), 'ms');
      print(`${label} server cpu per op`, round((server.cpuMs() - cpuBefore) / Math.max(1, report.accepted), 3), 'ms');
      if (report.refused + report.failed > 0)
        print(`${label} refused or failed`, report.refused + report.failed, 'ops');
    }
    closeUsers(users);
  } finally {
    await server.stop();
  }
}

/**
 * The server as its own process (`server/main.ts` with DATABASE_URL, as `npm start` runs it), N demo users
 * over HTTP, each from its own loopback address, opening and closing 0.01-lot market orders back to back.
 */
export const orderLoadBench: Bench = {
  name: 'order-load',
  description: `${POSTGRES_USERS.join('/')} users on PostgreSQL and ${PGLITE_USERS.join('/')} on PGlite, open+close market orders for ${SECONDS} s each`,
  async run(print) {
    if (TARGETS.includes('postgres')) {
      const postgresDir = tempDataDir();
      const postgres = await freshPostgres(ADMIN_URL);
      try {
        await measure(print, postgres, postgresDir, POSTGRES_USERS);
      } finally {
        await postgres.drop();
        await freshPglite(postgresDir).drop();
      }
    }
    if (!TARGETS.includes('pglite')) return;
    const pgliteDir = tempDataDir();
    const pglite = freshPglite(pgliteDir);
    try {
      await measure(print, pglite, pgliteDir, PGLITE_USERS);
    } finally {
      await pglite.drop();
    }
  },
};
