import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { WithdrawCurrency, WithdrawMethod, WithdrawRecord } from '../../../protocol/schemas/payments.ts';
import type { AdminReviewReply } from '../../../protocol/schemas/paymentsAdmin.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import { postLedgerEntry } from '../../ledger/postLedgerEntry.ts';
import { amount } from '../../money/decimal.ts';
import { api, type Person, realUser, type TestApp } from './paymentsHarness.ts';

/** What takes a person's and staff's requests: the one-process app, or a gateway of a cluster. */
export type RequestTaker = Pick<TestApp, 'inject'>;

export async function usdtCurrencyOf(app: RequestTaker, person: Person): Promise<WithdrawCurrency> {
  const list = await api<WithdrawCurrency[]>(app, 'GET', '/api/account/draw_symbol_list?type=1', person.token);
  const usdt = list.data.find((currency) => currency.code === 'USDT');
  if (!usdt) throw new Error('no USDT');
  return usdt;
}

export async function cryptoMethodOf(
  app: RequestTaker,
  person: Person,
  currency: WithdrawCurrency,
): Promise<WithdrawMethod> {
  const bound = await api<WithdrawMethod>(app, 'POST', '/api/wallet/bind_draw_method', person.token, {
    draw_id: currency.id,
    type: 1,
    dc_address: 'TXYZopqr1234567890abcdefghijkLMN',
  });
  expect(bound.code).toBe(1);
  return bound.data;
}

/** Where the scenario runs: the app (or gateway) the requests go to, a staff session and the engine's feed. */
export interface MarginStage {
  database: DatabaseHandle;
  app: RequestTaker;
  staff: string;
  now(): number;
  /** EURUSD at `bid` (ask 2 points above) on the engine and, before it resolves, on `app` */
  quote(bid: number): Promise<void>;
}

/**
 * A real account of 1,000 USD long 0.5 lot of EURUSD at 1.1002 (margin 550.10 at 1:100), with 400 of it
 * asked for as a withdrawal; EURUSD falls to 1.0995 (−35): the rest still covers the withdrawal (free margin
 * 964.73 − 550.10 − 400 ≥ 0), which staff approve: the balance is 599.73 (the fee of 0.28 paid), the risk rate
 * 102.7 %. The engine's screen last saw the balance of 999.73 (the open).
 */
export async function approvedWithdrawalOnMargin(stage: MarginStage) {
  const { app } = stage;
  const person = await realUser(stage.database, stage.now());
  await stage.database.db.transaction((tx) =>
    postLedgerEntry(tx, person.accountId, amount('1000'), 'adjustment', 'test'),
  );
  const usdt = await usdtCurrencyOf(app, person);
  const method = await cryptoMethodOf(app, person, usdt);
  await stage.quote(1.1);
  const opened = await api<{ Id: number }>(
    app,
    'GET',
    '/v1/api/forex/submit?type=1&cont=0.5&forex_id=1&status=1&multiple=100',
    person.token,
  );
  expect(opened.code).toBe(1);
  const asked = await api<WithdrawRecord>(app, 'POST', '/api/account/draw', person.token, {
    draw_currency_id: usdt.id,
    number: '400',
    draw_method_id: method.id,
  });
  expect(asked.code).toBe(1);
  await stage.quote(1.0995);
  const approved = await api<AdminReviewReply>(app, 'POST', '/admin/api/withdrawals/review', stage.staff, {
    id: asked.data.id,
    approve: true,
  });
  expect(approved.data).toMatchObject({ changed: true });
  return { person, orderId: opened.data.Id };
}

/** The order's close reason, or null when it is still open after `waitMs`. */
export async function closeReasonOf(database: DatabaseHandle, orderId: number, waitMs = 2_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [row] = await database.db.select({ reason: orders.closeReason }).from(orders).where(eq(orders.id, orderId));
    if (row?.reason || Date.now() > deadline) return row?.reason ?? null;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
