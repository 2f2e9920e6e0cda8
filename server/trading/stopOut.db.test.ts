import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../protocol/schemas/trading.ts';
import { accounts, ledgerEntries, orders, symbols } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { EURUSD, useTradingTestApp } from './testing/tradingTestApp.ts';

// Saturday noon in New York: forex is closed, crypto trades.
const SATURDAY = Date.parse('2026-11-21T17:00:00Z');
// Monday 10:00 in New York: forex is open again.
const MONDAY = Date.parse('2026-11-23T15:00:00Z');

// Every account starts as a demo account with 10,000 USD (the same engine code runs for real accounts).
describe.each(testDatabases())('stop-out and negative balance protection on $name', (target) => {
  const server = useTradingTestApp(target, 'stop-out');
  const { quote, demoUser, clock } = server;
  const call = <T>(url: string, token: string) => server.call<T>(url, { token });
  const submit = (token: string, query: string, symbolId = EURUSD) =>
    call<Order>(`/v1/api/forex/submit?forex_id=${symbolId}&status=1&${query}`, token);

  async function orderRows(accountId: number) {
    return server.database.db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(orders.id);
  }

  /** The account's ledger as the risk desk reads it ("kind amount"), and its balance, checked against the sum. */
  async function ledgerOf(accountId: number) {
    const { db } = server.database;
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    const [total] = await db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    expect(new Big(account?.balance ?? 'NaN').eq(total?.total ?? 'NaN')).toBe(true);
    return {
      balance: account?.balance,
      entries: rows.sort((a, b) => a.id - b.id).map((row) => `${row.kind} ${row.amount}`),
    };
  }

  it('does not pay out while the winning leg of a hedge stays open: the customer keeps only their equity', async () => {
    const user = await demoUser();
    await quote(1.1, 1.10002);
    // 10 lots long, 9 lots short at 1:400: a net 1-lot long (margins 2,750.05 and 2,475; fees 1.375025, 1.2375)
    const long = await submit(user.token, 'type=1&cont=10&multiple=400');
    const short = await submit(user.token, 'type=2&cont=9&multiple=400');
    expect([long.code, short.code]).toEqual([1, 1]);

    await quote(1.025, 1.02502); // the long loses 75,020, the short gains 67,482: equity 2,459.39, below 50 %

    const rows = await orderRows(user.accountId);
    expect(rows.map((row) => [row.id, row.status, row.closeReason])).toEqual([
      [long.data.Id, 'closed', 'stop_out'],
      [short.data.Id, 'open', null],
    ]);
    // the balance is negative while the short's profit is still floating: no protection is due
    expect(await ledgerOf(user.accountId)).toEqual({
      balance: '-65022.612525',
      entries: ['demo_grant 10000', 'trade_fee -1.375025', 'trade_fee -1.2375', 'trade_pnl -75020'],
    });

    expect((await call(`/v1/api/forex/close?id=${short.data.Id}`, user.token)).code).toBe(1);
    const after = await ledgerOf(user.accountId);
    // 9 lots × (1.10000 − 1.02502) × 100,000 = 67,482: the customer leaves with the 2,459.39 equity they had
    expect(after.balance).toBe('2459.387475');
    expect(after.entries.at(-1)).toBe('trade_pnl 67482');
    expect(after.entries.some((entry) => entry.startsWith('negative_balance_protection'))).toBe(false);
  });

  it('brings a stop-loss gap deficit back to zero as the stop-out does, leaving pending orders waiting', async () => {
    const withStop = await demoUser();
    const without = await demoUser();
    await quote(1.1, 1.10002);
    const stopped = await submit(withStop.token, 'type=1&cont=10&multiple=400&stop_loss_price=1.09');
    const pending = await call<Order>(
      `/v1/api/forex/submit?forex_id=${EURUSD}&type=1&cont=0.1&multiple=100&status=0&target_price=1.0`,
      withStop.token,
    );
    expect([stopped.code, pending.code, (await submit(without.token, 'type=1&cont=10&multiple=400')).code]).toEqual([
      1, 1, 1,
    ]);

    await quote(1.085, 1.08502); // a gap through the stop-loss: 10 lots × (1.10002 − 1.085) × 100,000 = 15,020

    const closedBy = async (accountId: number) => (await orderRows(accountId)).map((row) => row.closeReason);
    expect(await closedBy(withStop.accountId)).toEqual(['stop_loss', null]);
    expect(await closedBy(without.accountId)).toEqual(['stop_out']);
    // the same loss at the same price ends both accounts at exactly zero, with one visible protection row
    const entries = [
      'demo_grant 10000',
      'trade_fee -1.375025',
      'trade_pnl -15020',
      'negative_balance_protection 5021.375025',
    ];
    expect(await ledgerOf(withStop.accountId)).toEqual({ balance: '0', entries });
    expect(await ledgerOf(without.accountId)).toEqual({ balance: '0', entries });
    const [waiting] = await server.database.db.select().from(orders).where(eq(orders.id, pending.data.Id));
    expect(waiting?.status).toBe('pending');
    // the engine screens the account with the protected balance
    expect(await server.app.trading.stopOutIfNeeded(withStop.accountId)).toEqual([]);
  });

  it('stops out only what can be traded: a weekend stop-out closes the crypto position and leaves forex for Monday', async () => {
    const [btc] = await server.database.db.select().from(symbols).where(eq(symbols.code, 'BTCUSD'));
    if (!btc) throw new Error('no BTCUSD');
    const user = await demoUser();
    await quote(1.1, 1.10002);
    await quote(100_000, 100_025, btc.id);
    const euro = await submit(user.token, 'type=1&cont=4&multiple=400');
    const bitcoin = await submit(user.token, 'type=1&cont=1&multiple=20', btc.id);
    expect([euro.code, bitcoin.code]).toEqual([1, 1]);
    await quote(1.088, 1.08802); // Friday's last forex quote: the risk rate is about 85 %, above the level

    clock.now = SATURDAY;
    expect((await call(`/v1/api/forex/close?id=${euro.data.Id}`, user.token)).code).toBe(1201);
    for (let bid = 99_000; bid > 80_000; bid -= 500) {
      await quote(bid, bid + 25, btc.id);
      if ((await orderRows(user.accountId)).some((row) => row.status === 'closed')) break;
    }

    // EURUSD has the larger loss but its market is closed: the stop-out closed the bitcoin position
    const rows = await orderRows(user.accountId);
    expect(rows.map((row) => [row.id, row.status, row.closeReason])).toEqual([
      [euro.data.Id, 'open', null],
      [bitcoin.data.Id, 'closed', 'stop_out'],
    ]);
    const [account] = await server.database.db.select().from(accounts).where(eq(accounts.id, user.accountId));
    expect(new Big(account?.balance ?? 'NaN').gt(0)).toBe(true);
    // with nothing tradable left below the level, the check closes nothing more
    await quote(80_000, 80_025, btc.id);
    expect(await server.app.trading.stopOutIfNeeded(user.accountId)).toEqual([]);

    clock.now = MONDAY;
    expect((await call(`/v1/api/forex/close?id=${euro.data.Id}`, user.token)).code).toBe(1);
    const closed = await server.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, user.accountId), eq(orders.status, 'open')));
    expect(closed).toEqual([]);
  });
});
