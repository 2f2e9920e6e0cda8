import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { Captcha } from '../../protocol/schemas/captcha.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { createRealUser } from '../accounts/users.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { MemoryNotifier } from '../notify/notifier.ts';
import { CHEAP_CAPTCHA_WORK, solveCaptchaPayload } from '../testing/captchaSolver.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const PASSWORD = 'correct horse 1';
const NEW_PASSWORD = 'battery staple 2';
const [SUCCESS, RATE_LIMITED, LOGIN_FAILED, CAPTCHA_REQUIRED, CODE_WRONG] = [1, 1029, 1101, 1102, 1104];
/** A wrong password after which every try needs a captcha */
const LOGIN_FAILED_CAPTCHA_NEXT = 1110;

let sequence = 0;
/** Each client of these tests speaks from its own address. */
const freshIp = () => `10.44.${Math.floor(sequence / 250)}.${(sequence++ % 250) + 1}`;

/**
 * Strangers who know an e-mail address try to lock its owner out (log-in, password reset, codes); the owner,
 * from their own address, still gets in. Guessing stays bounded: the attacker's own address is blocked.
 */
describe.each(testDatabases())('no lock-out by strangers on $name', (target) => {
  const notifier = new MemoryNotifier();
  // Captchas expire by the real clock too, so the server's clock starts at the real time and only moves on.
  const clock = { now: Date.now() };
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await target.open();
    const deps = { now: () => clock.now, notifier, captchaWork: CHEAP_CAPTCHA_WORK };
    app = await buildTestApp(database, deps);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function victim(name: string): Promise<string> {
    const email = `${name}-${++sequence}@example.com`;
    await createRealUser(database.db, {
      login: { channel: 'email', email },
      passwordHash: await hashPassword(PASSWORD),
      invitedBy: null,
    });
    return email;
  }

  async function call(method: 'GET' | 'POST', url: string, ip: string, payload?: Record<string, unknown>) {
    const response = await app.inject({ method, url, remoteAddress: ip, headers: { lang: 'en' }, payload });
    return response.json<Envelope<unknown>>();
  }

  async function solvedCaptcha(ip: string): Promise<{ key: string; captcha: string }> {
    const { data } = (await call('GET', `/api/captcha?_t=${++sequence}`, ip)) as Envelope<Captcha>;
    return { key: data.id, captcha: await solveCaptchaPayload(data.challenge) };
  }

  const login = (account: string, password: string, ip: string, answer: Record<string, string> = {}) =>
    call('POST', '/api/user/loginForU', ip, { account, password, login_type: 'email', ...answer });

  const sendResetCode = (to: string, ip: string) => call('POST', '/api/notify/send_email', ip, { to, type: 2 });

  it('a stranger without captchas, from many addresses, does not lock the owner out of log-in', async () => {
    const account = await victim('ann');
    const codes: number[] = [];
    for (const ip of [freshIp(), freshIp(), freshIp()]) {
      for (let attempt = 0; attempt < 8; attempt += 1) codes.push((await login(account, 'x', ip)).code);
    }
    expect(codes.slice(0, 3)).toEqual([LOGIN_FAILED, LOGIN_FAILED, LOGIN_FAILED_CAPTCHA_NEXT]);
    expect(codes.slice(3).every((code) => code === CAPTCHA_REQUIRED)).toBe(true);
    // The owner is asked for the captcha (the account was guessed at), solves it and is in.
    const home = freshIp();
    expect((await login(account, PASSWORD, home)).code).toBe(CAPTCHA_REQUIRED);
    expect((await login(account, PASSWORD, home, await solvedCaptcha(home))).code).toBe(SUCCESS);
  });

  it('blocks a guesser who solves captchas at their own address, not the owner at theirs', async () => {
    const account = await victim('bob');
    const guesser = freshIp();
    const codes: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = attempt < 3 ? {} : await solvedCaptcha(guesser);
      codes.push((await login(account, `guess ${attempt}`, guesser, answer)).code);
    }
    // 10 passwords checked per 15 min from one address, then blocked there: even the right one.
    expect(codes).toEqual([
      LOGIN_FAILED,
      LOGIN_FAILED,
      ...Array<number>(8).fill(LOGIN_FAILED_CAPTCHA_NEXT),
      RATE_LIMITED,
    ]);
    expect((await login(account, PASSWORD, guesser, await solvedCaptcha(guesser))).code).toBe(RATE_LIMITED);
    const home = freshIp();
    expect((await login(account, PASSWORD, home, await solvedCaptcha(home))).code).toBe(SUCCESS);
  });

  it('lets the owner reset the password while a stranger spends their own budget on wrong codes', async () => {
    const account = await victim('cid');
    const stranger = freshIp();
    const reset = (code: string, ip: string) =>
      call('POST', '/api/user/forget_password', ip, {
        account,
        type: 'email',
        auth_code: code,
        new_password: NEW_PASSWORD,
        secondary_password: NEW_PASSWORD,
      });
    const codes: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) codes.push((await reset('000000', stranger)).code);
    expect(codes.slice(0, 10).every((code) => code === CODE_WRONG)).toBe(true);
    expect(codes.slice(10)).toEqual([RATE_LIMITED, RATE_LIMITED]);
    const home = freshIp();
    expect((await sendResetCode(account, home)).code).toBe(SUCCESS);
    expect((await reset(notifier.lastCode(account) ?? '', home)).code).toBe(SUCCESS);
    expect((await login(account, NEW_PASSWORD, home)).code).toBe(SUCCESS);
  });

  it('counts only the codes actually sent: a burst the resend wait refuses leaves the owner’s budget', async () => {
    const account = await victim('dee');
    const stranger = freshIp();
    // One code goes out; the rest wait for the resend (or, while the burst is in flight, for the budget).
    const burst = await Promise.all(Array.from({ length: 15 }, () => sendResetCode(account, stranger)));
    expect(burst.filter((reply) => reply.code === SUCCESS)).toHaveLength(1);
    expect(burst.every((reply) => reply.code === SUCCESS || reply.code === RATE_LIMITED)).toBe(true);
    expect((await sendResetCode(account, stranger)).msg).toMatch(/^Please wait/);
    // 6 codes an hour reach one address: the owner asks for the 2nd to the 6th (each after the wait)…
    for (let code = 2; code <= 6; code += 1) {
      clock.now += 61_000;
      expect((await sendResetCode(account, freshIp())).code).toBe(SUCCESS);
    }
    // …and that budget still holds against the 7th, whoever asks.
    clock.now += 61_000;
    expect(await sendResetCode(account, freshIp())).toMatchObject({
      code: RATE_LIMITED,
      msg: expect.stringMatching(/^Too many attempts/),
    });
  });
});
