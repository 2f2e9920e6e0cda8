import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../protocol/schemas/trading.ts';
import { MAX_PENDING_ORDERS } from '../../protocol/tradingMath.ts';
import { accounts, ledgerEntries, orders } from '../db/schema.ts';
import { postLedgerEntry } from '../ledger/postLedgerEntry.ts';
import { QuoteBook } from '../market/quoteBook.ts';
import { amount, Big } from '../money/decimal.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { type OrderPlan, placeOrder } from './optimisticOrder.ts';
import { accountForOrder, insertOrderAtRevision, type NewOrder } from './orderStore.ts';
import { EURUSD, useTradingTestApp } from './testing/tradingTestApp.ts';
import { loadTradingSymbols } from './tradingSymbols.ts';

describe.each(testDatabases())('orders judged on an unlocked read of the account on $name', (target) => {
  const server = useTradingTestApp(target, 'optimistic');
  const { quote, demoUser } = server;
  const buy = `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${EURUSD}&status=1&multiple=100`;

  const pendingOrder = (accountId: number): NewOrder => ({
    accountId,
    symbolId: EURUSD,
    side: 1,
    lots: '0.01',
    multiple: 100,
    status: 'pending',
    entry: 'limit',
    targetPrice: '1.05000',
    openPrice: null,
    stopLoss: null,
    takeProfit: null,
    margin: '0',
    fee: '0',
    createdAt: server.clock.now,
    openedAt: null,
  });
  const fee = (accountId: number, change: string) =>
    ({ accountId, change: amount(change), kind: 'trade_fee', memo: 'ledger.tradeFee' }) as const;

  async function books(accountId: number) {
    const { db } = server.database;
    const orderCount = (await db.select().from(orders).where(eq(orders.accountId, accountId))).length;
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    const [ledger] = await db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return { orderCount, balance: account?.balance ?? 'NaN', ledger: ledger?.total ?? 'NaN' };
  }

  const market = (lots: string) => `/v1/api/forex/submit?type=1&cont=${lots}&forex_id=${EURUSD}&status=1&multiple=100`;

  it(`holds at most ${MAX_PENDING_ORDERS} pending orders on an account, also against parallel placements`, async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    // all but one of the limit written straight to the table (placing them one by one would only be slower)
    await server.database.db
      .insert(orders)
      .values(Array.from({ length: MAX_PENDING_ORDERS - 1 }, () => pendingOrder(user.accountId)));
    const pending = `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${EURUSD}&status=0&target_price=1.05&multiple=100`;

    const replies = await Promise.all(
      Array.from({ length: 6 }, () => server.call<Order>(pending, { token: user.token, lang: 'en' })),
    );

    const placed = replies.filter((reply) => reply.code === 1);
    expect(placed).toHaveLength(1);
    const refusals = replies.filter((reply) => reply.code !== 1);
    expect(refusals.map((reply) => reply.msg)).toEqual(
      Array(5).fill(
        `You already have ${MAX_PENDING_ORDERS} pending orders, the most one account can hold: cancel one to place another`,
      ),
    );
    expect((await books(user.accountId)).orderCount).toBe(MAX_PENDING_ORDERS);
    // a market order is no pending order: it is placed
    expect((await server.call<Order>(market('0.01'), { token: user.token })).code).toBe(1);
    // cancelling one makes room for one
    const cancelled = await server.call<Order>(`/v1/api/forex/cancel_trade?id=${placed[0]?.data.Id}`, {
      token: user.token,
    });
    expect(cancelled.code).toBe(1);
    expect((await server.call<Order>(pending, { token: user.token })).code).toBe(1);
    expect((await server.call<Order>(pending, { token: user.token })).code).not.toBe(1);
  });

  it("reads the account's own open positions, not another account's", async () => {
    const other = await demoUser();
    const user = await demoUser();
    await quote(1.1, 1.1002);
    // two positions of another account first, so that no order id lines up with this account's id by chance
    for (let i = 0; i < 2; i += 1)
      expect((await server.call<Order>(market('0.2'), { token: other.token })).code).toBe(1);
    expect((await server.call<Order>(market('0.1'), { token: user.token })).code).toBe(1);

    const read = await accountForOrder(server.database.db, user.accountId, EURUSD);

    expect(read?.openPositions).toEqual([expect.objectContaining({ symbolId: EURUSD, lots: '0.1' })]);
  });

  it('refuses an order the free margin cannot cover once an open position of the account uses it', async () => {
    await demoUser();
    const user = await demoUser();
    await quote(1.1, 1.1002);
    // 8 lots at 1:100: 8,801.60 of the 10,000 balance as margin
    expect((await server.call<Order>(market('8'), { token: user.token })).code).toBe(1);

    const second = await server.call<Order>(market('8'), { token: user.token });

    expect(second.code).toBe(1203);
    expect((await books(user.accountId)).orderCount).toBe(1);
  });

  it('writes nothing when the account changed after it was read, and writes once it is read again', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const stale = await accountForOrder(server.database.db, user.accountId, EURUSD);
    if (!stale) throw new Error('no account');
    expect(stale.openPositions).toEqual([]);
    // another order of the same account lands in between: it uses margin the stale read did not see
    expect((await server.call<Order>(buy, { token: user.token })).code).toBe(1);
    const before = await books(user.accountId);

    const written = await insertOrderAtRevision(
      server.database.db,
      { ...pendingOrder(user.accountId), status: 'open', entry: 'market', openPrice: '1.10020', fee: '0.5' },
      fee(user.accountId, '-0.5'),
      stale.revision,
    );

    expect(written).toBeNull();
    expect(await books(user.accountId)).toEqual(before);
    const fresh = await accountForOrder(server.database.db, user.accountId, EURUSD);
    if (!fresh) throw new Error('no account');
    expect(fresh.revision).toBeGreaterThan(stale.revision);
    expect(fresh.openPositions).toEqual([
      expect.objectContaining({ symbolId: EURUSD, side: 1, lots: '0.01', openPrice: '1.10020' }),
    ]);
    const placed = await insertOrderAtRevision(
      server.database.db,
      { ...pendingOrder(user.accountId), status: 'open', entry: 'market', openPrice: '1.10020', fee: '0.5' },
      fee(user.accountId, '-0.5'),
      fresh.revision,
    );
    expect(placed?.row).toMatchObject({ status: 'open', openPrice: '1.10020' });
    const after = await books(user.accountId);
    expect(after.orderCount).toBe(before.orderCount + 1);
    expect(new Big(after.balance).eq(new Big(before.balance).minus('0.5'))).toBe(true);
    expect(new Big(after.balance).eq(after.ledger)).toBe(true);
  });

  it.each([
    ['judged on an unlocked read', 2],
    ['under the account lock', 0],
  ])('places an order %s, and refuses a fee the balance cannot pay, writing nothing', async (_how, attempts) => {
    const user = await demoUser();
    const { db } = server.database;
    const context = { db, symbols: await loadTradingSymbols(db), market: { quotes: new QuoteBook() } };
    const plan = (change: string) => (): OrderPlan => ({
      order: pendingOrder(user.accountId),
      fee: fee(user.accountId, change),
      needed: new Big(0),
    });
    const before = await books(user.accountId);

    const placed = await placeOrder(context, user.accountId, EURUSD, plan('-2.5'), attempts);
    const refused = await placeOrder(context, user.accountId, EURUSD, plan('-20000'), attempts);

    expect(placed.ok).toBe(true);
    expect(refused).toEqual({ ok: false, refusal: expect.objectContaining({ code: 'insufficientMargin' }) });
    const after = await books(user.accountId);
    expect(after.orderCount).toBe(before.orderCount + 1);
    expect(new Big(after.balance).eq(new Big(before.balance).minus('2.5'))).toBe(true);
    expect(new Big(after.balance).eq(after.ledger)).toBe(true);
  });

  it.each([
    ['judged on an unlocked read', 2],
    ['under the account lock', 0],
  ])(
    'places a pending order (no fee yet) %s on a balance below zero that free margin still covers',
    async (_how, attempts) => {
      const user = await demoUser();
      const { db } = server.database;
      // a loss beyond the balance (a hedge's losing leg closed, say) may leave it negative
      await db.transaction((tx) =>
        postLedgerEntry(tx, user.accountId, amount('-10050'), 'adjustment', 'ledger.adjustment', {
          allowNegative: true,
        }),
      );
      const context = { db, symbols: await loadTradingSymbols(db), market: { quotes: new QuoteBook() } };

      const placed = await placeOrder(
        context,
        user.accountId,
        EURUSD,
        () => ({ order: pendingOrder(user.accountId), fee: fee(user.accountId, '0'), needed: new Big(-100) }),
        attempts,
      );

      expect(placed.ok).toBe(true);
    },
  );
});
