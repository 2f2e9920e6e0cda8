import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../protocol/ws.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { openSession } from '../accounts/sessions.ts';
import { createRealUser } from '../accounts/users.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { accounts } from '../db/schema.ts';
import { MemoryNotifier } from '../notify/notifier.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { connectTestSocket, type TestSocket } from '../testing/wsClient.ts';
import { listenForSockets } from './testGateway.ts';

// Wednesday noon in New York: every market open.
const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const EURUSD = 1;

const isTrade = (message: ServerMessage) => message.op === 'msg' && message.topic === 'FOREX_TRADE';
const isQuotes = (message: ServerMessage) => message.op === 'msg' && message.topic === 'DAY_MARKET';
const isLoggedOut = (message: ServerMessage) => message.op === 'login' && !message.ok;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('a socket ends with its session on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let url = '';
  let now = WEDNESDAY;
  let serial = 0;
  const notifier = new MemoryNotifier();

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => now, notifier });
    url = await listenForSockets(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function person() {
    serial += 1;
    const email = `socket${serial}-${target.name}@example.com`;
    const user = await createRealUser(database.db, {
      login: { channel: 'email', email },
      passwordHash: await hashPassword('first password 1'),
      invitedBy: null,
    });
    if (!user) throw new Error('user not created');
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    if (!account) throw new Error('no account');
    // Real accounts start empty: fund it so orders can be placed.
    await database.db.update(accounts).set({ balance: '10000' }).where(eq(accounts.id, account.id));
    return { email, userId: user.id, session: () => openSession(database.db, user.id, now) };
  }

  async function loggedInSocket(token: string): Promise<TestSocket> {
    const socket = await connectTestSocket(url);
    socket.send({ op: 'login', token });
    await socket.next((message) => message.op === 'login' && message.ok);
    socket.send({ op: 'sub', topics: ['FOREX_TRADE', 'DAY_MARKET'] });
    await pause(50);
    return socket;
  }

  function call(method: 'GET' | 'POST', path: string, token: string, form?: Record<string, string>) {
    return app.inject({
      method,
      url: path,
      headers: {
        lang: 'en',
        authorization: token,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
  }

  async function placeOrder(token: string) {
    now += 1_000;
    app.source.push({ symbolId: EURUSD, time: now, bid: 1.1, ask: 1.1002 });
    await app.trading.settled();
    const reply = await call(
      'GET',
      `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${EURUSD}&status=1&multiple=100`,
      token,
    );
    expect(reply.json()).toMatchObject({ code: 1 });
  }

  const tradesAfter = (socket: TestSocket, index: number) => socket.received.slice(index).filter(isTrade);

  it('stops FOREX_TRADE on the logged-out session’s socket within a second, keeps the other session’s', async () => {
    const alice = await person();
    const phone = await alice.session();
    const laptop = await alice.session();
    const phoneSocket = await loggedInSocket(phone);
    const laptopSocket = await loggedInSocket(laptop);
    await placeOrder(laptop);
    await phoneSocket.next(isTrade);

    const started = Date.now();
    expect((await call('POST', '/api/user/logout', phone)).json()).toMatchObject({ code: 1 });
    await phoneSocket.next(isLoggedOut, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);

    const phoneSeen = phoneSocket.received.length;
    const laptopSeen = laptopSocket.received.length;
    await placeOrder(laptop);
    await laptopSocket.next((message) => isTrade(message) && laptopSocket.received.indexOf(message) >= laptopSeen);
    await pause(300);
    expect(tradesAfter(phoneSocket, phoneSeen)).toEqual([]);
    // Downgraded, not cut: public quotes still arrive on the logged-out socket.
    now += 1_000;
    app.source.push({ symbolId: EURUSD, time: now, bid: 1.1001, ask: 1.1003 });
    await phoneSocket.next((message) => isQuotes(message) && phoneSocket.received.indexOf(message) >= phoneSeen);
    expect(phoneSocket.socket.readyState).toBe(phoneSocket.socket.OPEN);
    phoneSocket.close();
    laptopSocket.close();
  });

  it('stops every socket of the user after a password change, and a re-sent login with the old token fails', async () => {
    const bob = await person();
    const token = await bob.session();
    const sockets = [await loggedInSocket(token), await loggedInSocket(await bob.session())];
    now += 61_000;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/notify/send_email',
      payload: { to: bob.email, type: 2 },
      remoteAddress: '10.9.9.9',
    });
    expect(sent.json()).toMatchObject({ code: 1 });
    const code = notifier.lastCode(bob.email);
    if (!code) throw new Error('no code sent');
    const changed = await call('POST', '/api/user/amend_password', token, {
      new_password: 'second password 2',
      secondary_password: 'second password 2',
      auth_code: code,
    });
    expect(changed.json()).toMatchObject({ code: 1 });
    for (const socket of sockets) await socket.next(isLoggedOut, 1_000);

    const seen = sockets.map((socket) => socket.received.length);
    app.realtime.publishToUser(bob.userId, 'FOREX_TRADE', { balance: 'secret' });
    await pause(300);
    expect(sockets.flatMap((socket, index) => tradesAfter(socket, seen[index] ?? 0))).toEqual([]);
    expect(app.realtime.hasUser(bob.userId)).toBe(false);

    const [first] = sockets;
    first?.send({ op: 'login', token });
    await first?.next((message) => isLoggedOut(message) && first.received.indexOf(message) >= (seen[0] ?? 0));
    for (const socket of sockets) socket.close();
  });
});
