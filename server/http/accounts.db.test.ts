import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { Balance, CodeSent, TokenReply, UserInfo } from '../../protocol/schemas/accounts.ts';
import type { AdminUserPage } from '../../protocol/schemas/admin.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { areaCodes, users } from '../db/schema.ts';
import { MemoryNotifier } from '../notify/notifier.ts';
import { writeSetting } from '../settings/settingsStore.ts';
import { createTestStaff } from '../testing/staffAccount.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

interface Reply<T> {
  status: number;
  body: Envelope<T>;
}

const PASSWORD = 'correct horse 1';
let ipCounter = 1;
/** Each test speaks from its own address, so failure counters and rate limits do not leak between tests. */
const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe.each(testDatabases())('accounts API on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;
  /** The same server with tight limits; built before the clock jumps a month (its market would fill the gap). */
  let strict: App;
  let now = Date.UTC(2026, 10, 18, 12, 0);
  const notifier = new MemoryNotifier();
  let gbAreaId = 0;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => now, notifier });
    strict = await buildTestApp(database, {
      now: () => now,
      notifier,
      authLimits: {
        loginPerIp: { max: 3, windowMs: 60_000 },
        loginPerAccount: { max: 2, windowMs: 60_000 },
        codePerIp: { max: 2, windowMs: 60_000 },
      },
    });
    const [gb] = await database.db.select().from(areaCodes).where(eq(areaCodes.globalCode, 'GB'));
    gbAreaId = gb?.id ?? 0;
    // Two servers with their market history: slow on a loaded machine.
  }, 180_000);

  afterAll(async () => {
    await strict?.close();
    await app?.close();
    await database?.close();
  });

  interface CallOptions {
    token?: string;
    ip?: string;
    lang?: string;
    target?: App;
  }

  async function post<T>(
    url: string,
    form: Record<string, string | number>,
    options: CallOptions = {},
  ): Promise<Reply<T>> {
    const payload = new URLSearchParams(
      Object.entries(form).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const response = await (options.target ?? app).inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        lang: options.lang ?? 'en',
        ...(options.token ? { authorization: options.token } : {}),
      },
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  async function get<T>(url: string, options: CallOptions = {}): Promise<Reply<T>> {
    const response = await (options.target ?? app).inject({
      method: 'GET',
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: { lang: options.lang ?? 'en', ...(options.token ? { authorization: options.token } : {}) },
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  async function sendEmailCode(to: string, type: 1 | 2, ip = freshIp()): Promise<string> {
    const sent = await post<CodeSent>('/api/notify/send_email', { to, type }, { ip });
    expect(sent.body).toMatchObject({ code: 1, data: { resend_after: 60 } });
    const code = notifier.lastCode(to.trim().toLowerCase());
    if (!code) throw new Error(`no code went to ${to}`);
    return code;
  }

  async function registerByEmail(email: string, extra: Record<string, string> = {}): Promise<string> {
    const code = await sendEmailCode(email, 1);
    const reply = await post<TokenReply>(
      '/api/user/register',
      { type: 'email', account: email, password: PASSWORD, re_password: PASSWORD, sms_code: code, ...extra },
      { ip: freshIp() },
    );
    expect(reply.body.code).toBe(1);
    return reply.body.data.token;
  }

  const login = (account: string, password: string, extra: Record<string, string> = {}, ip = freshIp()) =>
    post<TokenReply>('/api/user/loginForU', { account, password, login_type: 'email', ...extra }, { ip });

  it('registers by e-mail with the mailed code, stores an argon2id hash and logs the new user in', async () => {
    const token = await registerByEmail('Alice@Example.com');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(notifier.sent.at(-1)).toMatchObject({ channel: 'email', to: 'alice@example.com', purpose: 'register' });
    expect(notifier.lastCode('alice@example.com')).toMatch(/^\d{6}$/);

    const info = await get<UserInfo>('/api/user/info', { token });
    expect(info.body.code).toBe(1);
    expect(info.body.data).toMatchObject({ email: 'alice@example.com', mobile: '', is_demo: 0, credit_score: 100 });
    expect(info.body.data.invite_code).toMatch(/^[A-Z2-9]{8}$/);

    const [row] = await database.db.select().from(users).where(eq(users.email, 'alice@example.com'));
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
    await writeSetting(database.db, 'verify_reg_type', '2');
    try {
      const sent = await post<CodeSent>(
        '/api/notify/send_sms',
        { to: '07700 900123', area_id: gbAreaId, type: 1 },
        { ip: freshIp() },
      );
      expect(sent.body.code).toBe(1);
      const code = notifier.lastCode('+44 07700900123');
      expect(code).toMatch(/^\d{6}$/);
      const reply = await post<TokenReply>(
        '/api/user/register',
        {
          type: 2,
          area_id: gbAreaId,
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
        { account: '07700900123', area_id: gbAreaId, password: PASSWORD, login_type: 2 },
        { ip: freshIp() },
      );
      expect(mobileLogin.body.code).toBe(1);
    } finally {
      await writeSetting(database.db, 'verify_reg_type', '1');
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

    now += 11 * 60_000;
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
    now += 61_000;
    const another = await sendEmailCode('erin@example.com', 1);
    expect((await register('erin@example.com', another)).body.code).toBe(1);
    // A code works once.
    expect((await register('erin@example.com', another)).body.code).not.toBe(1);
  });

  it('refuses a resend within 60 s and says how long to wait', async () => {
    await sendEmailCode('frank@example.com', 1);
    now += 20_000;
    const early = await post('/api/notify/send_email', { to: 'frank@example.com', type: 1 }, { ip: freshIp() });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 1029, msg: 'Please wait 40 s before requesting another code' });
    now += 41_000;
    expect(
      (await post('/api/notify/send_email', { to: 'frank@example.com', type: 1 }, { ip: freshIp() })).body.code,
    ).toBe(1);
  });

  it('logs in, and answers a wrong password and an unknown account identically', async () => {
    await registerByEmail('grace@example.com');
    const good = await login('GRACE@example.com ', PASSWORD);
    expect(good.body.code).toBe(1);
    expect((await get<UserInfo>('/api/user/info', { token: good.body.data.token })).body.data.email).toBe(
      'grace@example.com',
    );

    const wrongPassword = await login('grace@example.com', 'not the password');
    const unknown = await login('nobody@example.com', 'not the password');
    expect(wrongPassword).toEqual(unknown);
    expect(wrongPassword.body).toEqual({ code: 1101, msg: 'Wrong account or password', data: null });
    const german = await post(
      '/api/user/loginForU',
      { account: 'x@example.com', password: 'y', login_type: 1 },
      { lang: 'de', ip: freshIp() },
    );
    expect(german.body.msg).toBe('Konto oder Passwort falsch');
  });

  it('asks for a captcha after 3 failed log-ins on an account, even with the right password', async () => {
    await registerByEmail('heidi@example.com');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('heidi@example.com', 'wrong password')).body.code).toBe(1101);
    }
    // From yet another address: the account itself is now guarded, even with the right password.
    const guarded = await login('heidi@example.com', PASSWORD);
    expect(guarded.body).toMatchObject({ code: 1102, msg: 'Please complete the human check' });
    // Solving it is tested in captcha.db.test.ts.
  });

  it('asks for a captcha after 3 failed log-ins from one IP, whatever the accounts', async () => {
    const ip = freshIp();
    for (const account of ['a1@example.com', 'a2@example.com', 'a3@example.com']) {
      expect((await login(account, 'wrong password', {}, ip)).body.code).toBe(1101);
    }
    expect((await login('a4@example.com', 'wrong password', {}, ip)).body.code).toBe(1102);
  });

  it('asks for a captcha at sign-up when captcha_on_register is on', async () => {
    await writeSetting(database.db, 'captcha_on_register', '1');
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
      await writeSetting(database.db, 'captcha_on_register', '0');
    }
  });

  it('revokes the token on log-out and answers 999 for revoked, expired, unknown and missing tokens', async () => {
    const token = await registerByEmail('judy@example.com');
    const second = (await login('judy@example.com', PASSWORD)).body.data.token;
    expect((await post('/api/user/logout', {}, { token })).body.code).toBe(1);
    const revoked = await get('/api/user/info', { token });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ code: 999, msg: 'Your session has expired, please log in again' });
    // Other sessions of the user are untouched by a log-out.
    expect((await get('/api/user/info', { token: second })).body.code).toBe(1);
    expect((await get('/api/user/info')).body.code).toBe(999);
    expect((await get('/api/user/info', { token: 'x'.repeat(43) })).body.code).toBe(999);

    now += 31 * 24 * 60 * 60_000;
    expect((await get('/api/user/info', { token: second })).body.code).toBe(999);
    expect((await get('/v1/api/main/wallet/getBalance', { token: second })).body.code).toBe(999);
  });

  it('gives the same demo account to the same device id, funded with 10,000 USD through the ledger', async () => {
    const deviceId = '3f2b6a4e-1c7d-4e8a-9b0f-2d5c8e7a6b10';
    const first = await get<TokenReply>(`/api/user/createAccountDemoForU?demo_id=${deviceId}&_t=1`);
    const again = await get<TokenReply>(`/api/user/createAccountDemoForU?demo_id=${deviceId}&_t=2`);
    expect(first.body.code).toBe(1);
    expect(again.body.data.token).not.toBe(first.body.data.token);
    const firstInfo = await get<UserInfo>('/api/user/info', { token: first.body.data.token });
    const againInfo = await get<UserInfo>('/api/user/info', { token: again.body.data.token });
    expect(firstInfo.body.data.uid).toBe(againInfo.body.data.uid);
    expect(firstInfo.body.data).toMatchObject({ is_demo: 1, email: '', mobile: '' });

    const other = await get<TokenReply>('/api/user/createAccountDemoForU?demo_id=another-device-0001');
    const otherInfo = await get<UserInfo>('/api/user/info', { token: other.body.data.token });
    expect(otherInfo.body.data.uid).not.toBe(firstInfo.body.data.uid);

    const balance = await get<Balance>('/v1/api/main/wallet/getBalance', { token: first.body.data.token });
    expect(balance.body.data).toEqual({ balance: '10000', lock_balance: '0', currency: 'USD' });
    expect((await get('/api/user/createAccountDemoForU?demo_id=bad')).body.code).toBe(1001);
  });

  it('refuses real-only calls to demo users and the demo reset to real users', async () => {
    const demo = (await get<TokenReply>('/api/user/createAccountDemoForU?demo_id=demo-real-only-01')).body.data.token;
    const refused = await post(
      '/api/user/amend_password',
      { new_password: PASSWORD, auth_code: '123456' },
      { token: demo },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 1108, msg: 'Please register or log in to a real account to use this' });

    const real = await registerByEmail('ken@example.com');
    const reset = await get('/v1/api/main/user/resetForexDemoAccount', { token: real });
    expect(reset.body).toMatchObject({ code: 1109, msg: 'Only a demo account can be reset' });
    const resetDemo = await get<Balance>('/v1/api/main/user/resetForexDemoAccount', { token: demo });
    expect(resetDemo.body.data.balance).toBe('10000');
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
    const [row] = await database.db.select().from(users).where(eq(users.email, 'mallory@example.com'));
    expect(row?.invitedBy).toBe(inviter.id);
  });

  it('resets a forgotten password with a code, revoking old sessions, and tells no one whether an account exists', async () => {
    const oldToken = await registerByEmail('niaj@example.com');
    const known = await post('/api/notify/send_email', { to: 'niaj@example.com', type: 2 }, { ip: freshIp() });
    const unknown = await post('/api/notify/send_email', { to: 'ghost@example.com', type: 2 }, { ip: freshIp() });
    expect(known).toEqual(unknown);
    expect(notifier.lastCode('ghost@example.com')).toBeUndefined();
    const code = notifier.lastCode('niaj@example.com') ?? '';
    const wrongCode = code === '000000' ? '000001' : '000000';

    const reset = (account: string, authCode: string) =>
      post(
        '/api/user/forget_password',
        {
          type: 'email',
          account,
          new_password: 'brand new pass',
          secondary_password: 'brand new pass',
          auth_code: authCode,
        },
        { ip: freshIp() },
      );
    expect(await reset('niaj@example.com', wrongCode)).toEqual(await reset('ghost@example.com', wrongCode));
    expect((await reset('niaj@example.com', code)).body.code).toBe(1);

    expect((await get('/api/user/info', { token: oldToken })).body.code).toBe(999);
    expect((await login('niaj@example.com', PASSWORD)).body.code).toBe(1101);
    expect((await login('niaj@example.com', 'brand new pass')).body.code).toBe(1);
  });

  it('changes the password of a logged-in user with a code to their own address, ending every session', async () => {
    const token = await registerByEmail('olivia@example.com');
    now += 61_000;
    const code = await sendEmailCode('olivia@example.com', 2);
    const mismatch = await post(
      '/api/user/amend_password',
      {
        new_password: 'another password',
        secondary_password: 'different one!',
        auth_code: code,
      },
      { token },
    );
    expect(mismatch.body.code).toBe(1001);
    const changed = await post(
      '/api/user/amend_password',
      {
        new_password: 'another password',
        secondary_password: 'another password',
        auth_code: code,
        type: 'email',
      },
      { token },
    );
    expect(changed.body.code).toBe(1);
    expect((await get('/api/user/info', { token })).body.code).toBe(999);
    expect((await login('olivia@example.com', 'another password')).body.code).toBe(1);
  });

  it('rate-limits log-ins per IP and per account with a clear message', async () => {
    try {
      const ip = freshIp();
      const attempt = (account: string, from = ip) =>
        post(
          '/api/user/loginForU',
          { account, password: 'whatever1', login_type: 'email' },
          { ip: from, target: strict },
        );
      expect((await attempt('p1@example.com')).body.code).toBe(1101);
      expect((await attempt('p2@example.com')).body.code).toBe(1101);
      expect((await attempt('p2@example.com', freshIp())).body.code).toBe(1101);
      const perAccount = await attempt('p2@example.com', freshIp());
      expect(perAccount.status).toBe(429);
      expect(perAccount.body).toMatchObject({ code: 1029, msg: 'Too many attempts, please try again in 1 min' });
      // p1, p2 and p3 spend the IP's budget of 3
      expect((await attempt('p3@example.com')).body.code).toBe(1101);
      expect((await attempt('p4@example.com')).body.code).toBe(1029);
      const french = await post(
        '/api/user/loginForU',
        { account: 'p5@example.com', password: 'x', login_type: 'email' },
        {
          ip,
          target: strict,
          lang: 'fr',
        },
      );
      expect(french.body.msg).toBe('Trop de tentatives, réessayez dans 1 min');

      const codeIp = freshIp();
      for (const to of ['q1@example.com', 'q2@example.com']) {
        expect((await post('/api/notify/send_email', { to, type: 1 }, { ip: codeIp, target: strict })).body.code).toBe(
          1,
        );
      }
      expect(
        (await post('/api/notify/send_email', { to: 'q3@example.com', type: 1 }, { ip: codeIp, target: strict })).body
          .code,
      ).toBe(1029);
      // The counters run on the wall clock (they are shared with other processes through the store).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      now += 61_000;
      expect(
        (await post('/api/notify/send_email', { to: 'q3@example.com', type: 1 }, { ip: codeIp, target: strict })).body
          .code,
      ).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets staff created by the CLI log in on /admin/api and list who registered; user tokens open nothing there', async () => {
    const boss = await createTestStaff(database.db, 'Boss@Pipwave.app');
    const userToken = await registerByEmail('peggy@example.com');
    expect((await get('/admin/api/users', { token: userToken })).body.code).toBe(999);
    expect((await get('/admin/api/users')).body.code).toBe(999);
    const wrong = await post(
      '/admin/api/login',
      { email: 'boss@pipwave.app', password: 'nope nope', code: boss.code(now) },
      { ip: freshIp() },
    );
    expect(wrong.body.code).toBe(1101);
    const staff = await post<TokenReply>(
      '/admin/api/login',
      { email: 'boss@pipwave.app', password: 'staff password 1', code: boss.code(now) },
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
  });
});
