import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChargeInfo,
  DepositRecord,
  ForexDetail,
  IdentityCenter,
  LedgerPage,
  WireInfo,
  WithdrawCurrency,
  WithdrawMethod,
  WithdrawRecord,
} from '../../protocol/schemas/payments.ts';
import type { AdminReviewReply, AuditPage } from '../../protocol/schemas/paymentsAdmin.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { uploads } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { formatLedgerTime } from './ledgerView.ts';
import { HTML_AS_PNG, oversizedJpeg, pixelBombPng, SVG_IMAGE } from './testing/hostileImages.ts';
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
} from './testing/paymentsHarness.ts';

const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const EURUSD = 1;

describe.each(testDatabases())('payments on $name', (target) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let storedFiles: () => string[];
  let staff: string;
  let now = WEDNESDAY;

  beforeAll(async () => {
    database = await target.open();
    const built = await buildPaymentsApp(database, () => now);
    app = built.app;
    storedFiles = built.storedFiles;
    staff = await staffToken(database, now);
    app.source.push({ symbolId: EURUSD, time: now, bid: 1.1, ask: 1.1002 });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = <T>(url: string, token?: string) => api<T>(app, 'GET', url, token);
  const post = <T>(url: string, token: string | undefined, body: Record<string, unknown>) =>
    api<T>(app, 'POST', url, token, body);

  async function proof(person: Person): Promise<string> {
    const reply = await upload(app, person.token, await pngImage());
    if (!reply.data) throw new Error(reply.msg);
    return reply.data.url;
  }

  async function wire(): Promise<WireInfo> {
    const wires = await get<WireInfo[]>(
      '/api/quickCharge/wire_info?bank_coin=USD',
      (await realUser(database, now)).token,
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
    const reviewed = await post<AdminReviewReply>('/admin/api/deposits/review', staff, {
      id: deposit.data.id,
      approve: true,
    });
    expect(reviewed.data.changed).toBe(true);
    return deposit.data;
  }

  async function usdtCurrency(person: Person): Promise<WithdrawCurrency> {
    const list = await get<WithdrawCurrency[]>('/api/account/draw_symbol_list?type=1', person.token);
    const usdt = list.data.find((currency) => currency.code === 'USDT');
    if (!usdt) throw new Error('no USDT');
    return usdt;
  }

  async function cryptoMethod(person: Person, currency: WithdrawCurrency): Promise<WithdrawMethod> {
    const bound = await post<WithdrawMethod>('/api/wallet/bind_draw_method', person.token, {
      draw_id: currency.id,
      type: 1,
      dc_address: 'TXYZopqr1234567890abcdefghijkLMN',
    });
    expect(bound.code).toBe(1);
    return bound.data;
  }

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
    const state = await books(database, person.accountId);
    expect(state.balance.eq(state.ledger)).toBe(true);
    expect(state.lockBalance.eq(state.locked)).toBe(true);
    expect(state.lockBalance.eq(state.held)).toBe(true);
    return state;
  }

  it('seeds crypto and bank channels and withdraw currencies', async () => {
    const person = await realUser(database, now);
    const info = await get<ChargeInfo>('/api/quickCharge/info', person.token);
    expect(info.data.crypto.map((method) => `${method.currency_code}/${method.protocol_code}`)).toEqual(
      expect.arrayContaining(['USDT/TRC20', 'USDT/ERC20', 'BTC/Bitcoin']),
    );
    expect(info.data).toMatchObject({ bank_coins: ['USD'], wire_days_min: 1, wire_days_max: 5 });
    const bank = await get<WithdrawCurrency[]>('/api/account/draw_symbol_list?type=2', person.token);
    expect(bank.data.map((currency) => currency.code)).toEqual(['USD']);
  });

  it('accepts a real image, re-encoded, readable by its owner and staff only', async () => {
    const owner = await realUser(database, now);
    const other = await realUser(database, now);
    const reply = await upload(app, owner.token, await pngImage(), 'photo.png');
    expect(reply.code).toBe(1);
    const url = reply.data?.url ?? '';
    expect(url).toMatch(/^\/api\/common\/image\/[0-9a-f]{32}\.png$/);
    const mine = await app.inject({ method: 'GET', url, headers: { authorization: owner.token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    const byStaff = await app.inject({ method: 'GET', url, headers: { authorization: staff } });
    expect(byStaff.statusCode).toBe(200);
    const theirs = await app.inject({ method: 'GET', url, headers: { authorization: other.token } });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.json()).toMatchObject({ code: 999 });
  });

  it('refuses HTML renamed .png, SVG, a 6 MB file and a pixel bomb, storing nothing', async () => {
    const person = await realUser(database, now);
    const filesBefore = storedFiles().length;
    const rowsBefore = (await database.db.select().from(uploads)).length;
    const cases: [Buffer, string, string][] = [
      [HTML_AS_PNG, 'invoice.png', 'image/png'],
      [SVG_IMAGE, 'logo.svg', 'image/svg+xml'],
      [oversizedJpeg(), 'big.jpg', 'image/jpeg'],
      [pixelBombPng(), 'bomb.png', 'image/png'],
    ];
    for (const [bytes, name, type] of cases) {
      const reply = await upload(app, person.token, bytes, name, type);
      expect(reply.code, name).toBe(1001);
      expect(reply.data).toBeNull();
    }
    expect(storedFiles().length).toBe(filesBefore);
    expect((await database.db.select().from(uploads)).length).toBe(rowsBefore);
  });

  it('verifies identity: waiting, rejected with a reason, resubmitted, verified', async () => {
    const person = await realUser(database, now);
    expect((await get<IdentityCenter>('/api/user_real/center', person.token)).data.review_status).toBe(0);
    const form = {
      name: 'Mei  Chan',
      card_id: 'A1234567',
      front_pic: await proof(person),
      reverse_pic: await proof(person),
    };
    expect((await post<IdentityCenter>('/api/user_real/real_name', person.token, { ...form, name: ' ' })).msg).toBe(
      'Please enter a name',
    );
    const stranger = await realUser(database, now);
    const borrowed = await post('/api/user_real/real_name', person.token, {
      ...form,
      reverse_pic: await proof(stranger),
    });
    expect(borrowed).toMatchObject({ code: 1001, msg: 'Please upload the image again' });
    expect((await get<IdentityCenter>('/api/user_real/center', person.token)).data.review_status).toBe(0);
    const submitted = await post<IdentityCenter>('/api/user_real/real_name', person.token, form);
    expect(submitted.data).toMatchObject({ review_status: 1, name: 'Mei Chan', card_id: '****4567' });
    expect(await post('/api/user_real/real_name', person.token, form)).toMatchObject({
      code: 1001,
      msg: 'Your identity documents are waiting for review',
    });
    expect((await post('/admin/api/identities/review', staff, { id: 2_147_483_647, approve: true })).code).toBe(1004);

    const queue = await get<{ data: { id: number; user_id: number }[] }>('/admin/api/identities?status=1', staff);
    const mine = queue.data.data.find((row) => row.user_id === person.userId);
    if (!mine) throw new Error('not queued');
    expect((await post('/admin/api/identities/review', staff, { id: mine.id, approve: false })).code).toBe(1001);
    await post('/admin/api/identities/review', staff, { id: mine.id, approve: false, reason: 'Photo is blurred' });
    expect((await get<IdentityCenter>('/api/user_real/center', person.token)).data).toMatchObject({
      review_status: 3,
      reason: 'Photo is blurred',
    });

    await post('/api/user_real/real_name', person.token, form);
    const again = await get<{ data: { id: number; user_id: number }[] }>('/admin/api/identities?status=1', staff);
    const second = again.data.data.find((row) => row.user_id === person.userId);
    if (!second) throw new Error('not queued again');
    await post('/admin/api/identities/review', staff, { id: second.id, approve: true });
    expect((await get<IdentityCenter>('/api/user_real/center', person.token)).data.review_status).toBe(2);
    expect(await post('/api/user_real/real_name', person.token, form)).toMatchObject({
      code: 1001,
      msg: 'Your identity is already verified',
    });

    const bank = await bankAccount(person, 'Somebody Else');
    expect((await post('/api/wallet/bind_draw_method', person.token, bank)).msg).toBe(
      'The payee name must match your verified name',
    );
    const bound = await post<WithdrawMethod>('/api/wallet/bind_draw_method', person.token, {
      ...bank,
      payee_name: 'mei chan',
    });
    expect(bound.code).toBe(1);
    expect(bound.data).toMatchObject({ type: 2, payee_account: '123-456-789', account_type: 2 });
  });

  it('credits a deposit once when staff approve it twice at the same time', async () => {
    const person = await realUser(database, now);
    const { id: wireId } = await wire();
    const deposit = await get<DepositRecord>(
      `/api/quickCharge/wire_submit?number=250.5&wire_id=${wireId}&proofImg=${encodeURIComponent(await proof(person))}`,
      person.token,
    );
    expect(deposit.data).toMatchObject({ status: 0, type: 1, credit_amount: '250.50' });
    expect((await books(database, person.accountId)).balance.toFixed()).toBe('0');
    const [first, second] = await Promise.all([
      post<AdminReviewReply>('/admin/api/deposits/review', staff, { id: deposit.data.id, approve: true }),
      post<AdminReviewReply>('/admin/api/deposits/review', staff, { id: deposit.data.id, approve: true }),
    ]);
    expect([first.data.changed, second.data.changed].sort()).toEqual([false, true]);
    const state = await expectBooksBalanced(person);
    expect(state.balance.toFixed()).toBe('250.5');
    const list = await get<{ data: DepositRecord[] }>('/api/quickCharge/quick_ist?type=1&page=1', person.token);
    expect(list.data.data[0]).toMatchObject({ status: 1 });
  });

  it('lets exactly one of 100 concurrent withdrawals of 60% of the balance through', async () => {
    const person = await realUser(database, now);
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
    const person = await realUser(database, now);
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
    const person = await realUser(database, now);
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
    expect((await books(database, person.accountId)).lockBalance.toFixed()).toBe('0');
    expect((await post('/admin/api/withdrawals/review', staff, { id: 2_147_483_647, approve: true })).code).toBe(1004);
  });

  it('debits on approval and releases on rejection; a repeat decision changes nothing', async () => {
    const person = await realUser(database, now);
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
    expect((await books(database, person.accountId)).lockBalance.toFixed()).toBe('250');
    await Promise.all([
      post('/admin/api/withdrawals/review', staff, { id: first.data.id, approve: true }),
      post('/admin/api/withdrawals/review', staff, { id: first.data.id, approve: true }),
    ]);
    await post('/admin/api/withdrawals/review', staff, {
      id: second.data.id,
      approve: false,
      reason: 'Address check failed',
    });
    await post('/admin/api/withdrawals/review', staff, { id: second.data.id, approve: true });
    const state = await expectBooksBalanced(person);
    expect(state.balance.toFixed()).toBe('400');
    expect(state.lockBalance.toFixed()).toBe('0');
    const ledger = await get<LedgerPage>('/v1/api/main/accountLog/forexChange?page=1', person.token);
    expect(ledger.data.data.map((row) => [row.Value, row.MemoTran])).toEqual([
      ['-100', 'Withdrawal'],
      ['500', 'Deposit'],
    ]);
    // the instant goes on the wire too, so the app can show it in the user's clock: the same instant as the text
    for (const row of ledger.data.data) {
      expect(Number.isInteger(row.CreatedAt)).toBe(true);
      expect(formatLedgerTime(new Date(row.CreatedAt), 'en')).toBe(row.CreatedAtTran);
    }
    const hk = await app.inject({
      method: 'GET',
      url: '/v1/api/main/accountLog/forexChange?page=1',
      headers: { lang: 'hk', authorization: person.token },
    });
    expect(hk.json<{ data: LedgerPage }>().data.data.map((row) => row.MemoTran)).toEqual(['出金', '入金']);
    const audit = await get<AuditPage>('/admin/api/audit?page=1', staff);
    expect(audit.data.data.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['withdrawal.approve', 'withdrawal.reject', 'deposit.approve']),
    );
  });

  it('keeps locked money out of free margin for new orders', async () => {
    const person = await realUser(database, now);
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
    const person = await realUser(database, now);
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
    // The buy now loses 842 USD: equity about 158, far above the stop-out level, but not 850.
    now += 1_000;
    app.source.push({ symbolId: EURUSD, time: now, bid: 1.016, ask: 1.0162 });
    await app.trading.settled();
    const before = await expectBooksBalanced(person);
    const approval = await post<AdminReviewReply>('/admin/api/withdrawals/review', staff, {
      id: draw.data.id,
      approve: true,
    });
    expect(approval.code).toBe(1001);
    expect(approval.msg).toMatch(/no longer covers/);
    const after = await expectBooksBalanced(person);
    expect(after.balance.eq(before.balance)).toBe(true);
    expect(after.lockBalance.toFixed()).toBe('850');
    const rejected = await post<AdminReviewReply>('/admin/api/withdrawals/review', staff, {
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
    const inHongKong = await app.inject({
      method: 'GET',
      url: '/api/account/draw_list?page=1',
      headers: { lang: 'hk', authorization: person.token },
    });
    expect(inHongKong.json().data.data[0].status_name).toBe('已拒絕');
    now += 1_000;
    app.source.push({ symbolId: EURUSD, time: now, bid: 1.1, ask: 1.1002 });
    await app.trading.settled();
  });

  it("keeps users away from each other's records, methods and images, and users out of /admin/api", async () => {
    const alice = await realUser(database, now);
    const bob = await realUser(database, now);
    const aliceProof = await proof(alice);
    const { id: wireId } = await wire();
    const stolen = await get(
      `/api/quickCharge/wire_submit?number=10&wire_id=${wireId}&proofImg=${encodeURIComponent(aliceProof)}`,
      bob.token,
    );
    expect(stolen.code).toBe(1001);
    await funded(alice, '300');
    const usdt = await usdtCurrency(alice);
    const aliceMethod = await cryptoMethod(alice, usdt);
    await funded(bob, '300');
    const useHers = await post('/api/account/draw', bob.token, {
      draw_currency_id: usdt.id,
      number: '50',
      draw_method_id: aliceMethod.id,
    });
    expect(useHers.msg).toBe('Please bind a collection account first');
    expect((await post('/api/wallet/del_draw_method', bob.token, { id: aliceMethod.id })).code).toBe(1004);
    expect((await get<WithdrawMethod[]>('/api/wallet/get_draw_method?draw_type=1', bob.token)).data).toEqual([]);
    expect(
      (await get<{ data: DepositRecord[] }>('/api/quickCharge/quick_ist?page=1', bob.token)).data.data,
    ).toHaveLength(1);
    expect((await get<{ total: number }>('/api/account/draw_list?page=1', bob.token)).data.total).toBe(0);

    for (const url of ['/admin/api/deposits', '/admin/api/withdrawals', '/admin/api/identities', '/admin/api/audit']) {
      const reply = await get(url, alice.token);
      expect(reply).toMatchObject({ code: 999, data: null });
    }
    expect((await post('/admin/api/deposits/review', alice.token, { id: 1, approve: true })).code).toBe(999);

    const demo = await get<{ token: string }>('/api/user/createAccountDemoForU?demo_id=payments-demo-device');
    expect((await get('/api/quickCharge/info', demo.data.token)).code).toBe(1108);
    expect((await upload(app, demo.data.token, await pngImage())).code).toBe(1108);
    expect((await get('/api/user_real/center', demo.data.token)).code).toBe(1108);
  });

  it('keeps balance == sum(ledger) through random deposits, withdrawals, reviews and trades', async () => {
    const person = await realUser(database, now);
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
            if (id) await post('/admin/api/deposits/review', staff, { id, approve: step.approve, reason: 'no funds' });
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
              await post('/admin/api/withdrawals/review', staff, { id, approve: step.approve, reason: 'declined' });
          } else {
            const opened = await get<{ Id: number }>(
              `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${EURUSD}&status=1&multiple=100`,
              person.token,
            );
            if (opened.code === 1) openOrders.push(opened.data.Id);
            price = Math.max(1, price + step.move / 10_000);
            now += 1_000;
            app.source.push({
              symbolId: EURUSD,
              time: now,
              bid: Number(price.toFixed(5)),
              ask: Number((price + 0.0002).toFixed(5)),
            });
            await app.trading.settled();
            const closing = openOrders.shift();
            if (closing && step.move % 2 === 0) await get(`/v1/api/forex/close?id=${closing}`, person.token);
          }
          const state = await expectBooksBalanced(person);
          expect(state.lockBalance.gte(0)).toBe(true);
        }
      }),
      { numRuns: 5 },
    );
    const state = await books(database, person.accountId);
    expect(new Big(state.balance).eq(state.ledger)).toBe(true);
    const [anyUpload] = await database.db.select().from(uploads).where(eq(uploads.userId, person.userId));
    expect(anyUpload).toBeDefined();
  });
});
