import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuUsed, sampleCpu } from './orderLoadCpu.ts';
import { type PacedRun, parsePacedRuns, parseUserCounts } from './orderLoadEnv.ts';
import { printClosed, printPaced } from './orderLoadFigures.ts';
import { runPacedLoad } from './orderLoadPaced.ts';
import { freshPglite, freshPostgres, type LoadDatabase, startServer, tempDataDir } from './orderLoadServer.ts';
import { closeUsers, createUsers, runLoad } from './orderLoadUsers.ts';
import type { Bench } from './run.ts';

/*
 * Environment (an unset or empty value takes the default; `none` skips those runs):
 * - ORDER_LOAD_TARGETS: `postgres,pglite` (default), or one of them (profiling).
 * - ORDER_LOAD_SECONDS: length of each measured run, 20 by default.
 * - ORDER_LOAD_DATABASE_URL: the PostgreSQL server the throw-away database is created on (TEST_DATABASE_URL's
 *   server by default, else postgres://postgres@127.0.0.1:5432/postgres).
 * - ORDER_LOAD_POSTGRES_USERS / ORDER_LOAD_PGLITE_USERS: closed-loop runs, user counts (`10,50,200` / `50`).
 * - ORDER_LOAD_POSTGRES_PACED / ORDER_LOAD_PGLITE_PACED: paced runs as users@operations a second per user
 *   (`10@30,200@5.5` / `50@6`).
 * - ORDER_LOAD_NODE_ARGS: node flags for the server process (orderLoadServer.ts), e.g. `--cpu-prof`.
 *
 * Closed loop: every user opens then closes a 0.01-lot market order back to back, no pause: the accepted rate
 * is the saturation throughput, and by Little's law the mean latency is users ÷ throughput whatever the
 * server does. Paced (open loop, as wrk2): every user has an operation due every 1/rate s (the users
 * staggered), latency counted from the due time, so a server that falls behind shows it in p99. The default
 * rates: 200 users × 5.5/s = 1,100 ops/s offered (issue 19's 1,000 ops/s at 200 users, with a margin);
 * 10 users × 30/s = 300 ops/s, a third of the closed loop's 10-user throughput, one operation due every 33 ms
 * per user, longer than the 20 ms p99 goal, so a user is normally idle when its next one is due; PGlite
 * 50 users × 6/s = 300 ops/s, the PGlite goal. Each paced run warms up on its own schedule for
 * PACED_WARM_UP_SECONDS before its measured SECONDS.
 */
const SECONDS = Number(process.env.ORDER_LOAD_SECONDS || 20);
const WARM_UP_SECONDS = 3;
/**
 * A paced run first runs its own schedule this long unmeasured: the measurement starts from the steady state
 * of that load, not from the aftermath of the closed-loop runs before it (a saturating load whose leftover
 * work held the first seconds of the next run back).
 */
const PACED_WARM_UP_SECONDS = 5;
/** how long past a paced run's window the bench waits for a server that fell behind */
const DRAIN_SECONDS = 10;
const env = process.env;
const POSTGRES_USERS = parseUserCounts(env.ORDER_LOAD_POSTGRES_USERS, [10, 50, 200], 'ORDER_LOAD_POSTGRES_USERS');
const PGLITE_USERS = parseUserCounts(env.ORDER_LOAD_PGLITE_USERS, [50], 'ORDER_LOAD_PGLITE_USERS');
const POSTGRES_PACED = parsePacedRuns(
  env.ORDER_LOAD_POSTGRES_PACED,
  [
    { users: 10, ratePerUser: 30 },
    { users: 200, ratePerUser: 5.5 },
  ],
  'ORDER_LOAD_POSTGRES_PACED',
);
const PGLITE_PACED = parsePacedRuns(
  env.ORDER_LOAD_PGLITE_PACED,
  [{ users: 50, ratePerUser: 6 }],
  'ORDER_LOAD_PGLITE_PACED',
);
const TARGETS = (env.ORDER_LOAD_TARGETS || 'postgres,pglite').split(',');
const ADMIN_URL = env.ORDER_LOAD_DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

type Print = (figure: string, value: number, unit: string) => void;

async function measure(
  print: Print,
  database: LoadDatabase,
  dataDir: string,
  userCounts: readonly number[],
  pacedRuns: readonly PacedRun[],
) {
  const mostUsers = Math.max(0, ...userCounts, ...pacedRuns.map((run) => run.users));
  if (mostUsers === 0) return;
  const server = await startServer(database, dataDir);
  try {
    const users = await createUsers(server.baseUrl, mostUsers, randomBytes(4).toString('hex'));
    await runLoad(users, performance.now() + WARM_UP_SECONDS * 1000);
    for (const count of userCounts) {
      const cpuBefore = await sampleCpu(server, database);
      const started = performance.now();
      const report = await runLoad(users.slice(0, count), started + SECONDS * 1000);
      const seconds = (performance.now() - started) / 1000;
      const cpu = cpuUsed(cpuBefore, await sampleCpu(server, database));
      printClosed(print, `${database.name} ${count} users`, report, seconds, cpu);
    }
    for (const run of pacedRuns) {
      const schedule = { ...run, startMs: performance.now() + 50 };
      const measureFromMs = schedule.startMs + PACED_WARM_UP_SECONDS * 1000;
      const endMs = measureFromMs + SECONDS * 1000;
      const window = { measureFromMs, endMs, stopMs: endMs + DRAIN_SECONDS * 1000 };
      const cpuBefore = sleep(measureFromMs - performance.now()).then(() => sampleCpu(server, database));
      const tally = await runPacedLoad(users.slice(0, run.users), schedule, window);
      const label = `${database.name} paced ${run.users} users at ${run.ratePerUser}/s`;
      const cpu = cpuUsed(await cpuBefore, await sampleCpu(server, database));
      printPaced(print, label, { schedule, window, tally, cpu });
    }
    await closeUsers(users);
  } finally {
    await server.stop();
  }
}

const describeRuns = (counts: readonly number[], paced: readonly PacedRun[]) =>
  `${counts.join('/') || 'no'} users back to back, paced ${paced.map((run) => `${run.users}@${run.ratePerUser}/s`).join(', ') || 'none'}`;

/**
 * The server as its own process (`server/main.ts` with DATABASE_URL, as `npm start` runs it), N demo users
 * over HTTP, each from its own loopback address, opening and closing 0.01-lot market orders: back to back
 * (closed loop), then on a schedule (paced).
 */
export const orderLoadBench: Bench = {
  name: 'order-load',
  description: `PostgreSQL: ${describeRuns(POSTGRES_USERS, POSTGRES_PACED)}; PGlite: ${describeRuns(PGLITE_USERS, PGLITE_PACED)}; ${SECONDS} s each`,
  async run(print) {
    if (TARGETS.includes('postgres')) {
      const postgresDir = tempDataDir();
      const postgres = await freshPostgres(ADMIN_URL);
      try {
        await measure(print, postgres, postgresDir, POSTGRES_USERS, POSTGRES_PACED);
      } finally {
        await postgres.drop();
        await freshPglite(postgresDir).drop();
      }
    }
    if (!TARGETS.includes('pglite')) return;
    const pgliteDir = tempDataDir();
    const pglite = freshPglite(pgliteDir);
    try {
      await measure(print, pglite, pgliteDir, PGLITE_USERS, PGLITE_PACED);
    } finally {
      await pglite.drop();
    }
  },
};
