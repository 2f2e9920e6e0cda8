import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { AuditPage } from '../../protocol/schemas/paymentsAdmin.ts';
import type { Order } from '../../protocol/schemas/trading.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { accounts, orders, symbols } from '../db/schema.ts';
import { api, buildPaymentsApp, type Person, staffToken, type TestApp } from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const EURUSD = 1;

// EURUSD is seeded with a stops level of 40 points (0.00040); the tests quote it at 1.10000 / 1.10020.
describe.each(testDatabases())('stops level on $name', (target) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let now = WEDNESDAY;

  beforeAll(async () => {
    database = await target.open();
    ({ app } = await buildPaymentsApp(database, () => now));
    staff = await staffToken(database, now);
    await quote(1.1, 1.1002);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function quote(bid: number, ask: number) {
    now += 1_000;
    app.source.push({ symbolId: EURUSD, time: now, bid, ask });
    await app.trading.settled();
  }

  const submit = (person: Person, query: string) =>
    api<Order>(app, 'GET', `/v1/api/forex/submit?forex_id=${EURUSD}&multiple=100&cont=0.1&${query}`, person.token);

  let device = 0;
  /** A demo account: 10,000 USD to trade with. */
  async function trader(): Promise<Person> {
    device += 1;
    const demo = await api<{ token: string }>(
      app,
      'GET',
      `/api/user/createAccountDemoForU?demo_id=stops-level-${target.name}-${device}`,
    );
    const info = await api<{ id: number }>(app, 'GET', '/api/user/info', demo.data.token);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, info.data.id));
    if (!account) throw new Error('no account');
    return { token: demo.data.token, userId: info.data.id, accountId: account.id };
  }

  async function orderCount(person: Person) {
    return (await database.db.select().from(orders).where(eq(orders.accountId, person.accountId))).length;
  }

  it('sends each symbol its stops level with the trade list', async () => {
    const list = await api<TradeSymbol[]>(app, 'GET', '/v1/api/forex/trade_list');
    const level = (code: string) => list.data.find((symbol) => symbol.Code === code)?.stops_level;
    expect(level('EURUSD')).toBe(40);
    expect(level('XAUUSD')).toBe(200);
    expect(level('BTCUSD')).toBe(20000);
  });

  it('refuses a market order whose stops are inside the level, naming the nearest price; the bound itself is accepted', async () => {
    const person = await trader();
    // a buy is valued at the bid 1.10000: stop-loss at most 1.09960, take-profit at least 1.10040
    const inside = await submit(person, 'type=1&status=1&stop_loss_price=1.09961');
    expect(inside.code).toBe(1202);
    expect(inside.msg).toBe(
      'The stop-loss is inside the stops level of 40 points from the market; the nearest allowed stop-loss is 1.09960',
    );
    const tp = await submit(person, 'type=1&status=1&target_profit_price=1.10039');
    expect(tp.msg).toMatch(/nearest allowed take-profit is 1\.10040$/);
    // a sell is valued at the ask 1.10020: stop-loss at least 1.10060
    const sell = await submit(person, 'type=2&status=1&stop_loss_price=1.10059');
    expect(sell.msg).toMatch(/nearest allowed stop-loss is 1\.10060$/);
    expect(await orderCount(person)).toBe(0);

    const translated = await app.inject({
      method: 'GET',
      url: `/v1/api/forex/submit?forex_id=${EURUSD}&multiple=100&cont=0.1&type=1&status=1&stop_loss_price=1.09999`,
      headers: { lang: 'hk', authorization: person.token },
    });
    expect(translated.json()).toMatchObject({
      code: 1202,
      msg: '止損價距離市價不足止損水平 40 點，最近可設的止損價為 1.09960',
    });

    const atBounds = await submit(person, 'type=1&status=1&stop_loss_price=1.09960&target_profit_price=1.10040');
    expect(atBounds.code).toBe(1);
    expect(atBounds.data).toMatchObject({ TargetLossPrice: '1.09960', TargetProfitPrice: '1.10040' });
    expect(await orderCount(person)).toBe(1);
  });

  it("writes the prices it names in the reader's number format (an Italian or German decimal comma)", async () => {
    const person = await trader();
    const inLanguage = async (lang: string, query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/v1/api/forex/submit?forex_id=${EURUSD}&multiple=100&cont=0.1&${query}`,
        headers: { lang, authorization: person.token },
      });
      return response.json<{ code: number; msg: string }>();
    };
    const italian = await inLanguage('it', 'type=1&status=1&stop_loss_price=1.09961');
    expect(italian).toMatchObject({ code: 1202 });
    expect(italian.msg).toMatch(/lo stop loss consentito più vicino è 1,09960$/);
    const takeProfit = await inLanguage('it', 'type=1&status=1&target_profit_price=1.10039');
    expect(takeProfit.msg).toMatch(/il take profit consentito più vicino è 1,10040$/);
    const german = await inLanguage('de', 'type=1&status=0&target_price=1.10000');
    expect(german.code).toBe(1202);
    expect(german.msg).toContain('1,09980');
    expect(german.msg).toContain('1,10060');
    expect(german.msg).not.toMatch(/1\.\d{5}/);
    expect(await orderCount(person)).toBe(0);
  });

  it("writes a level's points in the reader's numbers too (BTCUSD's 20,000 points in German)", async () => {
    const person = await trader();
    const [btc] = await database.db.select().from(symbols).where(eq(symbols.code, 'BTCUSD'));
    if (!btc) throw new Error('BTCUSD is not seeded');
    now += 1_000;
    app.source.push({ symbolId: btc.id, time: now, bid: 100_000, ask: 100_010 });
    await app.trading.settled();
    // 20,000 points at 2 decimals = 200 USD: a stop-loss 100 USD under the bid is inside
    const response = await app.inject({
      method: 'GET',
      url: `/v1/api/forex/submit?forex_id=${btc.id}&multiple=10&cont=0.01&type=1&status=1&stop_loss_price=99900`,
      headers: { lang: 'de', authorization: person.token },
    });
    const refusal = response.json<{ code: number; msg: string }>();
    expect(refusal.code).toBe(1202);
    expect(refusal.msg).toContain('20.000');
    expect(refusal.msg).toContain('99.800,00');
    expect(refusal.msg).not.toContain('20000');
  });

  it('refuses a pending price inside the level of the price it fills against; the bounds are accepted', async () => {
    const person = await trader();
    // a buy fills against the ask 1.10020: 1.09980 or lower, 1.10060 or higher
    for (const price of ['1.09981', '1.10020', '1.10059']) {
      const reply = await submit(person, `type=1&status=0&target_price=${price}`);
      expect(reply.code, price).toBe(1202);
      expect(reply.msg).toBe(
        'The order price is inside the stops level of 40 points from the market; choose 1.09980 or lower, or 1.10060 or higher',
      );
    }
    expect(await orderCount(person)).toBe(0);
    expect((await submit(person, 'type=1&status=0&target_price=1.09980')).code).toBe(1);
    expect((await submit(person, 'type=1&status=0&target_price=1.10060')).code).toBe(1);
    // a pending order's stops keep the level from its own price
    const stops = await submit(person, 'type=1&status=0&target_price=1.09900&stop_loss_price=1.09861');
    expect(stops.msg).toMatch(/nearest allowed stop-loss is 1\.09860$/);
    expect((await submit(person, 'type=1&status=0&target_price=1.09900&stop_loss_price=1.09860')).code).toBe(1);
    expect(await orderCount(person)).toBe(3);
  });

  it('refuses a stop edit inside the level and keeps the old stops; the bound is accepted', async () => {
    const person = await trader();
    const opened = await submit(person, 'type=1&status=1&stop_loss_price=1.09900');
    expect(opened.code).toBe(1);
    const setStops = (stopLoss: string, takeProfit: string) =>
      api<Order>(
        app,
        'GET',
        `/v1/api/forex/set_stop_price?id=${opened.data.Id}&stop_loss_price=${stopLoss}&target_profit_price=${takeProfit}`,
        person.token,
      );
    const inside = await setStops('1.09990', '0');
    expect(inside.code).toBe(1202);
    expect(inside.msg).toMatch(/nearest allowed stop-loss is 1\.09960$/);
    expect((await setStops('1.09900', '1.10001')).msg).toMatch(/nearest allowed take-profit is 1\.10040$/);
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, opened.data.Id));
    expect(kept).toMatchObject({ stopLoss: '1.09900', takeProfit: null });
    const atBound = await setStops('1.09960', '1.10040');
    expect(atBound.data).toMatchObject({ TargetLossPrice: '1.09960', TargetProfitPrice: '1.10040' });
  });

  it('a staff change of the stops level holds for the next order without a restart, audited', async () => {
    const person = await trader();
    const change = await api<{ value: number }>(app, 'POST', '/admin/api/stops_levels/save', staff, {
      symbol_id: EURUSD,
      stops_level: 100,
    });
    expect(change.data.value).toBe(100);
    const list = await api<TradeSymbol[]>(app, 'GET', '/v1/api/forex/trade_list');
    expect(list.data.find((symbol) => symbol.Id === EURUSD)?.stops_level).toBe(100);
    // 1.09960 was the bound at 40 points; at 100 points it is 1.09900
    const refused = await submit(person, 'type=1&status=1&stop_loss_price=1.09960');
    expect(refused.msg).toMatch(/stops level of 100 points.*1\.09900$/);
    const audit = await api<AuditPage>(app, 'GET', '/admin/api/audit?page=1&page_size=5', staff);
    expect(audit.data.data[0]).toMatchObject({ action: 'symbol.stopsLevel', target_id: EURUSD });
    expect(JSON.parse(audit.data.data[0]?.detail ?? '{}')).toEqual({ code: 'EURUSD', from: 40, to: 100 });

    const user = await api(app, 'POST', '/admin/api/stops_levels/save', person.token, {
      symbol_id: EURUSD,
      stops_level: 0,
    });
    expect(user.code).toBe(999);
    const out = await api(app, 'POST', '/admin/api/stops_levels/save', staff, { symbol_id: EURUSD, stops_level: -1 });
    expect(out.code).toBe(1001);
    await api(app, 'POST', '/admin/api/stops_levels/save', staff, { symbol_id: EURUSD, stops_level: 40 });
    expect((await submit(person, 'type=1&status=1&stop_loss_price=1.09960')).code).toBe(1);
  });

  it('with a stops level of 0 refuses a stop-loss inside the spread, so nothing fires on the next unchanged tick', async () => {
    const person = await trader();
    await api(app, 'POST', '/admin/api/stops_levels/save', staff, { symbol_id: EURUSD, stops_level: 0 });
    try {
      // bid 1.10000 / ask 1.10020: a buy is stopped at the bid, a sell at the ask
      for (const query of [
        'type=1&status=1&stop_loss_price=1.10010',
        'type=1&status=1&stop_loss_price=1.10000',
        'type=2&status=1&stop_loss_price=1.10010',
        'type=2&status=1&stop_loss_price=1.10020',
      ]) {
        const reply = await submit(person, query);
        expect(reply.code, query).toBe(1202);
        expect(reply.msg).toBe('The stop-loss must be below the price for a buy and above it for a sell');
      }
      await quote(1.1, 1.1002);
      expect(await orderCount(person)).toBe(0);
      // one point beyond the price it is stopped at is accepted, and the same quote leaves it open
      const buy = await submit(person, 'type=1&status=1&stop_loss_price=1.09999');
      const sell = await submit(person, 'type=2&status=1&stop_loss_price=1.10021');
      expect([buy.code, sell.code]).toEqual([1, 1]);
      await quote(1.1, 1.1002);
      const rows = await database.db.select().from(orders).where(eq(orders.accountId, person.accountId));
      expect(rows.map((row) => row.status)).toEqual(['open', 'open']);
    } finally {
      await api(app, 'POST', '/admin/api/stops_levels/save', staff, { symbol_id: EURUSD, stops_level: 40 });
    }
  });
});
