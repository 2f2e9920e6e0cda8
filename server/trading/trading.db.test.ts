import path from 'node:path';
import { asc, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { AccountRisk, MyDeal, Order } from '../../protocol/schemas/trading.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { accounts, ledgerEntries, orders } from '../db/schema.ts';
import { readTape } from '../market/tape.ts';
import { Big } from '../money/decimal.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const EURUSD = 1;
const BTCUSD_CODE = 'BTCUSD';
// Wednesday noon in New York: every market open.
const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const SATURDAY = Date.parse('2026-11-21T17:00:00Z');
const TAPE = path.resolve(import.meta.dirname, '../../bench/data/eurusd-ticks-2019-02-04.csv.gz');

describe.each(testDatabases())('trading engine on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let now = WEDNESDAY;
  let device = 0;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => now });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function call<T>(url: string, token?: string): Promise<Envelope<T>> {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { lang: 'en', ...(token ? { authorization: token } : {}) },
    });
    return response.json<Envelope<T>>();
  }

  async function demoUser(): Promise<{ token: string; accountId: number; userId: number }> {
    device += 1;
    const reply = await call<{ token: string }>(
      `/api/user/createAccountDemoForU?demo_id=trading-device-${target.name}-${device}`,
    );
    const token = reply.data.token;
    const info = await call<{ id: number }>('/api/user/info', token);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, info.data.id));
    if (!account) throw new Error('no account');
    return { token, accountId: account.id, userId: info.data.id };
  }

  /** Sets EURUSD's quote by pushing one tick (and lets the engine run what it triggered). */
  async function quote(bid: number, ask = Number((bid + 0.0001).toFixed(5)), symbolId = EURUSD) {
    now += 1_000;
    app.source.push({ symbolId, time: now, bid, ask });
    await app.trading.settled();
  }

  async function ledgerMatches(accountId: number) {
    const [account] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
    const [total] = await database.db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return { balance: new Big(account?.balance ?? 'NaN'), ledger: new Big(total?.total ?? 0) };
  }

  const buy = (lots: string, extra = '') =>
    `/v1/api/forex/submit?type=1&cont=${lots}&forex_id=${EURUSD}&status=1&multiple=100${extra}`;

  it('opens a market buy at the ask, charges the fee on the ledger and values it at the bid', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const submitted = await call<Order>(buy('0.1'), user.token);
    expect(submitted.code).toBe(1);
    expect(submitted.data).toMatchObject({ OrderType: 1, Status: 1, Quantity: '0.1', OriginPrice: '1.10020' });
    // a market order opens as it is placed
    expect(submitted.data.OpenedAt).toBe(submitted.data.CreatedAt);
    // margin = 0.1 × 100,000 × 1.1002 ÷ 100; fee = margin × 0.0005 (trade_fee_type 2)
    expect(submitted.data.CautionMoney).toBe('110.020000');
    expect(submitted.data.TradeFee).toBe('0.055010');
    const { balance, ledger } = await ledgerMatches(user.accountId);
    expect(balance.toFixed()).toBe('9999.94499');
    expect(ledger.eq(balance)).toBe(true);

    await quote(1.1012, 1.1014);
    const holding = await call<MyDeal>('/v1/api/forex/my_deal?status=1&page=1', user.token);
    expect(holding.data.total).toBe(1);
    // (1.1012 − 1.1002) × 0.1 × 100,000 = 10.00 USD
    expect(holding.data.data[0]?.FactProfits).toBe('10.00');
    expect(holding.data.all_fact_profits).toBe('10.00');
  });

  it('says how each pending order waits: a buy limit below the ask, a buy stop above it, a sell the reverse', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const place = (type: 1 | 2, price: string) =>
      call<Order>(
        `/v1/api/forex/submit?type=${type}&cont=0.1&forex_id=${EURUSD}&status=0&target_price=${price}&multiple=100`,
        user.token,
      );
    expect((await place(1, '1.0950')).data.Entry).toBe('limit');
    expect((await place(1, '1.1050')).data.Entry).toBe('stop');
    expect((await place(2, '1.1050')).data.Entry).toBe('limit');
    expect((await place(2, '1.0950')).data.Entry).toBe('stop');
    const pending = await call<MyDeal>('/v1/api/forex/my_deal?status=0', user.token);
    const entries = pending.data.data.map((order) => `${order.OrderType}:${order.Entry}:${order.OriginPrice}`);
    expect(entries.sort()).toEqual(['1:limit:1.09500', '1:stop:1.10500', '2:limit:1.10500', '2:stop:1.09500']);
    expect((await call<Order>(buy('0.1'), user.token)).data.Entry).toBe('market');
  });

  it('refuses bad orders with a clear message and changes nothing', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const before = await ledgerMatches(user.accountId);
    const refusals: [string, number, RegExp][] = [
      // lots beyond the lot step's 2 decimals: refused, never rounded
      [buy('0.015'), 1001, /cont allows at most 2 decimal places/],
      [`/v1/api/forex/submit?type=1&cont=0.1&forex_id=${EURUSD}&status=1&multiple=3`, 1202, /Multiplier 3/],
      [buy('0.1', '&stop_loss_price=1.2'), 1202, /stop-loss/],
      [buy('0.1', '&target_profit_price=1.05'), 1202, /take-profit/],
      // more decimals than the symbol's 5 is refused (it used to be rounded to the opening price)
      [buy('0.1', '&stop_loss_price=1.100199'), 1001, /at most 5 decimal places/],
      [buy('0.1', '&stop_loss_price=1.10020'), 1202, /stop-loss/],
      [`/v1/api/forex/submit?type=2&cont=0.1&forex_id=${EURUSD}&status=0&multiple=100`, 1202, /price/],
      [buy('50'), 1203, /free margin/],
    ];
    for (const [url, code, message] of refusals) {
      const reply = await call<null>(url, user.token);
      expect(reply.code, url).toBe(code);
      expect(reply.msg).toMatch(message);
    }
    now = SATURDAY;
    const closed = await call<null>(buy('0.1'), user.token);
    expect(closed.code).toBe(1201);
    now = WEDNESDAY + 3_600_000;
    const after = await ledgerMatches(user.accountId);
    expect(after.balance.eq(before.balance)).toBe(true);
    const rows = await database.db.select().from(orders).where(eq(orders.accountId, user.accountId));
    expect(rows).toHaveLength(0);
    expect((await call<null>(buy('0.1'))).code).toBe(999);
  });

  it('closes at the first tick that crosses the take-profit, once, and pushes the id', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const order = (await call<Order>(buy('0.2', '&target_profit_price=1.103&stop_loss_price=1.09'), user.token)).data;
    await quote(1.1025);
    await quote(1.1031); // crosses 1.103: closes here, at 1.1031
    await quote(1.1035);
    await quote(1.085); // would cross the stop-loss, but the position is closed
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.Id));
    expect(row).toMatchObject({ status: 'closed', closeReason: 'take_profit', closePrice: '1.10310' });
    // (1.1031 − 1.1002) × 0.2 × 100,000 = 58 USD
    expect(row?.profit).toBe('58');
    const pnlRows = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, user.accountId));
    expect(pnlRows.filter((entry) => entry.kind === 'trade_pnl').map((entry) => entry.amount)).toEqual(['58']);
    const { balance, ledger } = await ledgerMatches(user.accountId);
    expect(ledger.eq(balance)).toBe(true);
    const history = await call<MyDeal>('/v1/api/forex/my_deal?status=3', user.token);
    expect(history.data.data[0]).toMatchObject({ Id: order.Id, FactProfits: '58.00', Price: '1.10310' });
  });

  it('lists the history by close time, the latest close first, whichever order was opened first', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const first = (await call<Order>(buy('0.1'), user.token)).data;
    const second = (await call<Order>(buy('0.1'), user.token)).data;
    await quote(1.1005);
    expect((await call<Order>(`/v1/api/forex/close?id=${second.Id}`, user.token)).code).toBe(1);
    await quote(1.101);
    expect((await call<Order>(`/v1/api/forex/close?id=${first.Id}`, user.token)).code).toBe(1);
    const history = await call<MyDeal>('/v1/api/forex/my_deal?status=3', user.token);
    expect(history.data.data.map((order) => order.Id)).toEqual([first.Id, second.Id]);
  });

  it('fills a buy limit when the ask reaches it and keeps its stops from then on', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const pending = await call<Order>(
      `/v1/api/forex/submit?type=1&cont=0.1&forex_id=${EURUSD}&status=0&target_price=1.0990&stop_loss_price=1.0950&multiple=100`,
      user.token,
    );
    expect(pending.data).toMatchObject({ Status: 0, OriginPrice: '1.09900', OpenedAt: null });
    const placedAt = now;
    await quote(1.0991, 1.0993); // ask above 1.099: still waiting
    const [waiting] = await database.db.select().from(orders).where(eq(orders.id, pending.data.Id));
    expect(waiting?.status).toBe('pending');
    await quote(1.0987, 1.0989); // ask 1.0989 ≤ 1.099: fills at 1.0989
    const [filled] = await database.db.select().from(orders).where(eq(orders.id, pending.data.Id));
    expect(filled).toMatchObject({ status: 'open', openPrice: '1.09890', entry: 'limit' });
    // the position says when it was placed and when it filled, the tick's time
    const holding = await call<MyDeal>('/v1/api/forex/my_deal?status=1', user.token);
    expect(holding.data.data[0]).toMatchObject({ Id: pending.data.Id, CreatedAt: placedAt, OpenedAt: now });
    expect(now).toBeGreaterThan(placedAt);
    await quote(1.0949);
    const [stopped] = await database.db.select().from(orders).where(eq(orders.id, pending.data.Id));
    expect(stopped).toMatchObject({ status: 'closed', closeReason: 'stop_loss', closePrice: '1.09490' });
  });

  it('pushes FOREX_TRADE totals with the holding and pending counts, so a fill moves the lists', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    // Every user counts as online here, so earlier tests' accounts get pushes too: keep only this user's.
    const pushes: { topic: string; data: unknown }[] = [];
    const realtime = app.realtime;
    const restore = { hasUser: realtime.hasUser, publishToUser: realtime.publishToUser };
    realtime.hasUser = () => true;
    realtime.publishToUser = (userId, topic, data) => {
      if (userId === user.userId) pushes.push({ topic, data });
    };
    try {
      await call<Order>(
        `/v1/api/forex/submit?type=1&cont=0.1&forex_id=${EURUSD}&status=0&target_price=1.0990&multiple=100`,
        user.token,
      );
      // pushed at the engine's next beat (every 250 ms): wait for it rather than a fixed while
      const lastTotals = () => pushes.filter((push) => push.topic === 'FOREX_TRADE').at(-1)?.data;
      await vi.waitFor(() => expect(lastTotals()).toMatchObject({ holding: 0, pending: 1 }), { timeout: 5_000 });
      await quote(1.0985, 1.0987);
      await vi.waitFor(() => expect(lastTotals()).toMatchObject({ holding: 1, pending: 0 }), { timeout: 5_000 });
    } finally {
      realtime.hasUser = restore.hasUser;
      realtime.publishToUser = restore.publishToUser;
    }
  });

  it('never lets 50 concurrent orders on one account push free margin below zero', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    // Each order needs margin 1,100.20 + fee 0.55 and, bought at the ask and valued at the bid, starts
    // 20 USD down: after eight, free margin is 10,000 − 8 × (1,100.20 + 0.55 + 20) = 1,034 < 1,100.75.
    const replies = await Promise.all(Array.from({ length: 50 }, () => call<Order>(buy('1'), user.token)));
    const accepted = replies.filter((reply) => reply.code === 1).length;
    expect(accepted).toBe(8);
    expect(replies.filter((reply) => reply.code === 1203)).toHaveLength(42);
    const risk = await call<AccountRisk>('/v1/api/forex/risk', user.token);
    expect(Number(risk.data.free_margin)).toBeGreaterThanOrEqual(0);
    const { balance, ledger } = await ledgerMatches(user.accountId);
    expect(ledger.eq(balance)).toBe(true);
    await call('/v1/api/main/user/resetForexDemoAccount', user.token);
    const reset = await call<MyDeal>('/v1/api/forex/my_deal?status=1', user.token);
    expect(reset.data.total).toBe(0);
    expect(reset.data.balance).toBe('10000.00');
  });

  it('stops out the largest loss first and brings a negative balance back to zero on the ledger', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const big = (await call<Order>(buy('0.8'), user.token)).data;
    const small = (await call<Order>(buy('0.1'), user.token)).data;
    await quote(1.05); // equity ≈ 10,000 − 4,496 = 5,500 on 990 margin: fine
    expect((await database.db.select().from(orders).where(eq(orders.status, 'open'))).map((row) => row.id)).toEqual(
      expect.arrayContaining([big.Id, small.Id]),
    );
    await quote(0.95); // a gap: loss ≈ 13,516, far below the 50 % level
    const rows = await database.db.select().from(orders).where(eq(orders.accountId, user.accountId));
    const stoppedOut = rows.filter((row) => row.closeReason === 'stop_out').map((row) => row.id);
    expect(stoppedOut.sort()).toEqual([big.Id, small.Id].sort());
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, user.accountId))
      .orderBy(asc(ledgerEntries.id));
    // both closed on one tick, at one time: the ledger's order says which first, the 0.8-lot loss
    const losses = entries.filter((entry) => entry.kind === 'trade_pnl').map((entry) => new Big(entry.amount));
    expect(losses).toHaveLength(2);
    expect(losses[0]?.abs().gt(losses[1]?.abs() ?? 0)).toBe(true);
    expect(entries.at(-1)?.kind).toBe('negative_balance_protection');
    const { balance, ledger } = await ledgerMatches(user.accountId);
    expect(balance.toFixed()).toBe('0');
    expect(ledger.eq(balance)).toBe(true);
  });

  it("refuses every order route on another user's order and leaves it untouched", async () => {
    const owner = await demoUser();
    const stranger = await demoUser();
    await quote(1.1, 1.1002);
    const order = (await call<Order>(buy('0.1'), owner.token)).data;
    const pendingOrder = (
      await call<Order>(
        `/v1/api/forex/submit?type=1&cont=0.1&forex_id=${EURUSD}&status=0&target_price=1.05&multiple=100`,
        owner.token,
      )
    ).data;
    for (const url of [
      `/v1/api/forex/close?id=${order.Id}`,
      `/v1/api/forex/cancel_trade?id=${pendingOrder.Id}`,
      `/v1/api/forex/set_stop_price?id=${order.Id}&target_profit_price=1.2&stop_loss_price=0`,
    ]) {
      expect((await call<null>(url, stranger.token)).code, url).toBe(1004);
    }
    for (const status of [0, 1, 3]) {
      const list = await call<MyDeal>(`/v1/api/forex/my_deal?status=${status}`, stranger.token);
      expect(list.data.total).toBe(0);
    }
    const [untouched] = await database.db.select().from(orders).where(eq(orders.id, order.Id));
    expect(untouched).toMatchObject({ status: 'open', takeProfit: null });
    expect((await call<Order>(`/v1/api/forex/close?id=${order.Id}`, owner.token)).code).toBe(1);
    expect((await call<Order>(`/v1/api/forex/cancel_trade?id=${pendingOrder.Id}`, owner.token)).code).toBe(1);
  });

  it('fires each trigger once, on the first crossing tick of the real EURUSD tape', async () => {
    const user = await demoUser();
    const tape = (await readTape(TAPE)).slice(0, 40_000);
    const first = tape[0];
    if (!first) throw new Error('empty tape');
    await quote(first.bid, first.ask);
    // A buy with SL 4 pips below and TP 4 pips above the bid it is valued at (EURUSD's stops level, 40 points).
    const order = (
      await call<Order>(
        buy(
          '0.1',
          `&stop_loss_price=${(first.bid - 0.0004).toFixed(5)}&target_profit_price=${(first.bid + 0.0004).toFixed(5)}`,
        ),
        user.token,
      )
    ).data;
    const stopLoss = Number(order.TargetLossPrice);
    const takeProfit = Number(order.TargetProfitPrice);
    const crossing = tape.slice(1).find((tick) => tick.bid <= stopLoss || tick.bid >= takeProfit);
    if (!crossing) throw new Error('tape never crosses');
    for (let index = 1; index < tape.length; index += 1_000) {
      const batch = tape
        .slice(index, index + 1_000)
        .map((tick) => ({ symbolId: EURUSD, time: tick.time, bid: tick.bid, ask: tick.ask }));
      app.source.push(...batch);
    }
    await app.trading.settled();
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.Id));
    expect(row?.closePrice).toBe(crossing.bid.toFixed(5));
    expect(row?.closeReason).toBe(crossing.bid <= stopLoss ? 'stop_loss' : 'take_profit');
    const pnl = (
      await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, user.accountId))
    ).filter((entry) => entry.kind === 'trade_pnl');
    expect(pnl).toHaveLength(1);
  });

  it('reloads open orders and their stops after a restart', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const order = (await call<Order>(buy('0.1', '&stop_loss_price=1.095'), user.token)).data;
    await app.close();
    app = await buildTestApp(database, { now: () => now });
    expect(app.trading.openPositionCount).toBeGreaterThan(0);
    await quote(1.094);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.Id));
    expect(row).toMatchObject({ status: 'closed', closeReason: 'stop_loss' });
  });

  it('is still open for crypto on Saturday and closed for forex', async () => {
    const user = await demoUser();
    now = SATURDAY;
    const btc = (await call<{ Id: number; Code: string }[]>(`/v1/api/forex/trade_list?searchCurrency=${BTCUSD_CODE}`))
      .data[0];
    await quote(90_000, 90_020, btc?.Id);
    const reply = await call<Order>(
      `/v1/api/forex/submit?type=2&cont=0.01&forex_id=${btc?.Id}&status=1&multiple=2`,
      user.token,
    );
    expect(reply.code).toBe(1);
    expect(reply.data.OriginPrice).toBe('90000.00');
    now = WEDNESDAY + 7_200_000;
  });
});
