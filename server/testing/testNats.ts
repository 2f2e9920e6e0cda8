import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, Socket } from 'node:net';
import { NatsEventBus } from '../cluster/natsBus.ts';

/** The NATS the cluster tests use, and how to let go of it. */
export interface TestNats {
  url: string;
  /** A bus of its own (one per simulated process) on subjects no other test file shares. */
  connect(name: string): Promise<NatsEventBus>;
  stop(): Promise<void>;
}

const DEFAULT_URL = 'nats://127.0.0.1:4222';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const answer = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000);
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
    socket.connect(Number(port || 4222), hostname);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `nats-server` (the Debian package) on a free port; throws, saying how to fix it, when it is missing. */
async function startNatsServer(): Promise<{ url: string; process: ChildProcess }> {
  if (spawnSync('nats-server', ['--version']).error) {
    throw new Error(
      'the cluster tests need NATS: set TEST_NATS_URL, run nats-server on 127.0.0.1:4222, or install it (apt-get install nats-server)',
    );
  }
  const port = await freePort();
  const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const url = `nats://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await reachable(url)) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`nats-server did not start on ${url}`);
}

/**
 * NATS for a test file: TEST_NATS_URL when set (it must answer), else the server on 127.0.0.1:4222 when one
 * runs (CI starts it), else a `nats-server` started for this file. Never a silent skip.
 */
export async function openTestNats(): Promise<TestNats> {
  const given = process.env.TEST_NATS_URL;
  let url = given ?? DEFAULT_URL;
  let child: ChildProcess | undefined;
  if (!(await reachable(url))) {
    if (given) throw new Error(`TEST_NATS_URL ${given} does not answer`);
    const started = await startNatsServer();
    url = started.url;
    child = started.process;
  }
  const prefix = `test_${randomBytes(6).toString('hex')}`;
  const buses: NatsEventBus[] = [];
  return {
    url,
    async connect(name) {
      const bus = await NatsEventBus.connect({ url, prefix, name });
      buses.push(bus);
      return bus;
    },
    async stop() {
      await Promise.all(buses.map((bus) => bus.close().catch(() => {})));
      child?.kill();
    },
  };
}
