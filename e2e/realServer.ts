import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  output(): string;
  /** Kills the server (SIGKILL) and starts it again on the same port and data directory. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now (on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/company/getCompanyStatus`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start in time');
}

interface ServerProcess {
  child: ChildProcess;
  output(): string;
}

/** How node runs the server: its source under tsx's loader until `runBuiltServer` names a build of it. */
let serverArgs = ['--import', 'tsx', 'server/main.ts'];

/**
 * Later servers run `entry`, the one-file build of server/main.ts made for this run (e2e/serverBuild.ts):
 * the same code, loaded without tsx's loader.
 */
export function runBuiltServer(entry: string): void {
  serverArgs = [entry];
}

function spawnServer(port: number, dataDir: string, env: Record<string, string>): ServerProcess {
  let log = '';
  // node itself (not the tsx CLI, which runs a second process): a SIGKILL kills the server
  const child = spawn(process.execPath, serverArgs, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(ROOT, 'dist'),
      DATABASE_URL: '',
      MARKET_ALWAYS_OPEN: '1',
      LOG_LEVEL: 'warn',
      HISTORY_DAYS: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  return { child, output: () => log };
}

async function exited(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await done;
}

let dataDirTemplate: string | undefined;

/**
 * Later data directories start as copies of `template` (see `makeDataDirTemplate`): a server starting on
 * one skips PGlite's initdb, the migrations and writing the market history, and only fills in the minutes
 * since the template was made.
 */
export function startDataDirsFrom(template: string): void {
  dataDirTemplate = template;
}

/** A new data directory (removed by whoever asked for it): a copy of the run's template when there is one. */
export function newDataDir(prefix = 'pipwave-e2e-'): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  if (dataDirTemplate) cpSync(dataDirTemplate, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A data directory as the real server leaves it after its first start and a clean stop: migrated,
 * seeded, with its market history. Made once per run; the journeys' servers start from copies of it.
 */
export async function makeDataDirTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pipwave-e2e-template-'));
  const port = await freePort();
  const server = spawnServer(port, dataDir, {});
  try {
    await waitUntilServing(`http://127.0.0.1:${port}`, server.child, Date.now() + 180_000);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${server.output()}`);
  }
  await exited(server.child, 'SIGTERM');
  if (server.child.exitCode !== 0) throw new Error(`the template server stopped badly:\n${server.output()}`);
  return dataDir;
}

/**
 * The real server (`server/main.ts`) on a free port with a new data directory (`newDataDir`), serving
 * dist/. `startTimeoutMs`: how long its start may take (a first start writes the market history).
 */
export async function startRealServer(
  env: Record<string, string> = {},
  startTimeoutMs = 60_000,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? newDataDir();
  const url = `http://127.0.0.1:${port}`;
  let current = spawnServer(port, dataDir, env);
  let earlier = '';
  const started = async () => {
    try {
      await waitUntilServing(url, current.child, Date.now() + startTimeoutMs);
    } catch (error) {
      current.child.kill('SIGKILL');
      throw new Error(`${String(error)}\n${current.output()}`);
    }
  };
  await started();
  return {
    url,
    dataDir,
    output: () => earlier + current.output(),
    async restart() {
      // a crash, not a clean shutdown: sockets are cut without a close frame
      await exited(current.child, 'SIGKILL');
      earlier += current.output();
      current = spawnServer(port, dataDir, env);
      await started();
    },
    async stop() {
      await exited(current.child, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
