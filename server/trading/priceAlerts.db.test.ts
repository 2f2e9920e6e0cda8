import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertList, PriceAlert } from '../../protocol/schemas/alerts.ts';
import { TOPIC_PRICE_ALERT } from '../../protocol/ws.ts';
import { priceAlerts } from '../db/schema.ts';
import { readTape } from '../market/tape.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { MAX_ACTIVE_ALERTS } from './alertRules.ts';
import { failingDatabase } from './testing/failingDatabase.ts';
import { EURUSD, useTradingTestApp } from './testing/tradingTestApp.ts';

const TAPE = path.resolve(import.meta.dirname, '../../bench/data/eurusd-ticks-2019-02-04.csv.gz');

type App = Awaited<ReturnType<typeof buildTestApp>>;

/** What the app's engine pushes as PRICE_ALERT, from now on (every user: the test filters). */
function alertPushes(app: App): { userId: number; data: unknown }[] {
  const pushes: { userId: number; data: unknown }[] = [];
  const realtime = app.realtime;
  const publish = realtime.publishToUser.bind(realtime);
  realtime.publishToUser = (userId, topic, data) => {
    if (topic === TOPIC_PRICE_ALERT) pushes.push({ userId, data });
    publish(userId, topic, data);
  };
  return pushes;
}

describe.each(testDatabases())('price alerts on $name', (target) => {
  const server = useTradingTestApp(target, 'alerts');
  afterEach(() => vi.restoreAllMocks());
  const { quote, demoUser } = server;
  const call = <T>(url: string, token: string, lang?: string) =>
    server.call<T>(url, { token, ...(lang ? { lang } : {}) });
  const add = (price: string, direction = 'above', watch = 'bid', symbolId = EURUSD) =>
    `/v1/api/forex/alert/add?forex_id=${symbolId}&watch=${watch}&direction=${direction}&price=${price}`;
  const list = (token: string) => call<AlertList>('/v1/api/forex/alert/list', token);
  const cancel = (id: number) => `/v1/api/forex/alert/cancel?id=${id}`;

  async function stored(id: number) {
    const [row] = await server.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
    if (!row) throw new Error(`no alert ${id}`);
    return row;
  }

  it('adds, lists and cancels an alert; another user neither sees nor cancels it', async () => {
    const ann = await demoUser();
    const bob = await demoUser();
    await quote(1.1, 1.1002);
    const added = await call<PriceAlert>(add('1.17'), ann.token);
    expect(added.code).toBe(1);
    expect(added.data).toMatchObject({
      symbolId: EURUSD,
      code: 'EURUSD',
      watch: 'bid',
      direction: 'above',
      level: '1.17000',
      status: 'active',
      firedAt: null,
      firedPrice: null,
    });
    const below = (await call<PriceAlert>(add('1.05', 'below', 'ask'), ann.token)).data;
    expect((await list(ann.token)).data.active.map((alert) => alert.id)).toEqual([below.id, added.data.id]);
    expect((await list(bob.token)).data).toEqual({ active: [], fired: [] });

    const stranger = await call<null>(cancel(added.data.id), bob.token);
    expect(stranger).toMatchObject({ code: 1004, msg: 'No such active price alert' });
    expect((await stored(added.data.id)).status).toBe('active');

    const cancelled = await call<PriceAlert>(cancel(added.data.id), ann.token);
    expect(cancelled.data).toMatchObject({ id: added.data.id, status: 'cancelled' });
    expect((await call<null>(cancel(added.data.id), ann.token)).code).toBe(1004);
    expect((await list(ann.token)).data.active.map((alert) => alert.id)).toEqual([below.id]);
    // a cancelled alert no longer fires
    await quote(1.18, 1.1802);
    expect((await stored(added.data.id)).status).toBe('cancelled');
  });

  it.each([
    ['1e2', 1001, 'price'],
    ['-1', 1001, 'price'],
    ['abc', 1001, 'price'],
    ['1.', 1001, 'price'],
    ['1.170001', 1001, 'price allows at most 5 decimal places'],
    ['0', 1001, 'price must be greater than 0'],
  ])('refuses the level %s and adds nothing', async (price, code, message) => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const refused = await call<null>(add(price), user.token);
    expect(refused.code).toBe(code);
    expect(refused.msg).toContain(message);
    expect((await list(user.token)).data.active).toEqual([]);
  });

  it('refuses an unknown symbol, a bad watch or direction, and an alert the price already satisfies', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    expect(await call<null>(add('1.2', 'above', 'bid', 9999), user.token)).toMatchObject({
      code: 1004,
      msg: 'No symbol with id 9999',
    });
    expect((await call<null>(add('1.2', 'above', 'mid'), user.token)).code).toBe(1001);
    expect((await call<null>(add('1.2', 'sideways'), user.token)).code).toBe(1001);
    expect(await call<null>(add('1.1'), user.token)).toMatchObject({
      code: 1202,
      msg: 'The price is already at or above 1.10000 (now 1.10000), so this alert would fire at once: choose a level above the current price',
    });
    // the ask is 1.10020: an alert on it below 1.1002 is already satisfied, on the bid it is not
    expect((await call<null>(add('1.1002', 'below', 'ask'), user.token)).code).toBe(1202);
    expect((await call<PriceAlert>(add('1.09999', 'below', 'bid'), user.token)).code).toBe(1);
    const german = await call<null>(add('1.09', 'above'), user.token, 'de');
    // the prices in German marks, like every number in a message (docs/numbers.md)
    expect(german.msg).toContain('1,09000 (jetzt 1,10000)');
    expect(german.msg).toContain('Der Kurs liegt bereits bei oder über');
    expect((await list(user.token)).data.active).toHaveLength(1);
  });

  it(`keeps at most ${MAX_ACTIVE_ALERTS} active alerts per user`, async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const levels = Array.from({ length: MAX_ACTIVE_ALERTS }, (_, i) => (2 + i / 100).toFixed(2));
    const added = await Promise.all(levels.map((level) => call<PriceAlert>(add(level), user.token)));
    expect(added.every((reply) => reply.code === 1)).toBe(true);
    const over = await call<null>(add('3'), user.token);
    expect(over).toMatchObject({
      code: 1202,
      msg: `You already have ${MAX_ACTIVE_ALERTS} active price alerts: cancel one to add another`,
    });
    const first = added[0]?.data;
    if (!first) throw new Error('no alert');
    expect((await call<PriceAlert>(cancel(first.id), user.token)).code).toBe(1);
    expect((await call<PriceAlert>(add('3'), user.token)).code).toBe(1);
    expect((await list(user.token)).data.active).toHaveLength(MAX_ACTIVE_ALERTS);
  });

  it('fires once when a tick crosses it, at that tick’s price, with one push to its user', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const pushes = alertPushes(server.app);
    const alert = (await call<PriceAlert>(add('1.101'), user.token)).data;
    await quote(1.1009);
    expect((await stored(alert.id)).status).toBe('active');
    await quote(1.10123);
    const firedAt = server.clock.now;
    await quote(1.1015);
    await quote(1.1005);
    await quote(1.102);

    expect(await stored(alert.id)).toMatchObject({ status: 'fired', firedPrice: '1.10123', firedAt });
    expect(pushes.filter((push) => push.userId === user.userId)).toEqual([
      {
        userId: user.userId,
        data: {
          id: alert.id,
          symbolId: EURUSD,
          code: 'EURUSD',
          watch: 'bid',
          direction: 'above',
          level: '1.10100',
          price: '1.10123',
          firedAt,
        },
      },
    ]);
    const listed = (await list(user.token)).data;
    expect(listed.active).toEqual([]);
    expect(listed.fired).toMatchObject([{ id: alert.id, status: 'fired', firedPrice: '1.10123', firedAt }]);
    expect((await call<null>(cancel(alert.id), user.token)).code).toBe(1004);
  });

  it('fires once, at the next sweep, an alert a tick crossed while the database was away', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const pushes = alertPushes(server.app);
    const alert = (await call<PriceAlert>(add('1.101'), user.token)).data;
    const database = failingDatabase(server.database.db).away();
    await quote(1.10123); // crosses it: marking it fired fails
    database.back();
    expect((await stored(alert.id)).status).toBe('active');
    await quote(1.1005); // back under its level: no tick crosses it again
    await server.app.trading.sweep();
    await server.app.trading.sweep();
    expect(await stored(alert.id)).toMatchObject({ status: 'fired', firedPrice: '1.10123' });
    expect(pushes.filter((push) => push.userId === user.userId)).toHaveLength(1);
  });

  it('survives a restart: a new engine on the same database fires it once, even with the old one running', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const alert = (await call<PriceAlert>(add('1.0950', 'below', 'ask'), user.token)).data;
    const before = alertPushes(server.app);

    const restarted = await buildTestApp(server.database, { now: () => server.clock.now });
    try {
      const after = alertPushes(restarted);
      const push = async (app: App, bid: number) => {
        server.clock.now += 1_000;
        app.source.push({ symbolId: EURUSD, time: server.clock.now, bid, ask: Number((bid + 0.0002).toFixed(5)) });
        await app.trading.settled();
      };
      await push(restarted, 1.0952);
      expect((await stored(alert.id)).status).toBe('active');
      // both engines see the crossing tick: the guarded UPDATE lets one of them tell the user
      await Promise.all([push(restarted, 1.0947), push(server.app, 1.0947)]);
      await push(restarted, 1.094);
      const told = [...before, ...after].filter((entry) => entry.userId === user.userId);
      expect(told).toHaveLength(1);
      expect(told[0]?.data).toMatchObject({ id: alert.id, price: '1.09490', direction: 'below', watch: 'ask' });
      expect(await stored(alert.id)).toMatchObject({ status: 'fired', firedPrice: '1.09490' });
    } finally {
      await restarted.close();
    }
  });

  it('fires once on the recorded EURUSD tape, at the first tick an independent scan says crosses', async () => {
    const tape = (await readTape(TAPE)).slice(0, 3_000);
    const [first, ...rest] = tape;
    if (!first) throw new Error('empty tape');
    // the rule, computed here in points from the tape: the first bid at or above the level
    const levelPoints = Math.round(first.bid * 1e5) + 30;
    const firing = rest.findIndex((tick) => Math.round(tick.bid * 1e5) >= levelPoints);
    const crossing = rest[firing];
    if (!crossing) throw new Error('the bid never reaches the level on this stretch of tape');

    const user = await demoUser();
    await quote(first.bid, first.ask);
    const pushes = alertPushes(server.app);
    const alert = (await call<PriceAlert>(add((levelPoints / 1e5).toFixed(5)), user.token)).data;
    expect(alert.status).toBe('active');
    for (const tick of rest.slice(0, firing + 50)) {
      server.app.source.push({ symbolId: EURUSD, time: tick.time, bid: tick.bid, ask: tick.ask });
      await server.app.trading.settled();
    }
    const told = pushes.filter((push) => push.userId === user.userId);
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toMatchObject({ id: alert.id, price: crossing.bid.toFixed(5) });
    expect(await stored(alert.id)).toMatchObject({ status: 'fired', firedPrice: crossing.bid.toFixed(5) });
  });
});
