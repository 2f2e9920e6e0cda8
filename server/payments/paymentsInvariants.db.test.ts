import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DepositRecord, WithdrawRecord } from '../../protocol/schemas/payments.ts';
import { uploads } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { books, realUser } from './testing/paymentsHarness.ts';
import { EURUSD, usePaymentsApp } from './testing/paymentsScenario.ts';

describe.each(testDatabases())('payments: the books over a random workload on $name', (target) => {
  const h = usePaymentsApp(target);
  const { get, post, proof, wire, usdtCurrency, cryptoMethod, expectBooksBalanced, clock } = h;

  it('keeps balance == sum(ledger) through random deposits, withdrawals, reviews and trades', async () => {
    const person = await realUser(h.database, clock.now);
    const usdt = await usdtCurrency(person);
    const method = await cryptoMethod(person, usdt);
    const { id: wireId } = await wire();
    const image = await proof(person);
    const pendingDeposits: number[] = [];
    const pendingWithdrawals: number[] = [];
    const openOrders: number[] = [];
    const op = fc.oneof(
      fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ kind: fc.constant('reviewDeposit' as const), approve: fc.boolean() }),
      fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 20, max: 2000 }) }),
      fc.record({ kind: fc.constant('reviewWithdrawal' as const), approve: fc.boolean() }),
      fc.record({ kind: fc.constant('trade' as const), move: fc.integer({ min: -40, max: 40 }) }),
    );
    let price = 1.1;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 10 }), async (ops) => {
        for (const step of ops) {
          if (step.kind === 'deposit') {
            const reply = await get<DepositRecord>(
              `/api/quickCharge/wire_submit?number=${step.amount}&wire_id=${wireId}&proofImg=${encodeURIComponent(image)}`,
              person.token,
            );
            pendingDeposits.push(reply.data.id);
          } else if (step.kind === 'reviewDeposit') {
            const id = pendingDeposits.shift();
            if (id)
              await post('/admin/api/deposits/review', h.staff, { id, approve: step.approve, reason: 'no funds' });
          } else if (step.kind === 'withdraw') {
            const reply = await post<WithdrawRecord>('/api/account/draw', person.token, {
              draw_currency_id: usdt.id,
              number: String(step.amount),
              draw_method_id: method.id,
            });
            if (reply.code === 1) pendingWithdrawals.push(reply.data.id);
          } else if (step.kind === 'reviewWithdrawal') {
            const id = pendingWithdrawals.shift();
            if (id)
              await post('/admin/api/withdrawals/review', h.staff, { id, approve: step.approve, reason: 'declined' });
          } else {
            const opened = await get<{ Id: number }>(
              `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${EURUSD}&status=1&multiple=100`,
              person.token,
            );
            if (opened.code === 1) openOrders.push(opened.data.Id);
            price = Math.max(1, price + step.move / 10_000);
            clock.now += 1_000;
            h.app.source.push({
              symbolId: EURUSD,
              time: clock.now,
              bid: Number(price.toFixed(5)),
              ask: Number((price + 0.0002).toFixed(5)),
            });
            await h.app.trading.settled();
            const closing = openOrders.shift();
            if (closing && step.move % 2 === 0) await get(`/v1/api/forex/close?id=${closing}`, person.token);
          }
          const state = await expectBooksBalanced(person);
          expect(state.lockBalance.gte(0)).toBe(true);
        }
      }),
      { numRuns: 5 },
    );
    const state = await books(h.database, person.accountId);
    expect(new Big(state.balance).eq(state.ledger)).toBe(true);
    const [anyUpload] = await h.database.db.select().from(uploads).where(eq(uploads.userId, person.userId));
    expect(anyUpload).toBeDefined();
  });
});
