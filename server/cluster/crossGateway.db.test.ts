import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { ServerMessage } from '../../protocol/ws.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { openSession } from '../accounts/sessions.ts';
import { createRealUser } from '../accounts/users.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { accounts, orders } from '../db/schema.ts';
import { startSoleEngine, startTestGateway, type TestEngine, type TestGateway, until } from '../testing/testCluster.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { openTestNats, type TestNats } from '../testing/testNats.ts';
import { connectTestSocket, type TestSocket } from '../testing/wsClient.ts';

// Wednesday noon in New York: every market open.
const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const EURUSD = 1;
const METRICS_TOKEN = 'cross-gateway-metrics-token';

const isTopic = (topic: string) => (message: ServerMessage) => message.op === 'msg' && message.topic === topic;
const isLoggedOut = (message: ServerMessage) => message.op === 'login' && !message.ok;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Messages after the first `seen` that match. */
const since = (socket: TestSocket, seen: number, match: (message: ServerMessage) => boolean) =>
  socket.received.slice(seen).filter(match);

describe.each(testDatabases())('two gateways and one engine over NATS on $name', (target) => {
  let database: DatabaseHandle;
  let nats: TestNats;
  let engine: TestEngine;
  let gatewayA: TestGateway;
  let gatewayB: TestGateway;
  let now = WEDNESDAY;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await target.open();
    nats = await openTestNats();
    engine = await startSoleEngine(database, nats, () => now);
    const deps = { now: () => now, metricsToken: METRICS_TOKEN };
    gatewayA = await startTestGateway(database, await nats.connect('gateway-a'), 'gateway-a', deps);
    gatewayB = await startTestGateway(database, await nats.connect('gateway-b'), 'gateway-b', deps);
    await until('both gateways to hear the leader', () => !!(gatewayA.leader.leader() && gatewayB.leader.leader()));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await gatewayA?.close();
    await gatewayB?.close();
    await engine?.node.stop();
    await nats?.stop();
    await database?.close();
  });

  async function socketOn(gateway: TestGateway, topics: string[], token?: string): Promise<TestSocket> {
    const socket = await connectTestSocket(gateway.wsUrl);
    sockets.push(socket);
    if (token) {
      socket.send({ op: 'login', token });
      await socket.next((message) => message.op === 'login' && message.ok);
    }
    socket.send({ op: 'sub', topics });
    await pause(50);
    return socket;
  }

  async function person() {
    const email = `cluster-${randomBytes(4).toString('hex')}@example.com`;
    const user = await createRealUser(database.db, {
      login: { channel: 'email', email },
      passwordHash: await hashPassword('first password 1'),
      invitedBy: null,
    });
    if (!user) throw new Error('user not created');
    await database.db.update(accounts).set({ balance: '10000' }).where(eq(accounts.userId, user.id));
    return { email, userId: user.id, session: () => openSession(database.db, user.id, now) };
  }

  function call(gateway: TestGateway, path: string, token: string, form?: Record<string, string>) {
    return gateway.inject({
      method: form ? 'POST' : 'GET',
      url: path,
      headers: {
        lang: 'en',
        authorization: token,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
  }

  function tick(bid: number) {
    now += 1_000;
    engine.source().push({ symbolId: EURUSD, time: now, bid, ask: Number((bid + 0.0002).toFixed(5)) });
  }

  it('delivers the engine’s quotes and live candles to the sockets of both gateways', async () => {
    const onA = await socketOn(gatewayA, ['DAY_MARKET', 'KLINE.EURUSD']);
    const onB = await socketOn(gatewayB, ['DAY_MARKET', 'KLINE.EURUSD']);
    tick(1.2345);
    for (const socket of [onA, onB]) {
      const quotes = await socket.next(
        (message) =>
          isTopic('DAY_MARKET')(message) &&
          JSON.stringify(message).includes('"EURUSD",') &&
          JSON.stringify(message).includes('1.2345'),
      );
      expect(quotes).toBeTruthy();
      const candle = await socket.next(
        (message) => isTopic('KLINE.EURUSD')(message) && JSON.stringify(message).includes('1.2345'),
      );
      expect(candle).toBeTruthy();
    }
    // The gateways' own reads (lists, valuations) see the relayed price too.
    expect(gatewayA.market.quotes.latest(EURUSD)?.bid.toString()).toBe('1.2345');
    expect(gatewayB.market.quotes.latest(EURUSD)?.bid.toString()).toBe('1.2345');
  });

  it('places an order through gateway B and tells the user’s sockets on both gateways (FOREX_TRADE, FOREX_CLOSED)', async () => {
    const alice = await person();
    const token = await alice.session();
    const onA = await socketOn(gatewayA, ['FOREX_TRADE', 'FOREX_CLOSED'], token);
    const onB = await socketOn(gatewayB, ['FOREX_TRADE', 'FOREX_CLOSED'], token);
    tick(1.1);
    await engine.node.engine?.settled();
    // The engine learns who is online from the gateways' presence reports (every second).
    await pause(1_200);

    const placed = await call(
      gatewayB,
      `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${EURUSD}&status=1&multiple=100`,
      token,
    );
    const body = placed.json<Envelope<{ Id: number }>>();
    expect(body.code).toBe(1);
    const orderId = body.data?.Id;
    await onA.next(isTopic('FOREX_TRADE'), 3_000);
    await onB.next(isTopic('FOREX_TRADE'), 3_000);

    const seenA = onA.received.length;
    const closed = await call(gatewayA, `/v1/api/forex/close?id=${orderId}`, token);
    expect(closed.json()).toMatchObject({ code: 1 });
    for (const socket of [onA, onB]) {
      const message = await socket.next(isTopic('FOREX_CLOSED'), 3_000);
      expect(message).toMatchObject({ data: { ids: [orderId] } });
    }
    expect(since(onA, seenA, isTopic('FOREX_CLOSED'))).toHaveLength(1);
    // A second close (the engine's status check) is refused, and nothing closes twice.
    expect((await call(gatewayB, `/v1/api/forex/close?id=${orderId}`, token)).json()).toMatchObject({ code: 1004 });
    const [row] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderId ?? 0));
    expect(row?.status).toBe('closed');
  });

  it('refuses an order the same way as one process does (the engine’s validation travels back)', async () => {
    const bob = await person();
    const token = await bob.session();
    const tooSmall = await call(
      gatewayA,
      `/v1/api/forex/submit?type=1&cont=0.001&forex_id=${EURUSD}&status=1&multiple=100`,
      token,
    );
    expect(tooSmall.json<Envelope<unknown>>().code).not.toBe(1);
    const unknown = await call(
      gatewayA,
      '/v1/api/forex/submit?type=1&cont=0.01&forex_id=9999&status=1&multiple=100',
      token,
    );
    expect(unknown.json()).toMatchObject({ code: 1004 });
  });

  it('downgrades a session’s sockets on every gateway when it logs out through one', async () => {
    const carol = await person();
    const token = await carol.session();
    const onA = await socketOn(gatewayA, ['FOREX_TRADE'], token);
    const onB = await socketOn(gatewayB, ['FOREX_TRADE'], token);
    const submit = `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${EURUSD}&status=1&multiple=100`;
    // an order through B: B now knows the session from memory (its session cache)
    expect((await call(gatewayB, submit, token)).json()).toMatchObject({ code: 1 });
    expect((await call(gatewayA, '/api/user/logout', token, {})).json()).toMatchObject({ code: 1 });
    await onA.next(isLoggedOut, 2_000);
    await onB.next(isLoggedOut, 2_000);
    expect(gatewayB.realtime.hasUser(carol.userId)).toBe(false);
    // B forgot the session when it heard the log-out: the ended token places nothing there, at once
    expect((await call(gatewayB, submit, token)).json()).toMatchObject({ code: 999 });
    // A log-in with the ended session is refused on the other gateway too.
    const seen = onB.received.length;
    onB.send({ op: 'login', token });
    await onB.next((message) => isLoggedOut(message) && onB.received.indexOf(message) >= seen);
  });

  it('counts an account’s failed log-ins across gateways (the counters are in the database)', async () => {
    const account = `limit-${randomBytes(4).toString('hex')}@example.com`;
    const login = (gateway: TestGateway, ip: string) =>
      gateway.inject({
        method: 'POST',
        url: '/api/user/loginForU',
        payload: { account, login_type: 'email', password: 'a wrong guess' },
        remoteAddress: ip,
        headers: { lang: 'en' },
      });
    for (const [gateway, ip, code] of [
      [gatewayA, '10.31.0.1', 1101],
      [gatewayB, '10.31.0.2', 1101],
      // the 3rd failure says the captcha comes next
      [gatewayA, '10.31.0.3', 1110],
    ] as const) {
      expect((await login(gateway, ip)).json()).toMatchObject({ code });
    }
    // 3 failures on the account, wherever they were made: the next attempt needs a captcha.
    expect((await login(gatewayB, '10.31.0.4')).json()).toMatchObject({ code: 1102 });
  });

  it('is ready with the bus and a leader, and counts its sockets in /metrics', async () => {
    const ready = await gatewayA.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, checks: { database: true, nats: true, engineLeader: true } });
    expect((await gatewayB.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const metrics = await gatewayB.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const sockets = /pipwave_ws_sockets\{role="gateway"\} (\d+)/.exec(metrics.body);
    expect(Number(sockets?.[1])).toBe(gatewayB.realtime.connectionCount);
    // the quotes of the tests above went out in batches, each timed from the window to its last socket
    expect(metrics.body).toMatch(/pipwave_ws_batch_write_seconds_count\{role="gateway"\} [1-9]/);
    expect(metrics.body).toMatch(
      /pipwave_order_command_seconds_count\{role="gateway",command="submit",outcome="ok"\} [1-9]/,
    );
  });
});
