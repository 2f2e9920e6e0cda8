import { and, desc, eq, gt, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { accounts, ledgerEntries, orders } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const EURUSD = 1;
// Wednesday noon in New York: every market open.
const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');

describe.each(testDatabases())('the demo reset on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let now = WEDNESDAY;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => now });
    app.source.push({ symbolId: EURUSD, time: now, bid: 1.1, ask: 1.1002 });
    await app.trading.settled();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function call<T>(url: string, token: string): Promise<Envelope<T>> {
    const reply = await app.inject({ method: 'GET', url, headers: { lang: 'en', authorization: token } });
    return reply.json<Envelope<T>>();
  }

  it('closes, cancels and resets in one step: orders placed in parallel are either reset or placed after it', async () => {
    const demo = await app.inject({
      method: 'GET',
      url: `/api/user/createAccountDemoForU?demo_id=reset-race-${target.name}`,
    });
    const token = demo.json<Envelope<{ token: string }>>().data.token;
    const userId = (await call<{ id: number }>('/api/user/info', token)).data.id;
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, userId));
    if (!account) throw new Error('no account');
    const market = `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${EURUSD}&status=1&multiple=100`;
    const pending = `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${EURUSD}&status=0&target_price=1.05&multiple=100`;

    for (let round = 0; round < 3; round += 1) {
      now += 1_000;
      const placing = Array.from({ length: 24 }, (_, index) => call(index % 3 === 0 ? pending : market, token));
      const reset = call<{ balance: string }>('/v1/api/main/user/resetForexDemoAccount', token);
      const later = Array.from({ length: 12 }, () => call(market, token));
      const [resetReply] = await Promise.all([reset, ...placing, ...later]);
      expect(resetReply.code).toBe(1);

      // The latest reset row (a reset that found 10,000 already writes none): everything older must be
      // gone, and only what came after it may be open.
      const [lastReset] = await database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, account.id), inArray(ledgerEntries.kind, ['demo_reset', 'demo_grant'])))
        .orderBy(desc(ledgerEntries.id))
        .limit(1);
      if (!lastReset) throw new Error('no reset row');
      const feesAfter = await database.db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.accountId, account.id),
            eq(ledgerEntries.kind, 'trade_fee'),
            gt(ledgerEntries.id, lastReset.id),
          ),
        );
      const open = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.accountId, account.id), eq(orders.status, 'open')));
      // Every open position paid its fee after the reset: none slipped in between a close and the reset.
      expect(open.length).toBe(feesAfter.length);
      const [after] = await database.db
        .select({ total: sum(ledgerEntries.amount) })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, account.id), gt(ledgerEntries.id, lastReset.id)));
      const [row] = await database.db.select().from(accounts).where(eq(accounts.id, account.id));
      expect(new Big(row?.balance ?? 'NaN').eq(new Big(lastReset.balanceAfter).plus(after?.total ?? 0))).toBe(true);

      // Reset again with nothing racing: nothing at all is left open or pending.
      expect((await call('/v1/api/main/user/resetForexDemoAccount', token)).code).toBe(1);
      const live = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.accountId, account.id), inArray(orders.status, ['open', 'pending'])));
      expect(live).toEqual([]);
      expect((await call<{ balance: string }>('/v1/api/main/wallet/getBalance', token)).data.balance).toBe('10000');
    }
  });
});
