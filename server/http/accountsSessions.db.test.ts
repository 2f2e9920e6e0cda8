import { describe, expect, it, vi } from 'vitest';
import type { Balance, TokenReply, UserInfo } from '../../protocol/schemas/accounts.ts';
import { PASSWORD, useAccountsApp } from '../testing/accountsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';

describe.each(testDatabases())('accounts API: log-in, sessions, passwords and limits on $name', (target) => {
  const h = useAccountsApp(target, { strictLimits: true });
  const { notifier, clock, freshIp, post, get, sendEmailCode, registerByEmail, login } = h;

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
    for (const code of [1101, 1101, 1110]) {
      expect((await login('heidi@example.com', 'wrong password')).body.code).toBe(code);
    }
    // From yet another address: the account itself is now guarded, even with the right password.
    const guarded = await login('heidi@example.com', PASSWORD);
    expect(guarded.body).toMatchObject({ code: 1102, msg: 'Please complete the human check' });
    // Solving it is tested in captcha.db.test.ts.
  });

  it('asks for a captcha after 3 failed log-ins from one IP, whatever the accounts', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (const account of ['a1@example.com', 'a2@example.com', 'a3@example.com']) {
      codes.push((await login(account, 'wrong password', {}, ip)).body.code);
    }
    expect(codes).toEqual([1101, 1101, 1110]);
    expect((await login('a4@example.com', 'wrong password', {}, ip)).body.code).toBe(1102);
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

    clock.now += 31 * 24 * 60 * 60_000;
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
    clock.now += 61_000;
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

  it('rate-limits log-ins per IP and per account and IP with a clear message', async () => {
    try {
      const ip = freshIp();
      const attempt = (account: string, from = ip) =>
        post(
          '/api/user/loginForU',
          { account, password: 'whatever1', login_type: 'email' },
          { ip: from, target: h.strict },
        );
      expect((await attempt('p1@example.com')).body.code).toBe(1101);
      // Two checks of p2 from one address spend that pair's budget of 2…
      const other = freshIp();
      expect((await attempt('p2@example.com', other)).body.code).toBe(1101);
      expect((await attempt('p2@example.com', other)).body.code).toBe(1101);
      const perAccount = await attempt('p2@example.com', other);
      expect(perAccount.status).toBe(429);
      expect(perAccount.body).toMatchObject({ code: 1029, msg: 'Too many attempts, please try again in 1 min' });
      // …and only there: from another address p2's password is still checked (its 3rd failure: a captcha next).
      expect((await attempt('p2@example.com', freshIp())).body.code).toBe(1110);
      // p1, p3 and p6 spend the IP's budget of 3 (the 3rd failure from it: a captcha next)
      expect((await attempt('p3@example.com')).body.code).toBe(1101);
      expect((await attempt('p6@example.com')).body.code).toBe(1110);
      expect((await attempt('p4@example.com')).body.code).toBe(1029);
      const french = await post(
        '/api/user/loginForU',
        { account: 'p5@example.com', password: 'x', login_type: 'email' },
        {
          ip,
          target: h.strict,
          lang: 'fr',
        },
      );
      expect(french.body.msg).toBe('Trop de tentatives, réessayez dans 1 min');

      const codeIp = freshIp();
      for (const to of ['q1@example.com', 'q2@example.com']) {
        expect(
          (await post('/api/notify/send_email', { to, type: 1 }, { ip: codeIp, target: h.strict })).body.code,
        ).toBe(1);
      }
      expect(
        (await post('/api/notify/send_email', { to: 'q3@example.com', type: 1 }, { ip: codeIp, target: h.strict })).body
          .code,
      ).toBe(1029);
      // The counters run on the wall clock (they are shared with other processes through the store).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      clock.now += 61_000;
      expect(
        (await post('/api/notify/send_email', { to: 'q3@example.com', type: 1 }, { ip: codeIp, target: h.strict })).body
          .code,
      ).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
