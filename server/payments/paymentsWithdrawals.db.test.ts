import { describe, expect, it } from 'vitest';
import type { ForexDetail, LedgerPage, WithdrawMethod, WithdrawRecord } from '../../protocol/schemas/payments.ts';
import type { AdminReviewReply, AuditPage } from '../../protocol/schemas/paymentsAdmin.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { formatLedgerTime } from './ledgerView.ts';
import { books, realUser } from './testing/paymentsHarness.ts';
import { EURUSD, usePaymentsApp } from './testing/paymentsScenario.ts';

describe.each(testDatabases())('payments: collection methods and withdrawals on $name', (target) => {
  const h = usePaymentsApp(target);
  const { get, post, funded, usdtCurrency, cryptoMethod, bankAccount, expectBooksBalanced, clock } = h;

  it('lets exactly one of 100 concurrent withdrawals of 60% of the balance through', async () => {
    const person = await realUser(h.database, clock.now);
    await funded(person, '1000');
    const usdt = await usdtCurrency(person);
    const method = await cryptoMethod(person, usdt);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        post<WithdrawRecord>('/api/account/draw', person.token, {
          draw_currency_id: usdt.id,
          number: '600',
          draw_method_id: method.id,
        }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 1)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 1203)).toHaveLength(99);
    const state = await expectBooksBalanced(person);
    expect(state.lockBalance.toFixed()).toBe('600');
    expect(state.balance.toFixed()).toBe('1000');
    const detail = await get<ForexDetail>('/v1/api/main/account/forexDetail', person.token);
    expect(detail.data).toMatchObject({ balance: '1000.00', lock_balance: '600.00', free_margin: '400.00' });
    const accepted = replies.find((reply) => reply.code === 1)?.data;
    // SPEC §9: fee_type 1 is flat (2 USDT here); receipt = (600 − 2) × 1.
    expect(accepted).toMatchObject({ fee: '2.0000', real_number: '598', status: 0 });
  });

  it('refuses a collection method with the reason and binds nothing; removes a method once', async () => {
    const person = await realUser(h.database, clock.now);
    const usdt = await usdtCurrency(person);
    const bind = (body: Record<string, unknown>) => post('/api/wallet/bind_draw_method', person.token, body);
    expect((await bind({ draw_id: usdt.id, type: 1, dc_address: 'T<script>' })).msg).toBe(
      'Please enter a valid address',
    );
    expect((await bind({ draw_id: 2_147_483_647, type: 1, dc_address: 'TXYZopqr1234567890abcdefghijkLMN' })).msg).toBe(
      'No payment channel for this option',
    );
    const bank = await bankAccount(person, 'Mei Chan');
    expect((await bind({ ...bank, bank_swift: ' ' })).msg).toBe('Please fill in completely');
    expect((await bind(bank)).msg).toBe('Please verify your identity first');
    expect((await get<WithdrawMethod[]>('/api/wallet/get_draw_method?draw_type=2', person.token)).data).toEqual([]);
    const method = await cryptoMethod(person, usdt);
    expect(await post('/api/wallet/del_draw_method', person.token, { id: method.id })).toMatchObject({
      code: 1,
      data: null,
    });
    expect((await post('/api/wallet/del_draw_method', person.token, { id: method.id })).code).toBe(1004);
    expect((await get<WithdrawMethod[]>('/api/wallet/get_draw_method?draw_type=1', person.token)).data).toEqual([]);
  });

  it('refuses a withdrawal with the reason and holds nothing: number, channel, minimum, free margin', async () => {
    const person = await realUser(h.database, clock.now);
    await funded(person, '500');
    const usdt = await usdtCurrency(person);
    const method = await cryptoMethod(person, usdt);
    const draw = (currencyId: number, number: string) =>
      post('/api/account/draw', person.token, { draw_currency_id: currencyId, number, draw_method_id: method.id });
    expect((await draw(usdt.id, '1.005')).msg).toBe('number allows at most 2 decimal places');
    expect((await draw(usdt.id, '-5')).msg).toBe(
      'number must be plain digits with an optional decimal point, such as 12 or 1.25',
    );
    expect((await draw(2_147_483_647, '100')).msg).toBe('No payment channel for this option');
    expect((await draw(usdt.id, '19.99')).msg).toBe('The minimum is 20 USD');
    expect(await draw(usdt.id, '500.01')).toMatchObject({
      code: 1203,
      msg: 'Not enough free margin: 500.01 USD requested, 500.00 USD available',
    });
    expect((await books(h.database, person.accountId)).lockBalance.toFixed()).toBe('0');
    expect((await post('/admin/api/withdrawals/review', h.staff, { id: 2_147_483_647, approve: true })).code).toBe(
      1004,
    );
  });

  it('debits on approval and releases on rejection; a repeat decision changes nothing', async () => {
    const person = await realUser(h.database, clock.now);
    await funded(person, '500');
    const usdt = await usdtCurrency(person);
    const method = await cryptoMethod(person, usdt);
    const draw = (number: string) =>
      post<WithdrawRecord>('/api/account/draw', person.token, {
        draw_currency_id: usdt.id,
        number,
        draw_method_id: method.id,
      });
    const first = await draw('100');
    const second = await draw('150');
    expect((await books(h.database, person.accountId)).lockBalance.toFixed()).toBe('250');
    await Promise.all([
      post('/admin/api/withdrawals/review', h.staff, { id: first.data.id, approve: true }),
      post('/admin/api/withdrawals/review', h.staff, { id: first.data.id, approve: true }),
    ]);
    await post('/admin/api/withdrawals/review', h.staff, {
      id: second.data.id,
      approve: false,
      reason: 'Address check failed',
    });
    await post('/admin/api/withdrawals/review', h.staff, { id: second.data.id, approve: true });
    const state = await expectBooksBalanced(person);
    expect(state.balance.toFixed()).toBe('400');
    expect(state.lockBalance.toFixed()).toBe('0');
    const ledger = await get<LedgerPage>('/v1/api/main/accountLog/forexChange?page=1', person.token);
    expect(ledger.data.data.map((row) => [row.Value, row.MemoTran])).toEqual([
      ['-100', 'Withdrawal'],
      ['500', 'Deposit'],
    ]);
    // the instant goes on the wire too, so the h.app can show it in the user's clock: the same instant as the text
    for (const row of ledger.data.data) {
      expect(Number.isInteger(row.CreatedAt)).toBe(true);
      expect(formatLedgerTime(new Date(row.CreatedAt), 'en')).toBe(row.CreatedAtTran);
    }
    const hk = await h.app.inject({
      method: 'GET',
      url: '/v1/api/main/accountLog/forexChange?page=1',
      headers: { lang: 'hk', authorization: person.token },
    });
    expect(hk.json<{ data: LedgerPage }>().data.data.map((row) => row.MemoTran)).toEqual(['出金', '入金']);
    const audit = await get<AuditPage>('/admin/api/audit?page=1', h.staff);
    expect(audit.data.data.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['withdrawal.approve', 'withdrawal.reject', 'deposit.approve']),
    );
  });

  it('keeps locked money out of free margin for new orders', async () => {
    const person = await realUser(h.database, clock.now);
    await funded(person, '1000');
    const usdt = await usdtCurrency(person);
    const method = await cryptoMethod(person, usdt);
    await post('/api/account/draw', person.token, {
      draw_currency_id: usdt.id,
      number: '990',
      draw_method_id: method.id,
    });
    // 0.1 lot of EURUSD at 100:1 needs about 110 USD of margin: only 10 are free.
    const order = await get(
      `/v1/api/forex/submit?type=1&cont=0.1&forex_id=${EURUSD}&status=1&multiple=100`,
      person.token,
    );
    expect(order.code).toBe(1203);
    await expectBooksBalanced(person);
  });

  it('refuses to approve a withdrawal that floating losses no longer cover', async () => {
    const person = await realUser(h.database, clock.now);
    await funded(person, '1000');
    const order = await get(
      `/v1/api/forex/submit?type=1&cont=0.1&forex_id=${EURUSD}&status=1&multiple=100`,
      person.token,
    );
    expect(order.code).toBe(1);
    const usdt = await usdtCurrency(person);
    const method = await cryptoMethod(person, usdt);
    const draw = await post<WithdrawRecord>('/api/account/draw', person.token, {
      draw_currency_id: usdt.id,
      number: '850',
      draw_method_id: method.id,
    });
    expect(draw.code).toBe(1);
    // The buy clock.now loses 842 USD: equity about 158, far above the stop-out level, but not 850.
    clock.now += 1_000;
    h.app.source.push({ symbolId: EURUSD, time: clock.now, bid: 1.016, ask: 1.0162 });
    await h.app.trading.settled();
    const before = await expectBooksBalanced(person);
    const approval = await post<AdminReviewReply>('/admin/api/withdrawals/review', h.staff, {
      id: draw.data.id,
      approve: true,
    });
    expect(approval.code).toBe(1001);
    expect(approval.msg).toMatch(/no longer covers/);
    const after = await expectBooksBalanced(person);
    expect(after.balance.eq(before.balance)).toBe(true);
    expect(after.lockBalance.toFixed()).toBe('850');
    const rejected = await post<AdminReviewReply>('/admin/api/withdrawals/review', h.staff, {
      id: draw.data.id,
      approve: false,
      reason: 'Losses since the request',
    });
    expect(rejected.data).toMatchObject({ status: 2, changed: true });
    expect((await expectBooksBalanced(person)).lockBalance.toFixed()).toBe('0');
    // SPEC §7: draw_list items carry status_name, in the caller's language
    const listed = await get<{ data: WithdrawRecord[] }>('/api/account/draw_list?page=1', person.token);
    expect(listed.data.data[0]).toMatchObject({ id: draw.data.id, status: 2, status_name: 'Rejected' });
    expect(draw.data).toMatchObject({ status: 0, status_name: 'Under review' });
    const inHongKong = await h.app.inject({
      method: 'GET',
      url: '/api/account/draw_list?page=1',
      headers: { lang: 'hk', authorization: person.token },
    });
    expect(inHongKong.json().data.data[0].status_name).toBe('已拒絕');
    clock.now += 1_000;
    h.app.source.push({ symbolId: EURUSD, time: clock.now, bid: 1.1, ask: 1.1002 });
    await h.app.trading.settled();
  });
});
