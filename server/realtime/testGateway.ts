import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { WS_PATH } from '../../protocol/ws.ts';
import { type GatewayMarket, RealtimeGateway, type SocketSession } from './gateway.ts';

/** A market that never ticks: for tests about what clients send. */
const QUIET_MARKET: GatewayMarket = {
  onTicks: () => () => undefined,
  quotes: { snapshot: () => undefined },
  recorder: { liveMinute: () => undefined },
};

export interface HeldLookup {
  token: string;
  answer(session: SocketSession | null): void;
}

/**
 * The gateway behind a plain `ws` server (no HTTP app), each log-in's lookup held until the test answers it;
 * `now` is the gateway's clock (the real one by default).
 */
export async function gatewayWithHeldLookups(now: () => number = () => Date.now()) {
  const lookups: HeldLookup[] = [];
  const gateway = new RealtimeGateway(QUIET_MARKET, {
    codes: new Map(),
    now,
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

/** Waits (up to 2 s) until `condition` holds. */
export async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2_000) throw new Error('condition not met in 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Starts `app` on a free loopback port and returns the URL of its `/v1/ws`. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${WS_PATH}`;
}
