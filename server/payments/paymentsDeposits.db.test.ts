import { describe, expect, it } from 'vitest';
import type {
  ChargeInfo,
  DepositRecord,
  IdentityCenter,
  WithdrawCurrency,
  WithdrawMethod,
} from '../../protocol/schemas/payments.ts';
import type { AdminReviewReply } from '../../protocol/schemas/paymentsAdmin.ts';
import { uploads } from '../db/schema.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { HTML_AS_PNG, oversizedJpeg, pixelBombPng, SVG_IMAGE } from './testing/hostileImages.ts';
import { books, pngImage, realUser, upload } from './testing/paymentsHarness.ts';
import { usePaymentsApp } from './testing/paymentsScenario.ts';

describe.each(testDatabases())('payments: channels, images, identity and deposits on $name', (target) => {
  const h = usePaymentsApp(target);
  const { get, post, proof, wire, funded, usdtCurrency, cryptoMethod, bankAccount, expectBooksBalanced, clock } = h;

  it('seeds crypto and bank channels and withdraw currencies', async () => {
    const person = await realUser(h.database, clock.now);
    const info = await get<ChargeInfo>('/api/quickCharge/info', person.token);
    expect(info.data.crypto.map((method) => `${method.currency_code}/${method.protocol_code}`)).toEqual(
      expect.arrayContaining(['USDT/TRC20', 'USDT/ERC20', 'BTC/Bitcoin']),
    );
    expect(info.data).toMatchObject({ bank_coins: ['USD'], wire_days_min: 1, wire_days_max: 5 });
    const bank = await get<WithdrawCurrency[]>('/api/account/draw_symbol_list?type=2', person.token);
    expect(bank.data.map((currency) => currency.code)).toEqual(['USD']);
  });

  it('accepts a real image, re-encoded, readable by its owner and h.staff only', async () => {
    const owner = await realUser(h.database, clock.now);
    const other = await realUser(h.database, clock.now);
    const reply = await upload(h.app, owner.token, await pngImage(), 'photo.png');
    expect(reply.code).toBe(1);
    const url = reply.data?.url ?? '';
    expect(url).toMatch(/^\/api\/common\/image\/[0-9a-f]{32}\.png$/);
    const mine = await h.app.inject({ method: 'GET', url, headers: { authorization: owner.token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    const byStaff = await h.app.inject({ method: 'GET', url, headers: { authorization: h.staff } });
    expect(byStaff.statusCode).toBe(200);
    const theirs = await h.app.inject({ method: 'GET', url, headers: { authorization: other.token } });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await h.app.inject({ method: 'GET', url });
    expect(anonymous.json()).toMatchObject({ code: 999 });
  });

  it('refuses HTML renamed .png, SVG, a 6 MB file and a pixel bomb, storing nothing', async () => {
    const person = await realUser(h.database, clock.now);
    const filesBefore = h.storedFiles().length;
    const rowsBefore = (await h.database.db.select().from(uploads)).length;
    const cases: [Buffer, string, string][] = [
      [HTML_AS_PNG, 'invoice.png', 'image/png'],
      [SVG_IMAGE, 'logo.svg', 'image/svg+xml'],
      [oversizedJpeg(), 'big.jpg', 'image/jpeg'],
      [pixelBombPng(), 'bomb.png', 'image/png'],
    ];
    for (const [bytes, name, type] of cases) {
      const reply = await upload(h.app, person.token, bytes, name, type);
      expect(reply.code, name).toBe(1001);
      expect(reply.data).toBeNull();
    }
    expect(h.storedFiles().length).toBe(filesBefore);
    expect((await h.database.db.select().from(uploads)).length).toBe(rowsBefore);
  });

  it('verifies identity: waiting, rejected with a reason, resubmitted, verified', async () => {
    const person = await realUser(h.database, clock.now);
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
    // what a walk typed: one letter for a name, punctuation for a number; refused, nothing queued
    for (const [field, value, message] of [
      ['name', 'A', 'Please enter your name as it is on your ID document (letters only)'],
      ['name', '12345', 'Please enter your name as it is on your ID document (letters only)'],
      ['card_id', '!!', 'Please enter the document number as it is on your ID (4 to 40 letters and digits)'],
      ['card_id', '12', 'Please enter the document number as it is on your ID (4 to 40 letters and digits)'],
    ] as const) {
      const refused = await post<IdentityCenter>('/api/user_real/real_name', person.token, { ...form, [field]: value });
      expect(refused, `${field} ${value}`).toMatchObject({ code: 1001, msg: message });
    }
    const stranger = await realUser(h.database, clock.now);
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
    expect((await post('/admin/api/identities/review', h.staff, { id: 2_147_483_647, approve: true })).code).toBe(1004);

    const queue = await get<{ data: { id: number; user_id: number }[] }>('/admin/api/identities?status=1', h.staff);
    const mine = queue.data.data.find((row) => row.user_id === person.userId);
    if (!mine) throw new Error('not queued');
    expect((await post('/admin/api/identities/review', h.staff, { id: mine.id, approve: false })).code).toBe(1001);
    await post('/admin/api/identities/review', h.staff, { id: mine.id, approve: false, reason: 'Photo is blurred' });
    expect((await get<IdentityCenter>('/api/user_real/center', person.token)).data).toMatchObject({
      review_status: 3,
      reason: 'Photo is blurred',
    });

    await post('/api/user_real/real_name', person.token, form);
    const again = await get<{ data: { id: number; user_id: number }[] }>('/admin/api/identities?status=1', h.staff);
    const second = again.data.data.find((row) => row.user_id === person.userId);
    if (!second) throw new Error('not queued again');
    await post('/admin/api/identities/review', h.staff, { id: second.id, approve: true });
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

  it('credits a deposit once when h.staff approve it twice at the same time', async () => {
    const person = await realUser(h.database, clock.now);
    const { id: wireId } = await wire();
    const deposit = await get<DepositRecord>(
      `/api/quickCharge/wire_submit?number=250.5&wire_id=${wireId}&proofImg=${encodeURIComponent(await proof(person))}`,
      person.token,
    );
    expect(deposit.data).toMatchObject({ status: 0, type: 1, credit_amount: '250.50' });
    expect((await books(h.database, person.accountId)).balance.toFixed()).toBe('0');
    const [first, second] = await Promise.all([
      post<AdminReviewReply>('/admin/api/deposits/review', h.staff, { id: deposit.data.id, approve: true }),
      post<AdminReviewReply>('/admin/api/deposits/review', h.staff, { id: deposit.data.id, approve: true }),
    ]);
    expect([first.data.changed, second.data.changed].sort()).toEqual([false, true]);
    const state = await expectBooksBalanced(person);
    expect(state.balance.toFixed()).toBe('250.5');
    const list = await get<{ data: DepositRecord[] }>('/api/quickCharge/quick_ist?type=1&page=1', person.token);
    expect(list.data.data[0]).toMatchObject({ status: 1 });
  });

  it("keeps users away from each other's records, methods and images, and users out of /admin/api", async () => {
    const alice = await realUser(h.database, clock.now);
    const bob = await realUser(h.database, clock.now);
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
    expect((await upload(h.app, demo.data.token, await pngImage())).code).toBe(1108);
    expect((await get('/api/user_real/center', demo.data.token)).code).toBe(1108);
  });
});
