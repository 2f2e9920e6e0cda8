import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer, Socket } from 'node:net';

/** Whether something accepts TCP connections at the host and port of `url` (a NATS server, usually). */
export function reachable(url: string): Promise<boolean> {
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `nats-server` (the Debian package) with JetStream on a free loopback port, for tests and
 * `npm run cluster`; throws, saying how to get it, when it is not installed.
 */
export async function startNatsServer(storeDir: string): Promise<{ url: string; process: ChildProcess }> {
  if (spawnSync('nats-server', ['--version']).error) {
    throw new Error('NATS is needed: run nats-server on 127.0.0.1:4222, or install it (apt-get install nats-server)');
  }
  const port = await freePort();
  const child = spawn('nats-server', ['-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  const url = `nats://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await reachable(url)) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`nats-server did not start on ${url}`);
}
