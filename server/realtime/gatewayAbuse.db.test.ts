import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { SOCKETS_PER_ADDRESS } from '../limits/rules.ts';
import { startTestMarket } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { connectTestSocket, type TestSocket } from '../testing/wsClient.ts';
import { listenForSockets, until } from './testGateway.ts';

/** pino's level numbers: 40 warn, 50 error. */
const WARN = 40;

describe.each(testDatabases())('the realtime gateway against an abusive client on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let url = '';
  const logged: { level: number; msg?: string }[] = [];

  beforeAll(async () => {
    database = await target.open();
    const { market, sparklines } = await startTestMarket(database);
    const logStream = new Writable({
      write(line, _encoding, done) {
        logged.push(JSON.parse(String(line)));
        done();
      },
    });
    app = await buildApp({
      deps: { db: database.db, market, sparklines, now: Date.now, marketAlwaysOpen: false },
      logger: { level: 'info', stream: logStream },
      // the tests name the client's address in X-Forwarded-For
      trustProxy: ['loopback'],
    });
    app.addHook('onClose', () => market.stop());
    url = await listenForSockets(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Every socket a test opened, closed after it. */
  const opened: TestSocket[] = [];
  async function open(address?: string): Promise<TestSocket> {
    const socket = await connectTestSocket(url, address === undefined ? {} : { 'X-Forwarded-For': address });
    opened.push(socket);
    return socket;
  }

  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.close();
    await until(() => app.realtime.connectionCount === 0);
    // nothing an abusive client does is a server error
    expect(logged.filter((line) => line.level >= WARN)).toEqual([]);
  });

  it('closes a socket that breaks the WebSocket protocol with its code, logging no warning or error', async () => {
    const oversized = await open();
    oversized.socket.send(Buffer.alloc(100 * 1024, 1));
    expect((await oversized.closed).code).toBe(1009);
    const brokenText = await open();
    brokenText.socket.send(Buffer.from([0x66, 0xff, 0xfe]), { binary: false });
    expect((await brokenText.closed).code).toBe(1007);

    await until(() => app.realtime.connectionCount === 0);
    expect(logged.filter((line) => line.level >= WARN)).toEqual([]);
  });

  it(`accepts ${SOCKETS_PER_ADDRESS} sockets from one address, refuses the next with 429 until one closes`, async () => {
    const client = [];
    for (let index = 0; index < SOCKETS_PER_ADDRESS; index += 1) client.push(await open('203.0.113.7'));
    await expect(open('203.0.113.7')).rejects.toThrow('HTTP 429');
    // the same client by its IPv4-mapped form is the same client
    await expect(open('::ffff:203.0.113.7')).rejects.toThrow('HTTP 429');
    // and so is every address of one IPv6 /64
    for (let index = 0; index < SOCKETS_PER_ADDRESS; index += 1) await open(`2001:db8:1:2::${index.toString(16)}`);
    await expect(open('2001:db8:1:2:ffff::1')).rejects.toThrow('HTTP 429');

    const neighbour = await open('203.0.113.8');
    neighbour.send({ op: 'ping', t: 1 });
    await neighbour.next((message) => message.op === 'pong');

    client[0]?.close();
    await until(() => app.realtime.connectionCount === 2 * SOCKETS_PER_ADDRESS);
    const again = await open('203.0.113.7');
    again.send({ op: 'ping', t: 2 });
    await again.next((message) => message.op === 'pong');
  });

  it('does not count the server’s own host (benchmarks, the local cluster’s proxy) against the cap', async () => {
    for (let index = 0; index <= SOCKETS_PER_ADDRESS; index += 1) await open();
    expect(app.realtime.connectionCount).toBe(SOCKETS_PER_ADDRESS + 1);
  });
});
