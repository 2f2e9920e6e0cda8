import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClosedAll, MyDeal, Order } from '../../protocol/schemas/trading.ts';
import { accounts, ledgerEntries, orders } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { EURUSD, useTradingTestApp, WEDNESDAY } from './testing/tradingTestApp.ts';

const SATURDAY = Date.parse('2026-11-21T17:00:00Z');
const CONTRACT_SIZE = 100_000;

describe.each(testDatabases())('close all on $name', (target) => {
  const server = useTradingTestApp(target, 'close-all');
  const { quote, demoUser, clock } = server;
  const call = <T>(url: string, token?: string) => server.call<T>(url, token === undefined ? {} : { token });

  /** A market order (BTCUSD offers 2x, EURUSD 100x). */
  const order = (side: 1 | 2, lots: string, symbolId = EURUSD) =>
    `/v1/api/forex/submit?type=${side}&cont=${lots}&forex_id=${symbolId}&status=1&multiple=${symbolId === EURUSD ? 100 : 2}`;

  async function btcusdId(): Promise<number> {
    const listed = await call<{ Id: number }[]>('/v1/api/forex/trade_list?searchCurrency=BTCUSD');
    const id = listed.data[0]?.Id;
    if (id === undefined) throw new Error('no BTCUSD');
    return id;
  }

  async function place(url: string, token: string): Promise<Order> {
    const reply = await call<Order>(url, token);
    if (reply.code !== 1) throw new Error(`${url}: ${reply.msg}`);
    return reply.data;
  }

  async function balanceOf(accountId: number): Promise<Big> {
    const [account] = await server.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    return new Big(account?.balance ?? 'NaN');
  }

  async function ledgerTotal(accountId: number): Promise<Big> {
    const [total] = await server.database.db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return new Big(total?.total ?? 0);
  }

  async function statuses(accountId: number): Promise<string[]> {
    const rows = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.accountId, accountId))
      .orderBy(orders.id);
    return rows.map((row) => row.status);
  }

  it("closes every open position at the market in one go, posts each profit once, and leaves pending orders and other accounts' positions alone", async () => {
    const user = await demoUser();
    const other = await demoUser();
    await quote(1.1, 1.1002);
    const bought = await place(order(1, '0.1'), user.token);
    const sold = await place(order(2, '0.2'), user.token);
    const waiting = await place(`${order(1, '0.1')}`.replace('status=1', 'status=0&target_price=1.05'), user.token);
    const othersOwn = await place(order(1, '0.1'), other.token);
    const balanceBefore = await balanceOf(user.accountId);
    await quote(1.1013, 1.1015);

    const reply = await call<ClosedAll>('/v1/api/forex/close_all', user.token);

    expect(reply.code).toBe(1);
    expect(reply.data.MarketClosed).toBe(0);
    expect(reply.data.Closed.map((closed) => [closed.Id, closed.Status, closed.CloseReason]).sort()).toEqual(
      [
        [bought.Id, 3, 'manual'],
        [sold.Id, 3, 'manual'],
      ].sort(),
    );
    // the buy closes at the bid, the sell at the ask; profits computed here from the quotes
    const boughtProfit = new Big('1.1013').minus('1.1002').times('0.1').times(CONTRACT_SIZE);
    const soldProfit = new Big('1.1').minus('1.1015').times('0.2').times(CONTRACT_SIZE);
    const byId = new Map(reply.data.Closed.map((closed) => [closed.Id, closed]));
    expect(new Big(byId.get(bought.Id)?.FactProfits ?? 'NaN').eq(boughtProfit)).toBe(true);
    expect(new Big(byId.get(sold.Id)?.FactProfits ?? 'NaN').eq(soldProfit)).toBe(true);
    expect((await balanceOf(user.accountId)).eq(balanceBefore.plus(boughtProfit).plus(soldProfit))).toBe(true);
    expect((await ledgerTotal(user.accountId)).eq(await balanceOf(user.accountId))).toBe(true);
    expect(await statuses(user.accountId)).toEqual(['closed', 'closed', 'pending']);
    const holding = await call<MyDeal>('/v1/api/forex/my_deal?status=1&page=1', user.token);
    expect(holding.data.data).toEqual([]);
    const pending = await call<MyDeal>('/v1/api/forex/my_deal?status=0&page=1', user.token);
    expect(pending.data.data.map((row) => row.Id)).toEqual([waiting.Id]);
    expect(await statuses(other.accountId)).toEqual(['open']);
    expect(othersOwn.Status).toBe(1);

    // nothing left to close: an empty answer, nothing moved
    const again = await call<ClosedAll>('/v1/api/forex/close_all', user.token);
    expect(again.data).toEqual({ Closed: [], MarketClosed: 0 });
    expect((await ledgerTotal(user.accountId)).eq(await balanceOf(user.accountId))).toBe(true);
  });

  it("closes only one symbol's positions when asked for it", async () => {
    const user = await demoUser();
    const btc = await btcusdId();
    await quote(1.1, 1.1002);
    await quote(90_000, 90_020, btc);
    const euro = await place(order(1, '0.1'), user.token);
    const bitcoin = await place(order(1, '0.01', btc), user.token);

    const reply = await call<ClosedAll>(`/v1/api/forex/close_all?forex_id=${EURUSD}`, user.token);

    expect(reply.data.Closed.map((closed) => closed.Id)).toEqual([euro.Id]);
    const holding = await call<MyDeal>('/v1/api/forex/my_deal?status=1&page=1', user.token);
    expect(holding.data.data.map((row) => row.Id)).toEqual([bitcoin.Id]);
  });

  it('leaves positions whose market is closed open and says how many (Saturday: forex closed, crypto open)', async () => {
    const user = await demoUser();
    const btc = await btcusdId();
    await quote(1.1, 1.1002);
    await quote(90_000, 90_020, btc);
    const euro = await place(order(1, '0.1'), user.token);
    const bitcoin = await place(order(2, '0.01', btc), user.token);
    clock.now = SATURDAY;
    await quote(90_100, 90_120, btc);

    const reply = await call<ClosedAll>('/v1/api/forex/close_all', user.token);

    expect(reply.code).toBe(1);
    expect(reply.data.Closed.map((closed) => closed.Id)).toEqual([bitcoin.Id]);
    expect(reply.data.MarketClosed).toBe(1);
    const holding = await call<MyDeal>('/v1/api/forex/my_deal?status=1&page=1', user.token);
    expect(holding.data.data.map((row) => row.Id)).toEqual([euro.Id]);
    clock.now = WEDNESDAY + 7_200_000;
  });

  it('closes each position once when close-all and single closes race, and the balance stays the ledger sum', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const placed = await Promise.all(Array.from({ length: 6 }, () => place(order(1, '0.05'), user.token)));
    await quote(1.1007, 1.1009);
    const balanceBefore = await balanceOf(user.accountId);

    const replies = await Promise.all([
      call<ClosedAll>('/v1/api/forex/close_all', user.token),
      call<ClosedAll>('/v1/api/forex/close_all', user.token),
      ...placed.slice(0, 2).map((one) => call<Order>(`/v1/api/forex/close?id=${one.Id}`, user.token)),
    ]);

    const closedIds = [
      ...replies.slice(0, 2).flatMap((reply) => (reply.data as ClosedAll).Closed.map((closed) => closed.Id)),
      ...replies.slice(2).flatMap((reply) => (reply.code === 1 ? [(reply.data as Order).Id] : [])),
    ];
    expect(closedIds.sort()).toEqual(placed.map((one) => one.Id).sort());
    const perPosition = new Big('1.1007').minus('1.1002').times('0.05').times(CONTRACT_SIZE);
    expect((await balanceOf(user.accountId)).eq(balanceBefore.plus(perPosition.times(6)))).toBe(true);
    expect((await ledgerTotal(user.accountId)).eq(await balanceOf(user.accountId))).toBe(true);
  });

  it('refuses a visitor and a symbol id that is not one, and closes nothing', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    await place(order(1, '0.1'), user.token);
    expect((await call<ClosedAll>('/v1/api/forex/close_all')).code).not.toBe(1);
    for (const id of ['0', '-1', '1e3', '1.5', '99999999999999999999', 'abc'])
      expect((await call<ClosedAll>(`/v1/api/forex/close_all?forex_id=${id}`, user.token)).code).not.toBe(1);
    expect(await statuses(user.accountId)).toEqual(['open']);
  });
});
