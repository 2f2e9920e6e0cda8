import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { reachable, startNatsServer } from '../server/cluster/natsServer.ts';
import { ensureClientBuilt, ROOT } from './clientBuild.ts';

// `npm run cluster`: NATS, an engine leader and its standby, two gateways, all on the PostgreSQL of
// DATABASE_URL, behind one round-robin port (PORT, 8080). Ctrl-C stops them all. docs/scale-out.md.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run cluster needs DATABASE_URL (a PostgreSQL database every process shares)');
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
// `/metrics` answers only with this bearer token: the operator's METRICS_TOKEN, else one made for this run.
const metricsToken = process.env.METRICS_TOKEN || randomBytes(16).toString('hex');
const children: { name: string; child: ChildProcess }[] = [];
let stopping = false;

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) child.kill('SIGTERM');
  const exited = children.map(({ child }) =>
    child.exitCode === null && child.signalCode === null
      ? new Promise((resolve) => child.once('exit', resolve))
      : Promise.resolve(),
  );
  void Promise.all(exited).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** The child's lines with its name in front, so the five logs can be told apart. */
function prefixed(name: string, child: ChildProcess): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
}

function startProcess(name: string, role: 'engine' | 'gateway', ownPort: number, natsUrl: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ROLE: role,
      PORT: String(ownPort),
      HOST: '127.0.0.1',
      NATS_URL: natsUrl,
      DATABASE_URL: databaseUrl,
      METRICS_TOKEN: metricsToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(name, child);
  children.push({ name, child });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.log(`[${name}] exited (${signal ?? code}); an engine standby takes over, a gateway is not restarted`);
  });
  return child;
}

async function healthy(ownPort: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(`http://127.0.0.1:${ownPort}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing answered on port ${ownPort} within ${timeoutMs / 1000} s`);
}

ensureClientBuilt();
let natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
if (!(await reachable(natsUrl))) {
  const storeDir = path.join(ROOT, '.cache', 'nats');
  mkdirSync(storeDir, { recursive: true });
  const nats = await startNatsServer(storeDir);
  natsUrl = nats.url;
  children.push({ name: 'nats', child: nats.process });
  console.log(`[nats] nats-server with JetStream on ${natsUrl}`);
}

const [engineOne, engineTwo, gatewayOne, gatewayTwo] = [1, 2, 3, 4].map((offset) => port + offset);
// The first engine migrates and seeds the database before anyone else opens it.
startProcess('engine-1', 'engine', engineOne ?? 0, natsUrl);
await healthy(engineOne ?? 0, 600_000);
startProcess('engine-2', 'engine', engineTwo ?? 0, natsUrl);
const gateways = [gatewayOne ?? 0, gatewayTwo ?? 0];
for (const [index, gatewayPort] of gateways.entries()) {
  startProcess(`gateway-${index + 1}`, 'gateway', gatewayPort, natsUrl);
}
await Promise.all(gateways.map((gatewayPort) => healthy(gatewayPort, 120_000)));

// One port for the app: each connection (HTTP keep-alive or WebSocket) goes to the next gateway in turn.
let next = 0;
const proxy = createServer((client) => {
  const target = gateways[next++ % gateways.length] ?? 0;
  const upstream = connect(target, '127.0.0.1');
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
});
proxy.listen(port, host, () => {
  console.log(
    `Pipwave cluster on http://${host}:${port}: gateways on ${gateways.join(' and ')}, engines on ${engineOne} (/metrics, /readyz) and ${engineTwo}`,
  );
  console.log(
    `/metrics of any process: curl -H 'authorization: Bearer ${metricsToken}' http://127.0.0.1:${engineOne}/metrics`,
  );
});
