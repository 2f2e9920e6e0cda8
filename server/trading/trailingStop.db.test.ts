import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../protocol/schemas/trading.ts';
import { TOPIC_FOREX_STOPS } from '../../protocol/ws.ts';
import { ledgerEntries, orders } from '../db/schema.ts';
import { readTape } from '../market/tape.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { EURUSD, useTradingTestApp } from './testing/tradingTestApp.ts';

const TAPE = path.resolve(import.meta.dirname, '../../bench/data/eurusd-ticks-2019-02-04.csv.gz');
/** EURUSD's stops level (points): the shortest trailing distance it accepts */
const STOPS_LEVEL = 40;

describe.each(testDatabases())('trailing stops on $name', (target) => {
  const server = useTradingTestApp(target, 'trailing');
  const { quote, demoUser } = server;
  const call = <T>(url: string, token: string) => server.call<T>(url, { token });
  const buy = (lots: string) => `/v1/api/forex/submit?type=1&cont=${lots}&forex_id=${EURUSD}&status=1&multiple=100`;
  const sell = (lots: string) => `/v1/api/forex/submit?type=2&cont=${lots}&forex_id=${EURUSD}&status=1&multiple=100`;
  const trail = (id: number, points: string, stopLoss = '0') =>
    `/v1/api/forex/set_stop_price?id=${id}&stop_loss_price=${stopLoss}&target_profit_price=0&trailing_points=${points}`;

  async function stored(id: number) {
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`no order ${id}`);
    return row;
  }

  async function pnlRows(accountId: number) {
    return server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'trade_pnl')));
  }

  it('moves a buy stop-loss up behind the bid, never back, and closes the position once at it', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const order = (await call<Order>(buy('0.1'), user.token)).data;
    const set = await call<Order>(trail(order.Id, '50'), user.token);
    expect(set.data).toMatchObject({ TrailingPoints: 50, TargetLossPrice: '0' });

    await quote(1.101);
    expect((await stored(order.Id)).stopLoss).toBe('1.10050');
    await quote(1.1006);
    expect((await stored(order.Id)).stopLoss).toBe('1.10050');
    await quote(1.1031);
    expect((await stored(order.Id)).stopLoss).toBe('1.10260');
    const holding = await call<{ data: Order[] }>('/v1/api/forex/my_deal?status=1', user.token);
    expect(holding.data.data[0]).toMatchObject({ TargetLossPrice: '1.10260', TrailingPoints: 50 });

    await quote(1.1026);
    await quote(1.1019);
    expect(await stored(order.Id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss', closePrice: '1.10260' });
    expect(await pnlRows(user.accountId)).toHaveLength(1);
  });

  it('tells the owner, and only the owner, where each move put the stop (FOREX_STOPS)', async () => {
    const owner = await demoUser();
    const other = await demoUser();
    const pushes: { userId: number; data: unknown }[] = [];
    const realtime = server.app.realtime;
    const publish = realtime.publishToUser.bind(realtime);
    realtime.publishToUser = (userId, topic, data) => {
      if (topic === TOPIC_FOREX_STOPS) pushes.push({ userId, data });
      publish(userId, topic, data);
    };
    try {
      await quote(1.1, 1.1002);
      const order = (await call<Order>(buy('0.1'), owner.token)).data;
      await call<Order>(trail(order.Id, '50'), owner.token);
      await quote(1.101);
      await quote(1.1006);
      await quote(1.1031);
      expect(pushes).toEqual([
        { userId: owner.userId, data: { orders: [{ id: order.Id, stopLoss: '1.10050' }] } },
        { userId: owner.userId, data: { orders: [{ id: order.Id, stopLoss: '1.10260' }] } },
      ]);
      expect(pushes.some((push) => push.userId === other.userId)).toBe(false);
    } finally {
      realtime.publishToUser = publish;
    }
  });

  it('moves a sell stop-loss down above the ask', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const order = (await call<Order>(sell('0.1'), user.token)).data;
    expect((await call<Order>(trail(order.Id, '100'), user.token)).code).toBe(1);
    await quote(1.0995, 1.0997);
    expect((await stored(order.Id)).stopLoss).toBe('1.10070');
    await quote(1.1, 1.1002);
    expect((await stored(order.Id)).stopLoss).toBe('1.10070');
  });

  it('keeps trailing from where it was after a restart', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const order = (await call<Order>(buy('0.1'), user.token)).data;
    expect((await call<Order>(trail(order.Id, '50'), user.token)).code).toBe(1);
    await quote(1.102);
    expect((await stored(order.Id)).stopLoss).toBe('1.10150');

    // a new engine on the same database: it knows the stop and the distance from the rows alone
    const restarted = await buildTestApp(server.database, { now: () => server.clock.now });
    try {
      const push = async (bid: number) => {
        server.clock.now += 1_000;
        restarted.source.push({ symbolId: EURUSD, time: server.clock.now, bid, ask: bid + 0.0002 });
        await restarted.trading.settled();
      };
      await push(1.1017);
      expect((await stored(order.Id)).stopLoss).toBe('1.10150');
      await push(1.103);
      expect((await stored(order.Id)).stopLoss).toBe('1.10250');
      await push(1.1025);
      expect(await stored(order.Id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss' });
    } finally {
      await restarted.close();
    }
  });

  it('keeps the trailed stop when a stops edit from an older screen sends a worse one', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const order = (await call<Order>(buy('0.1'), user.token)).data;
    await call<Order>(trail(order.Id, '50'), user.token);
    await quote(1.102);
    const stale = `/v1/api/forex/set_stop_price?id=${order.Id}&stop_loss_price=1.09&target_profit_price=1.11`;
    expect((await call<Order>(stale, user.token)).data).toMatchObject({
      TargetLossPrice: '1.10150',
      TargetProfitPrice: '1.11000',
      TrailingPoints: 50,
    });
    // turning the trail off in the same edit lets the user loosen the stop
    expect((await call<Order>(trail(order.Id, '0', '1.09'), user.token)).data).toMatchObject({
      TargetLossPrice: '1.09000',
      TrailingPoints: 0,
    });
  });

  it('turns off with 0, and leaves the stop where the trail had put it', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const order = (await call<Order>(buy('0.1'), user.token)).data;
    await call<Order>(trail(order.Id, '50'), user.token);
    await quote(1.102);
    const off = await call<Order>(trail(order.Id, '0', '1.10150'), user.token);
    expect(off.data).toMatchObject({ TrailingPoints: 0, TargetLossPrice: '1.10150' });
    await quote(1.104);
    expect(await stored(order.Id)).toMatchObject({ stopLoss: '1.10150', trailingPoints: null });
  });

  it.each([
    ['10', 1202, `at least ${STOPS_LEVEL} points`],
    ['-1', 1001, 'trailing_points'],
    ['1.5', 1001, 'trailing_points'],
    ['abc', 1001, 'trailing_points'],
    ['1000001', 1001, 'trailing_points'],
  ])('refuses a trailing distance of %s points and changes nothing', async (points, code, message) => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const order = (await call<Order>(buy('0.1'), user.token)).data;
    const before = await stored(order.Id);
    const refused = await call<null>(trail(order.Id, points), user.token);
    expect(refused.code).toBe(code);
    expect(refused.msg).toContain(message);
    expect(await stored(order.Id)).toEqual(before);
  });

  it('fires exactly once on the recorded EURUSD tape, where an independent replay of the rule says', async () => {
    const tape = (await readTape(TAPE)).slice(0, 2_000);
    const [first, ...rest] = tape;
    if (!first) throw new Error('empty tape');
    // the rule, computed here in points from the tape: the stop follows the bid up and fires when the bid reaches it
    let stop: number | null = null;
    const firing = rest.findIndex((tick) => {
      const bid = Math.round(tick.bid * 1e5);
      if (stop !== null && bid <= stop) return true;
      stop = Math.max(stop ?? 0, bid - STOPS_LEVEL);
      return false;
    });
    const fired = rest[firing];
    if (!fired || stop === null) throw new Error('the trail never fires on this stretch of tape');

    const user = await demoUser();
    await quote(first.bid, first.ask);
    const order = (await call<Order>(buy('0.1'), user.token)).data;
    expect((await call<Order>(trail(order.Id, String(STOPS_LEVEL)), user.token)).code).toBe(1);
    for (const tick of rest.slice(0, firing + 20)) {
      server.app.source.push({ symbolId: EURUSD, time: tick.time, bid: tick.bid, ask: tick.ask });
      await server.app.trading.settled();
    }
    expect(await stored(order.Id)).toMatchObject({
      status: 'closed',
      closeReason: 'stop_loss',
      closePrice: fired.bid.toFixed(5),
      stopLoss: (stop / 1e5).toFixed(5),
    });
    expect(await pnlRows(user.accountId)).toHaveLength(1);
  });
});
