import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

function spawnServer(port: number, dataDir: string, env: Record<string, string>): ServerProcess {
  let log = '';
  // node itself with tsx's loader (not the tsx CLI, which runs a second process): a SIGKILL kills the server
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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

/**
 * The real server (`server/main.ts`) on a free port with a fresh data directory, serving dist/.
 * `startTimeoutMs`: how long its first start (writing the market history) may take.
 */
export async function startRealServer(
  env: Record<string, string> = {},
  startTimeoutMs = 60_000,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pipwave-e2e-'));
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
