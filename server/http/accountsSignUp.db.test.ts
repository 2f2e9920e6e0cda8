import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Balance, CodeSent, TokenReply, UserInfo } from '../../protocol/schemas/accounts.ts';
import type { AdminUserPage } from '../../protocol/schemas/admin.ts';
import { staffAudit, users } from '../db/schema.ts';
import { writeSetting } from '../settings/settingsStore.ts';
import { PASSWORD, useAccountsApp } from '../testing/accountsHarness.ts';
import { createTestStaff } from '../testing/staffAccount.ts';
import { testDatabases } from '../testing/testDatabases.ts';

describe.each(testDatabases())('accounts API: sign-up, invitations and the staff list of users on $name', (target) => {
  const h = useAccountsApp(target);
  const { notifier, clock, freshIp, post, get, sendEmailCode, registerByEmail } = h;

  it('registers by e-mail with the mailed code, stores an argon2id hash and logs the new user in', async () => {
    const token = await registerByEmail('Alice@Example.com');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(notifier.sent.at(-1)).toMatchObject({ channel: 'email', to: 'alice@example.com', purpose: 'register' });
    expect(notifier.lastCode('alice@example.com')).toMatch(/^\d{6}$/);

    const info = await get<UserInfo>('/api/user/info', { token });
    expect(info.body.code).toBe(1);
    expect(info.body.data).toMatchObject({ email: 'alice@example.com', mobile: '', is_demo: 0, credit_score: 100 });
    expect(info.body.data.invite_code).toMatch(/^[A-Z2-9]{8}$/);

    const [row] = await h.database.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);

    const balance = await get<Balance>('/v1/api/main/wallet/getBalance', { token });
    expect(balance.body.data).toEqual({ balance: '0', lock_balance: '0', currency: 'USD' });
  });

  it('refuses a short password and mismatched passwords', async () => {
    const code = await sendEmailCode('bob@example.com', 1);
    const base = { type: 'email', account: 'bob@example.com', sms_code: code };
    const short = await post(
      '/api/user/register',
      { ...base, password: 'short', re_password: 'short' },
      { ip: freshIp() },
    );
    expect(short.body).toMatchObject({ code: 1001, msg: 'The password needs at least 8 characters' });
    const mismatch = await post(
      '/api/user/register',
      { ...base, password: PASSWORD, re_password: `${PASSWORD}x` },
      { ip: freshIp() },
    );
    expect(mismatch.body).toMatchObject({ code: 1001, msg: 'The two passwords do not match' });
  });

  it('registers by mobile with an area code when the setting asks for mobile, and refuses e-mail then', async () => {
    await writeSetting(h.database.db, 'verify_reg_type', '2');
    try {
      const sent = await post<CodeSent>(
        '/api/notify/send_sms',
        { to: '07700 900123', area_id: h.gbAreaId, type: 1 },
        { ip: freshIp() },
      );
      expect(sent.body.code).toBe(1);
      const code = notifier.lastCode('+44 07700900123');
      expect(code).toMatch(/^\d{6}$/);
      const reply = await post<TokenReply>(
        '/api/user/register',
        {
          type: 2,
          area_id: h.gbAreaId,
          mobile: '07700900123',
          password: PASSWORD,
          re_password: PASSWORD,
          sms_code: code ?? '',
        },
        { ip: freshIp() },
      );
      expect(reply.body.code).toBe(1);
      const info = await get<UserInfo>('/api/user/info', { token: reply.body.data.token });
      expect(info.body.data).toMatchObject({ mobile: '07700900123', area_code: '44', email: '' });

      const byEmail = await post('/api/user/register', {
        type: 'email',
        account: 'carol@example.com',
        password: PASSWORD,
        re_password: PASSWORD,
        sms_code: '123456',
      });
      expect(byEmail.body).toMatchObject({ code: 1001, msg: 'Sign-up is by mobile number only' });

      const mobileLogin = await post<TokenReply>(
        '/api/user/loginForU',
        { account: '07700900123', area_id: h.gbAreaId, password: PASSWORD, login_type: 2 },
        { ip: freshIp() },
      );
      expect(mobileLogin.body.code).toBe(1);
    } finally {
      await writeSetting(h.database.db, 'verify_reg_type', '1');
    }
  });

  it('refuses a wrong code, an expired code, and the right code after five wrong ones', async () => {
    const register = (email: string, code: string) =>
      post(
        '/api/user/register',
        {
          type: 'email',
          account: email,
          password: PASSWORD,
          re_password: PASSWORD,
          sms_code: code,
        },
        { ip: freshIp() },
      );

    const code = await sendEmailCode('dave@example.com', 1);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await register('dave@example.com', wrong)).body).toMatchObject({
      code: 1104,
      msg: 'The verification code is wrong',
    });

    clock.now += 11 * 60_000;
    expect((await register('dave@example.com', code)).body.code).toBe(1105);

    const fresh = await sendEmailCode('erin@example.com', 1);
    const bad = fresh === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await register('erin@example.com', bad)).body.code).toBe(1104);
    }
    expect((await register('erin@example.com', fresh)).body).toMatchObject({
      code: 1106,
      msg: 'Too many wrong codes, please request a new one',
    });
    clock.now += 61_000;
    const another = await sendEmailCode('erin@example.com', 1);
    expect((await register('erin@example.com', another)).body.code).toBe(1);
    // A code works once.
    expect((await register('erin@example.com', another)).body.code).not.toBe(1);
  });

  it('refuses a resend within 60 s and says how long to wait', async () => {
    await sendEmailCode('frank@example.com', 1);
    clock.now += 20_000;
    const early = await post('/api/notify/send_email', { to: 'frank@example.com', type: 1 }, { ip: freshIp() });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 1029, msg: 'Please wait 40 s before requesting another code' });
    clock.now += 41_000;
    expect(
      (await post('/api/notify/send_email', { to: 'frank@example.com', type: 1 }, { ip: freshIp() })).body.code,
    ).toBe(1);
  });

  it('asks for a captcha at sign-up when captcha_on_register is on', async () => {
    await writeSetting(h.database.db, 'captcha_on_register', '1');
    try {
      const setting = await get<{ value: string }>('/api/default/setting?key=captcha_on_register');
      expect(setting.body.data.value).toBe('1');
      const code = await sendEmailCode('ivan@example.com', 1);
      const form = {
        type: 'email',
        account: 'ivan@example.com',
        password: PASSWORD,
        re_password: PASSWORD,
        sms_code: code,
      };
      expect((await post('/api/user/register', form, { ip: freshIp() })).body.code).toBe(1102);
      // Signing up with a solved captcha is tested in captcha.db.test.ts.
    } finally {
      await writeSetting(h.database.db, 'captcha_on_register', '0');
    }
  });

  it('records who invited whom, and refuses an unknown invite code', async () => {
    const inviterToken = await registerByEmail('laura@example.com');
    const inviter = (await get<UserInfo>('/api/user/info', { token: inviterToken })).body.data;
    const code = await sendEmailCode('mallory@example.com', 1);
    const form = {
      type: 'email',
      account: 'mallory@example.com',
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: code,
    };
    const unknown = await post('/api/user/register', { ...form, invite_code: 'NOPE2345' }, { ip: freshIp() });
    expect(unknown.body).toMatchObject({ code: 1001, msg: 'This invite code does not exist' });
    const invited = await post(
      '/api/user/register',
      { ...form, invite_code: inviter.invite_code.toLowerCase() },
      { ip: freshIp() },
    );
    expect(invited.body.code).toBe(1);
    const [row] = await h.database.db.select().from(users).where(eq(users.email, 'mallory@example.com'));
    expect(row?.invitedBy).toBe(inviter.id);
  });

  it('lets staff created by the CLI log in on /admin/api and list who registered; user tokens open nothing there', async () => {
    const boss = await createTestStaff(h.database.db, 'Boss@Pipwave.app');
    const userToken = await registerByEmail('peggy@example.com');
    expect((await get('/admin/api/users', { token: userToken })).body.code).toBe(999);
    expect((await get('/admin/api/users')).body.code).toBe(999);
    const wrong = await post(
      '/admin/api/login',
      { email: 'boss@pipwave.app', password: 'nope nope', code: boss.code(clock.now) },
      { ip: freshIp() },
    );
    expect(wrong.body.code).toBe(1101);
    const staff = await post<TokenReply>(
      '/admin/api/login',
      { email: 'boss@pipwave.app', password: 'staff password 1', code: boss.code(clock.now) },
      { ip: freshIp() },
    );
    expect(staff.body.code).toBe(1);
    const staffToken = staff.body.data.token;
    expect((await get('/api/user/info', { token: staffToken })).body.code).toBe(999);
    const list = await get<AdminUserPage>('/admin/api/users?page=1&page_size=100', { token: staffToken });
    expect(list.body.code).toBe(1);
    expect(list.body.data.total).toBeGreaterThan(5);
    expect(list.body.data.data[0]?.email).toBe('peggy@example.com');
    const mallory = list.body.data.data.find((row) => row.email === 'mallory@example.com');
    const laura = list.body.data.data.find((row) => row.email === 'laura@example.com');
    expect(mallory?.invited_by_uid).toBe(laura?.uid);
    const realOnly = await get<AdminUserPage>('/admin/api/users?real_only=1', { token: staffToken });
    expect(realOnly.body.data.data.every((row) => row.is_demo === 0)).toBe(true);
    expect((await post('/admin/api/logout', {}, { token: staffToken })).body.code).toBe(1);
    expect((await get('/admin/api/me', { token: staffToken })).body.code).toBe(999);
    // the log-out is in the audit log, like the log-in
    const actions = await h.database.db
      .select({ action: staffAudit.action, staffId: staffAudit.staffId })
      .from(staffAudit)
      .where(eq(staffAudit.staffId, boss.id))
      .orderBy(staffAudit.id);
    expect(actions.at(-1)?.action).toBe('staff.logout');
  });
});
