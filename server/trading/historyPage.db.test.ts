import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyDeal } from '../../protocol/schemas/trading.ts';
import { queryRows } from '../db/rows.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { pageQuery } from './orderStore.ts';
import { EURUSD, useTradingTestApp } from './testing/tradingTestApp.ts';

const CLOSED_ORDERS = 3_000;

/**
 * The history tab of a trader with thousands of closed orders: each page is the next orders by close time,
 * newest first, read from the orders_account_closed index in that order (no sort of the whole history per
 * page, which cost ~7 ms at 4,000 orders on PostgreSQL against 0.1 ms in index order).
 */
describe.each(testDatabases())('history page of a long history on $name', (target) => {
  const server = useTradingTestApp(target, 'history-page');

  it('pages by close time, newest first, in index order', async () => {
    const user = await server.demoUser();
    const { db } = server.database;
    // closed in an order unlike the ids': close time = a scrambled function of the row number
    await db.execute(sql`
      insert into orders (account_id, symbol_id, side, lots, multiple, status, entry, open_price, close_price,
        margin, fee, profit, close_reason, created_at, opened_at, closed_at)
      select ${user.accountId}, ${EURUSD}, 1, 0.1, 100,
        case when g % 7 = 0 then 'cancelled' else 'closed' end, 'market', 1.1, 1.1, 0, 0, 0, 'manual',
        g * 1000, g * 1000, 1800000000000 + ((g * 7919) % ${CLOSED_ORDERS}) * 1000
      from generate_series(1, ${CLOSED_ORDERS}) g`);
    await db.execute(sql`analyze orders`);

    const page = async (number: number) =>
      (await server.call<MyDeal>(`/v1/api/forex/my_deal?status=3&page=${number}`, { token: user.token })).data;
    const first = await page(1);
    const second = await page(2);
    expect(first.total).toBe(CLOSED_ORDERS);
    const closes = [...first.data, ...second.data].map((order) => order.ClosedAt ?? 0);
    expect(closes.length).toBeGreaterThan(first.data.length);
    expect(closes).toEqual([...closes].sort((a, b) => b - a));
    expect(closes[0]).toBe(1800000000000 + (CLOSED_ORDERS - 1) * 1000);

    const secondPage = pageQuery(db, user.accountId, ['closed', 'cancelled'], 2, first.data.length);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${secondPage}`);
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('orders_account_closed');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
