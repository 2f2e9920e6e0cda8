import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../protocol/schemas/trading.ts';
import { ledgerEntries, orders } from '../db/schema.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { failingDatabase } from './testing/failingDatabase.ts';
import { EURUSD, useTradingTestApp } from './testing/tradingTestApp.ts';

/** While `away`, the engine finds no USD rate for any currency (as before the first quote of a pair it needs). */
const usdRate = vi.hoisted(() => ({ away: false }));
vi.mock(import('./conversion.ts'), async (original) => {
  const actual = await original();
  return { ...actual, usdPerUnitAtQuotes: (...args) => (usdRate.away ? null : actual.usdPerUnitAtQuotes(...args)) };
});

/**
 * A trigger (stop-loss, take-profit, pending entry) leaves the engine's index when a tick crosses it, before
 * its close or fill is written. When that write fails (a dropped connection, a PostgreSQL fail-over) or writes
 * nothing (no USD rate right now), the engine sets its index from the order's row: an order still open or
 * pending fires at a later tick; one the write did commit (its reply lost) is not written twice.
 */
describe.each(testDatabases())('a trigger whose close or fill failed, on $name', (target) => {
  const server = useTradingTestApp(target, 'trigger-recovery');
  const { quote, demoUser } = server;
  const call = <T>(url: string, token: string) => server.call<T>(url, { token });
  const failing = () => failingDatabase(server.database.db);
  const order = (query: string) => `/v1/api/forex/submit?forex_id=${EURUSD}&type=1&cont=1&multiple=100&${query}`;

  afterEach(() => {
    vi.restoreAllMocks();
    usdRate.away = false;
  });

  async function rowOf(id: number) {
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  async function postings(accountId: number, kind: 'trade_pnl' | 'trade_fee') {
    return server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, kind)));
  }

  async function place(query: string) {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const placed = await call<Order>(order(query), user.token);
    expect(placed.code).toBe(1);
    return { user, id: placed.data.Id };
  }

  // a buy: its stop-loss watches the bid falling, its take-profit the bid rising
  it.each([
    { stop: 'stop-loss', query: 'stop_loss_price=1.09000', crossing: 1.0899, beyond: 1.085, reason: 'stop_loss' },
    {
      stop: 'take-profit',
      query: 'target_profit_price=1.10500',
      crossing: 1.1051,
      beyond: 1.106,
      reason: 'take_profit',
    },
  ])('closes a position at a later tick beyond its $stop after the close threw once', async (stop) => {
    const { id } = await place(`status=1&${stop.query}`);
    const failed = failing().statementFailsOnce('close_position_posted');
    await quote(stop.crossing, stop.crossing + 0.0002); // crosses it: the close's statement never reaches the database
    expect(failed()).toBe(true);
    expect((await rowOf(id))?.status).toBe('open');

    await quote(stop.beyond, stop.beyond + 0.0002); // further on, the database answering again
    const row = await rowOf(id);
    expect({ status: row?.status, reason: row?.closeReason, price: row?.closePrice }).toEqual({
      status: 'closed',
      reason: stop.reason,
      price: stop.beyond.toFixed(5),
    });
  });

  // a buy limit waits for the ask to fall to its price, a buy stop for it to rise to it
  it.each([
    { entry: 'limit', target: '1.09500', reaching: 1.095, beyond: 1.0942 },
    { entry: 'stop', target: '1.10500', reaching: 1.1051, beyond: 1.1062 },
  ])('fills a buy $entry at a later tick past its price after the fill threw once', async (entry) => {
    const { id } = await place(`status=0&target_price=${entry.target}`);
    const failed = failing().transactionFailsOnce(); // the fill's transaction fails to begin
    await quote(entry.reaching - 0.0002, entry.reaching); // the ask reaches its price
    expect(failed()).toBe(true);
    expect((await rowOf(id))?.status).toBe('pending');

    await quote(entry.beyond - 0.0002, entry.beyond);
    const row = await rowOf(id);
    expect({ status: row?.status, openPrice: row?.openPrice }).toEqual({
      status: 'open',
      openPrice: entry.beyond.toFixed(5),
    });
  });

  it('fills a buy limit at a later tick once the USD rate it lacked is back', async () => {
    const { id } = await place('status=0&target_price=1.09500');
    usdRate.away = true;
    await quote(1.0948, 1.095); // the ask reaches the limit: no rate, the fill writes nothing
    expect((await rowOf(id))?.status).toBe('pending');

    usdRate.away = false;
    await quote(1.094, 1.0942);
    expect((await rowOf(id))?.status).toBe('open');
  });

  it('closes a position after its close and the re-read of its row both failed, once the sweep has run', async () => {
    const { id } = await place('status=1&stop_loss_price=1.09000');
    const database = failing().away();
    await quote(1.0899, 1.0901); // crosses the stop-loss while the database is away
    database.back();
    expect(database.failures()).toBeGreaterThanOrEqual(2); // the close, then the re-read of the order
    expect((await rowOf(id))?.status).toBe('open');

    await server.app.trading.sweep();
    await quote(1.08, 1.0802);
    const row = await rowOf(id);
    expect({ status: row?.status, reason: row?.closeReason }).toEqual({ status: 'closed', reason: 'stop_loss' });
  });

  it('does not close twice a position whose close committed while its caller saw an error', async () => {
    const { user, id } = await place('status=1&stop_loss_price=1.09000');
    const holding = server.app.trading.openPositionCount;
    const failed = failing().statementFailsOnce('close_position_posted', { replyLost: true });
    await quote(1.0899, 1.0901); // the close is written, its reply lost
    expect(failed()).toBe(true);
    const closed = await rowOf(id);
    expect({ status: closed?.status, price: closed?.closePrice }).toEqual({ status: 'closed', price: '1.08990' });
    // the engine holds it no more (its owner is told), and nothing closes it again
    expect(server.app.trading.openPositionCount).toBe(holding - 1);
    await quote(1.08, 1.0802);
    expect(await postings(user.accountId, 'trade_pnl')).toHaveLength(1);
    expect((await rowOf(id))?.closePrice).toBe('1.08990');
  });

  it('does not fill twice a pending order whose fill committed while its caller saw an error', async () => {
    const { user, id } = await place('status=0&target_price=1.09500&stop_loss_price=1.09000');
    const holding = server.app.trading.openPositionCount;
    const failed = failing().transactionFailsOnce({ replyLost: true });
    await quote(1.0948, 1.095); // the fill commits, its reply lost
    expect(failed()).toBe(true);
    expect((await rowOf(id))?.status).toBe('open');
    // the engine holds it as a position, with its stop-loss, and charged its fee once
    expect(server.app.trading.openPositionCount).toBe(holding + 1);
    await quote(1.0899, 1.0901);
    const row = await rowOf(id);
    expect({ status: row?.status, reason: row?.closeReason, openPrice: row?.openPrice }).toEqual({
      status: 'closed',
      reason: 'stop_loss',
      openPrice: '1.09500',
    });
    expect(await postings(user.accountId, 'trade_fee')).toHaveLength(1);
  });
});
