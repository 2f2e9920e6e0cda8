import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../e2e/realServer.ts';
import { createScratchDatabase } from '../server/testing/testDatabases.ts';

const ROOT = path.join(import.meta.dirname, '..');

/** A database the server under load runs on: a fresh PostgreSQL database, or an embedded one in a temp dir. */
export interface LoadDatabase {
  name: 'postgres' | 'pglite';
  env: Record<string, string>;
  /** the database server's processes working for this database (PostgreSQL's backends; none for PGlite) */
  backendPids(): Promise<number[]>;
  drop(): Promise<void>;
}

export async function freshPostgres(adminUrl: string): Promise<LoadDatabase> {
  const scratch = await createScratchDatabase(adminUrl, 'pipwave_bench');
  const databaseName = new URL(scratch.url).pathname.slice(1);
  return {
    name: 'postgres',
    env: { DATABASE_URL: scratch.url },
    async backendPids() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const result = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
          databaseName,
        ]);
        return result.rows.map((row) => row.pid);
      } finally {
        await admin.end();
      }
    },
    drop: scratch.drop,
  };
}

export function freshPglite(dataDir: string): LoadDatabase {
  return {
    name: 'pglite',
    env: {},
    backendPids: async () => [],
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'pipwave-order-load-'));
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** the METRICS_TOKEN the server was started with: `/metrics` answers only with it */
  metricsToken: string;
  /** CPU time the server process has used so far (user + system), in ms; a figure a busy machine bends less. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** utime and stime (CPU in the process's own code, and in the kernel on its behalf) from /proc (Linux), in ms. */
export function processCpuTimes(pid: number): { userMs: number; systemMs: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { userMs: Number(fields[11]) * 10, systemMs: Number(fields[12]) * 10 };
}

/** utime + stime of a process, in ms. */
export function processCpuMs(pid: number): number {
  const { userMs, systemMs } = processCpuTimes(pid);
  return userMs + systemMs;
}

/**
 * `server/main.ts` in its own process, as `npm start` runs it (without the client build): the bench's load
 * generator then shares nothing with it but the machine. ORDER_LOAD_NODE_ARGS adds node flags to it
 * (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startServer(
  database: LoadDatabase,
  dataDir: string,
  /** more environment (ROLE, NATS_URL, FEED for the cluster bench) and the path that answers once it serves */
  options: { env?: Record<string, string>; readyPath?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const nodeArgs = (process.env.ORDER_LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const metricsToken = randomBytes(16).toString('hex');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...database.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client'),
      HISTORY_DAYS: '0',
      MARKET_ALWAYS_OPEN: '1',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: metricsToken,
      ...options.env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it served`);
    try {
      const reply = await fetch(`${baseUrl}${options.readyPath ?? '/v1/api/forex/trade_list'}`);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start within 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid ?? 0;
  return {
    baseUrl,
    pid,
    metricsToken,
    cpuMs: () => processCpuMs(pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
