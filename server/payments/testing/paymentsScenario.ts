import { afterAll, beforeAll, expect } from 'vitest';
import type { DepositRecord, WireInfo, WithdrawCurrency } from '../../../protocol/schemas/payments.ts';
import type { AdminReviewReply } from '../../../protocol/schemas/paymentsAdmin.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { TestDatabase } from '../../testing/testDatabases.ts';
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
} from './paymentsHarness.ts';
import { cryptoMethodOf, usdtCurrencyOf } from './withdrawalOnMargin.ts';

export const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
export const EURUSD = 1;

/**
 * The payments API of one test database with a staff member, EURUSD quoted and the steps the payments
 * tests share (a wire deposit approved, a collection method bound, the books checked). Call inside a
 * `describe`: it builds the app before the tests and closes it after.
 */
export function usePaymentsApp(target: TestDatabase) {
  const clock = { now: WEDNESDAY };
  const state: { database?: DatabaseHandle; app?: TestApp; staff?: string; storedFiles?: () => string[] } = {};

  beforeAll(async () => {
    state.database = await target.open();
    const built = await buildPaymentsApp(state.database, () => clock.now);
    state.app = built.app;
    state.storedFiles = built.storedFiles;
    state.staff = await staffToken(state.database, clock.now);
    state.app.source.push({ symbolId: EURUSD, time: clock.now, bid: 1.1, ask: 1.1002 });
  });

  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
  });

  function need<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('the payments app is not built yet');
    return value;
  }
  const scenario = {
    clock,
    get database() {
      return need(state.database);
    },
    get app() {
      return need(state.app);
    },
    get staff() {
      return need(state.staff);
    },
    storedFiles: () => need(state.storedFiles)(),
  };
  const database = () => scenario.database;
  const app = () => scenario.app;
  const staff = () => scenario.staff;

  const get = <T>(url: string, token?: string) => api<T>(app(), 'GET', url, token);
  const post = <T>(url: string, token: string | undefined, body: Record<string, unknown>) =>
    api<T>(app(), 'POST', url, token, body);

  async function proof(person: Person): Promise<string> {
    const reply = await upload(app(), person.token, await pngImage());
    if (!reply.data) throw new Error(reply.msg);
    return reply.data.url;
  }

  async function wire(): Promise<WireInfo> {
    const wires = await get<WireInfo[]>(
      '/api/quickCharge/wire_info?bank_coin=USD',
      (await realUser(database(), clock.now)).token,
    );
    const first = wires.data[0];
    if (!first) throw new Error('no wire method seeded');
    return first;
  }

  /** A wire deposit approved by staff: the account then holds `amount` more. */
  async function funded(person: Person, amount: string): Promise<DepositRecord> {
    const { id: wireId } = await wire();
    const deposit = await get<DepositRecord>(
      `/api/quickCharge/wire_submit?number=${amount}&wire_id=${wireId}&proofImg=${encodeURIComponent(await proof(person))}`,
      person.token,
    );
    expect(deposit.code).toBe(1);
    const reviewed = await post<AdminReviewReply>('/admin/api/deposits/review', staff(), {
      id: deposit.data.id,
      approve: true,
    });
    expect(reviewed.data.changed).toBe(true);
    return deposit.data;
  }

  const usdtCurrency = (person: Person) => usdtCurrencyOf(app(), person);
  const cryptoMethod = (person: Person, currency: WithdrawCurrency) => cryptoMethodOf(app(), person, currency);

  /** A complete bank collection account in USD (wire withdrawals) paid to `payeeName`. */
  async function bankAccount(person: Person, payeeName: string) {
    const currencies = await get<WithdrawCurrency[]>('/api/account/draw_symbol_list?type=2', person.token);
    const usd = currencies.data[0];
    if (!usd) throw new Error('no USD');
    return {
      draw_id: usd.id,
      type: 2,
      bank_country: 'Hong Kong',
      bank_name: 'Harbour Bank',
      bank_address: '1 Queen St',
      bank_swift: 'HARBHKHH',
      aba_code: '000000',
      postal_code: '000000',
      payee_name: payeeName,
      payee_account: '123-456-789',
      payee_address: '2 King Rd',
      account_type: 2,
    };
  }

  async function expectBooksBalanced(person: Person) {
    const state = await books(database(), person.accountId);
    expect(state.balance.eq(state.ledger)).toBe(true);
    expect(state.lockBalance.eq(state.locked)).toBe(true);
    expect(state.lockBalance.eq(state.held)).toBe(true);
    return state;
  }

  // Object.assign keeps the getters (a spread would read them before the app is built).
  return Object.assign(scenario, {
    get,
    post,
    proof,
    wire,
    funded,
    usdtCurrency,
    cryptoMethod,
    bankAccount,
    expectBooksBalanced,
  });
}
