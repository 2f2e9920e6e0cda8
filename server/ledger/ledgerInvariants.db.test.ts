import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DepositRecord,
  WireInfo,
  WithdrawCurrency,
  WithdrawMethod,
  WithdrawRecord,
} from '../../protocol/schemas/payments.ts';
import type { AccountRisk } from '../../protocol/schemas/trading.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { orders } from '../db/schema.ts';
import {
  api,
  books,
  buildPaymentsApp,
  type Person,
  pngImage,
  realUser,
  staffToken,
  type TestApp,
  upload,
} from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const EURUSD = 1;

const step = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 100, max: 5000 }) }),
  fc.record({ kind: fc.constant('reviewDeposit' as const), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 20, max: 3000 }) }),
  fc.record({ kind: fc.constant('reviewWithdrawal' as const), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('open' as const), lots: fc.constantFrom('0.01', '0.1', '0.5', '1') }),
  fc.record({ kind: fc.constant('close' as const) }),
  // a tick up to 300 pips either way: stop-losses, take-profits and stop-outs happen here
  fc.record({ kind: fc.constant('tick' as const), pips: fc.integer({ min: -300, max: 300 }) }),
);

/**
 * The two ledger invariants over a random workload of a real account: orders, closes, stop-outs (big price
 * moves), deposits, withdrawals and staff approvals or rejections, checked after EVERY step:
 * balance == sum(ledger entries) and lock_balance == sum(open holds).
 */
describe.each(testDatabases())('ledger invariants under a random workload on $name', (target) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let now = WEDNESDAY;
  let price = 1.1;

  beforeAll(async () => {
    database = await target.open();
    app = (await buildPaymentsApp(database, () => now)).app;
    staff = await staffToken(database, now);
    app.source.push({ symbolId: EURUSD, time: now, bid: price, ask: price + 0.0002 });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = <T>(url: string, token?: string) => api<T>(app, 'GET', url, token);
  const post = <T>(url: string, token: string | undefined, body: Record<string, unknown>) =>
    api<T>(app, 'POST', url, token, body);

  async function tick(pips: number) {
    price = Math.max(0.5, price + pips / 10_000);
    now += 1_000;
    app.source.push({
      symbolId: EURUSD,
      time: now,
      bid: Number(price.toFixed(5)),
      ask: Number((price + 0.0002).toFixed(5)),
    });
    await app.trading.settled();
  }

  async function expectInvariants(person: Person) {
    const state = await books(database, person.accountId);
    expect(state.balance.eq(state.ledger), `balance ${state.balance} vs ledger ${state.ledger}`).toBe(true);
    expect(state.lockBalance.eq(state.held), `lock_balance ${state.lockBalance} vs open holds ${state.held}`).toBe(
      true,
    );
    expect(state.held.eq(state.locked)).toBe(true);
    expect(state.balance.gte(0)).toBe(true);
  }

  it('keeps balance == sum(ledger) and lock_balance == sum(open holds) after every step', async () => {
    const person = await realUser(database, now);
    const wires = await get<WireInfo[]>('/api/quickCharge/wire_info?bank_coin=USD', person.token);
    const wireId = wires.data[0]?.id;
    const currencies = await get<WithdrawCurrency[]>('/api/account/draw_symbol_list?type=1', person.token);
    const usdt = currencies.data.find((currency) => currency.code === 'USDT');
    if (!wireId || !usdt) throw new Error('payments not seeded');
    const method = await post<WithdrawMethod>('/api/wallet/bind_draw_method', person.token, {
      draw_id: usdt.id,
      type: 1,
      dc_address: 'TXYZopqr1234567890abcdefghijkLMN',
    });
    const proof = await upload(app, person.token, await pngImage());
    if (!proof.data) throw new Error(proof.msg);
    const proofUrl = encodeURIComponent(proof.data.url);
    const pendingDeposits: number[] = [];
    const pendingWithdrawals: number[] = [];

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 16 }), async (steps) => {
        for (const action of steps) {
          if (action.kind === 'deposit') {
            const reply = await get<DepositRecord>(
              `/api/quickCharge/wire_submit?number=${action.amount}&wire_id=${wireId}&proofImg=${proofUrl}`,
              person.token,
            );
            if (reply.code === 1) pendingDeposits.push(reply.data.id);
          } else if (action.kind === 'reviewDeposit') {
            const id = pendingDeposits.shift();
            if (id)
              await post('/admin/api/deposits/review', staff, { id, approve: action.approve, reason: 'no funds' });
          } else if (action.kind === 'withdraw') {
            const reply = await post<WithdrawRecord>('/api/account/draw', person.token, {
              draw_currency_id: usdt.id,
              number: String(action.amount),
              draw_method_id: method.data.id,
            });
            if (reply.code === 1) pendingWithdrawals.push(reply.data.id);
          } else if (action.kind === 'reviewWithdrawal') {
            const id = pendingWithdrawals.shift();
            if (!id) continue;
            const reply = await post<{ changed: boolean }>('/admin/api/withdrawals/review', staff, {
              id,
              approve: action.approve,
              reason: 'declined',
            });
            // refused (floating losses no longer cover it): staff reject it instead
            if (reply.code !== 1)
              await post('/admin/api/withdrawals/review', staff, { id, approve: false, reason: 'x' });
          } else if (action.kind === 'open') {
            await get(
              `/v1/api/forex/submit?type=1&cont=${action.lots}&forex_id=${EURUSD}&status=1&multiple=100`,
              person.token,
            );
          } else if (action.kind === 'close') {
            const [open] = await database.db
              .select()
              .from(orders)
              .where(and(eq(orders.accountId, person.accountId), eq(orders.status, 'open')));
            if (open) await get(`/v1/api/forex/close?id=${open.id}`, person.token);
          } else {
            await tick(action.pips);
          }
          await expectInvariants(person);
        }
      }),
      { numRuns: 6 },
    );
    // And a stop-out for certain, with a withdrawal waiting: fund, hold, open all the margin allows, crash 600 pips.
    await tick(11_000 - Math.round(price * 10_000)); // back to 1.1000 (11,000 pips)
    const stillOpen = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, person.accountId), eq(orders.status, 'open')));
    for (const order of stillOpen) await get(`/v1/api/forex/close?id=${order.id}`, person.token);
    const deposit = await get<DepositRecord>(
      `/api/quickCharge/wire_submit?number=3000&wire_id=${wireId}&proofImg=${proofUrl}`,
      person.token,
    );
    await post('/admin/api/deposits/review', staff, { id: deposit.data.id, approve: true });
    const withdrawal = (id: number, approve: boolean) =>
      post<{ changed: boolean }>('/admin/api/withdrawals/review', staff, { id, approve, reason: 'checked' });
    const draw = () =>
      post<WithdrawRecord>('/api/account/draw', person.token, {
        draw_currency_id: usdt.id,
        number: '50',
        draw_method_id: method.data.id,
      });
    for (const id of pendingWithdrawals.splice(0)) await withdrawal(id, false);
    const paid = await draw();
    expect(paid.code, paid.msg).toBe(1);
    const declined = await draw();
    expect(declined.code, declined.msg).toBe(1);
    await expectInvariants(person);
    expect((await withdrawal(paid.data.id, true)).data.changed).toBe(true);
    await expectInvariants(person);
    expect((await withdrawal(declined.data.id, false)).data.changed).toBe(true);
    await expectInvariants(person);
    await draw(); // left waiting through the crash
    await expectInvariants(person);
    // as many lots as the free margin carries (about 1,100 USD a lot at 1:100): 600 pips then lose it 5 times over
    const risk = await get<AccountRisk>('/v1/api/forex/risk', person.token);
    const lots = Math.min(100, Math.floor((Number(risk.data.free_margin) / 1_150) * 100) / 100).toFixed(2);
    const opened = await get(
      `/v1/api/forex/submit?type=1&cont=${lots}&forex_id=${EURUSD}&status=1&multiple=100`,
      person.token,
    );
    expect(opened.code).toBe(1);
    await tick(-300);
    await expectInvariants(person);
    await tick(-300);
    await expectInvariants(person);
    const rows = await database.db.select().from(orders).where(eq(orders.accountId, person.accountId));
    const stopOuts = rows.filter((row) => row.closeReason === 'stop_out').length;
    // The workload did reach the paths it is about (not a vacuous run).
    expect(stopOuts).toBeGreaterThan(0);
  });
});
