import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { connectTestSocket } from '../testing/wsClient.ts';
import { type GatewayMarket, RealtimeGateway, type SocketSession } from './gateway.ts';

/** A market that never ticks: these tests are about log-ins. */
const QUIET_MARKET: GatewayMarket = {
  onTicks: () => () => undefined,
  quotes: { snapshot: () => undefined },
  recorder: { liveMinute: () => undefined },
};

/** The gateway behind a real `ws` server, with each log-in's lookup answered when the test says. */
async function gatewayWithHeldLookups() {
  const lookups: { token: string; answer(session: SocketSession | null): void }[] = [];
  const gateway = new RealtimeGateway(QUIET_MARKET, {
    codes: new Map(),
    now: () => Date.now(),
    authenticate: (token) => new Promise((answer) => lookups.push({ token, answer })),
  });
  gateway.start();
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => gateway.accept(socket));
  await new Promise((listening) => server.once('listening', listening));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    gateway,
    url,
    lookups,
    stop() {
      gateway.stop();
      server.close();
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2_000) throw new Error('condition not met in 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('realtime gateway log-in', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('forgets a socket that closed while its log-in was being looked up: the user is not left online', async () => {
    const running = await gatewayWithHeldLookups();
    stop = running.stop;
    const client = await connectTestSocket(running.url);
    client.send({ op: 'login', token: 'token-of-user-42' });
    await until(() => running.lookups.length === 1);
    client.socket.terminate();
    await until(() => running.gateway.connectionCount === 0);

    running.lookups[0]?.answer({ userId: 42, sessionId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(running.gateway.hasUser(42)).toBe(false);
    expect(running.gateway.onlineUserIds()).toEqual([]);
  });

  it('logs in a socket still open when its lookup answers', async () => {
    const running = await gatewayWithHeldLookups();
    stop = running.stop;
    const client = await connectTestSocket(running.url);
    client.send({ op: 'login', token: 'token-of-user-42' });
    await until(() => running.lookups.length === 1);

    running.lookups[0]?.answer({ userId: 42, sessionId: 7 });

    await client.next((message) => message.op === 'login');
    expect(running.gateway.onlineUserIds()).toEqual([42]);
    client.close();
    await until(() => running.gateway.connectionCount === 0);
    expect(running.gateway.hasUser(42)).toBe(false);
  });
});
