import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { Captcha, CaptchaChallenge, CaptchaPayload } from '../../protocol/schemas/captcha.ts';
import { CAPTCHA_ALGORITHM } from '../accounts/captchas.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { createRealUser } from '../accounts/users.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { captchaSpent } from '../db/schema.ts';
import { MemoryNotifier } from '../notify/notifier.ts';
import { writeSetting } from '../settings/settingsStore.ts';
import { CHEAP_CAPTCHA_WORK, encodeCaptchaPayload, solveCaptchaPayload } from '../testing/captchaSolver.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const PASSWORD = 'correct horse 1';
const CAPTCHA_INVALID = 1103;
const CAPTCHA_REQUIRED = 1102;
const WRONG_PASSWORD = { code: 1101, msg: 'Wrong account or password', data: null };
/** The failure that makes the next try need a captcha: the same words as WRONG_PASSWORD, and the captcha. */
const WRONG_PASSWORD_CAPTCHA_NEXT = {
  code: 1110,
  msg: 'Wrong account or password. A human check is now needed to log in',
  data: null,
};
/** What sign-up answers once the captcha is accepted: no code was ever sent for these addresses. */
const CODE_WRONG = 1104;

let sequence = 0;
const next = () => (sequence += 1);
const freshIp = () => `10.9.${Math.floor(sequence / 250)}.${(next() % 250) + 1}`;

describe.each(testDatabases())('ALTCHA captcha on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;
  // The library also checks expiry against the real clock, so this clock starts at the real time.
  let now = Date.now();
  const notifier = new MemoryNotifier();

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => now, notifier, captchaWork: CHEAP_CAPTCHA_WORK });
    await writeSetting(database.db, 'captcha_on_register', '1');
    await createRealUser(database.db, {
      login: { channel: 'email', email: 'pat@example.com' },
      passwordHash: await hashPassword(PASSWORD),
      invitedBy: null,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function call(target: App, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
    const response = await target.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { lang: 'en' },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json<Envelope<unknown>>() };
  }

  async function newChallenge(target: App = app): Promise<Captcha> {
    const reply = await call(target, 'GET', `/api/captcha?_t=${next()}`);
    expect(reply.status).toBe(200);
    return (reply.body as Envelope<Captcha>).data;
  }

  /** Sign-up with the captcha on: 1104 (no code was sent) means the captcha passed, 1103 that it did not. */
  const register = (answer: { key?: string; captcha?: string }, target: App = app) =>
    call(target, 'POST', '/api/user/register', {
      type: 'email',
      account: `someone${next()}@example.com`,
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: '000000',
      ...answer,
    });

  const loginAs = (account: string, password: string, answer: { key?: string; captcha?: string } = {}) =>
    call(app, 'POST', '/api/user/loginForU', { account, password, login_type: 'email', ...answer });
  const login = (password: string, answer: { key?: string; captcha?: string } = {}) =>
    loginAs('pat@example.com', password, answer);

  it('issues a challenge signed by the server, at the configured cost, expiring in 5 minutes', async () => {
    const { id, challenge } = await newChallenge();
    expect(id).toBe(challenge.signature);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: CAPTCHA_ALGORITHM,
      cost: CHEAP_CAPTCHA_WORK.cost,
      data: { maxNumber: CHEAP_CAPTCHA_WORK.maxNumber },
      expiresAt: Math.floor((now + 5 * 60_000) / 1000),
    });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    // Nothing is stored for an unsolved challenge: flooding GET /api/captcha writes no rows.
    expect(await database.db.select().from(captchaSpent)).toHaveLength(0);
  });

  it('asks for the captcha after 3 failed log-ins, refuses a missing, garbled or wrong solution, accepts a real one', async () => {
    for (const expected of [1101, 1101, 1110]) expect((await login('wrong password')).body.code).toBe(expected);
    const asked = await login(PASSWORD);
    expect(asked.body).toEqual({ code: CAPTCHA_REQUIRED, msg: 'Please complete the human check', data: null });

    const { id, challenge } = await newChallenge();
    expect((await login(PASSWORD, { key: id })).body.code).toBe(CAPTCHA_REQUIRED);
    expect((await login(PASSWORD, { key: id, captcha: 'not base64 json' })).body.code).toBe(CAPTCHA_INVALID);
    const guessed = encodeCaptchaPayload({ challenge, solution: { counter: 0, derivedKey: '00'.repeat(32) } });
    const wrong = await login(PASSWORD, { key: id, captcha: guessed });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: CAPTCHA_INVALID,
      msg: 'The human check failed or has expired, please try again',
      data: null,
    });

    const solved = await login(PASSWORD, { key: id, captcha: await solveCaptchaPayload(challenge) });
    expect(solved.body.code).toBe(1);
  });

  it('says the 3rd wrong password was wrong and brings on the captcha; a right one without it hears only of the captcha', async () => {
    await createRealUser(database.db, {
      login: { channel: 'email', email: 'robin@example.com' },
      passwordHash: await hashPassword(PASSWORD),
      invitedBy: null,
    });
    // Word for word the same for an account that does not exist: the refusal tells nobody which accounts do.
    for (const account of ['robin@example.com', 'nobody@example.com']) {
      expect((await loginAs(account, 'wrong password')).body).toEqual(WRONG_PASSWORD);
      expect((await loginAs(account, 'wrong password')).body).toEqual(WRONG_PASSWORD);
      const third = await loginAs(account, 'wrong password');
      expect(third.status).toBe(400);
      expect(third.body).toEqual(WRONG_PASSWORD_CAPTCHA_NEXT);
    }

    // The right password is not checked without a solved captcha: the refusal is only about the captcha.
    const missing = await loginAs('robin@example.com', PASSWORD);
    expect(missing.body).toEqual({ code: CAPTCHA_REQUIRED, msg: 'Please complete the human check', data: null });
    const { id, challenge } = await newChallenge();
    const garbled = await loginAs('robin@example.com', PASSWORD, { key: id, captcha: 'not base64 json' });
    expect(garbled.body).toEqual({
      code: CAPTCHA_INVALID,
      msg: 'The human check failed or has expired, please try again',
      data: null,
    });

    // A wrong password with a solved captcha says both again: the next try needs another captcha.
    const solved = { key: id, captcha: await solveCaptchaPayload(challenge) };
    expect((await loginAs('robin@example.com', 'wrong password', solved)).body).toEqual(WRONG_PASSWORD_CAPTCHA_NEXT);
    const fresh = await newChallenge();
    const right = await loginAs('robin@example.com', PASSWORD, {
      key: fresh.id,
      captcha: await solveCaptchaPayload(fresh.challenge),
    });
    expect(right.body.code).toBe(1);
    // Logged in: the failures are forgotten, and a wrong password is only wrong again.
    expect((await loginAs('robin@example.com', 'wrong password')).body).toEqual(WRONG_PASSWORD);
  });

  it('signs up with the mailed code and a solved captcha when captcha_on_register is on', async () => {
    const sent = await call(app, 'POST', '/api/notify/send_email', { to: 'quinn@example.com', type: 1 });
    expect(sent.body.code).toBe(1);
    const form = {
      type: 'email',
      account: 'quinn@example.com',
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: notifier.lastCode('quinn@example.com') ?? '',
    };
    expect((await call(app, 'POST', '/api/user/register', form)).body.code).toBe(CAPTCHA_REQUIRED);
    const { id, challenge } = await newChallenge();
    const signedUp = await call(app, 'POST', '/api/user/register', {
      ...form,
      key: id,
      captcha: await solveCaptchaPayload(challenge),
    });
    expect(signedUp.body.code).toBe(1);
  });

  it('accepts a solution once: a replay is refused, and of 10 parallel submissions exactly one passes', async () => {
    const first = await newChallenge();
    const answer = { key: first.id, captcha: await solveCaptchaPayload(first.challenge) };
    expect((await register(answer)).body.code).toBe(CODE_WRONG);
    expect((await register(answer)).body.code).toBe(CAPTCHA_INVALID);

    const second = await newChallenge();
    const shared = { key: second.id, captcha: await solveCaptchaPayload(second.challenge) };
    const replies = await Promise.all(Array.from({ length: 10 }, () => register(shared)));
    const codes = replies.map((reply) => reply.body.code);
    expect(codes.filter((code) => code === CODE_WRONG)).toHaveLength(1);
    expect(codes.filter((code) => code === CAPTCHA_INVALID)).toHaveLength(9);
  });

  it('refuses a challenge past its 5 minutes, by the app clock and by the real clock', async () => {
    const late = await newChallenge();
    const lateAnswer = { key: late.id, captcha: await solveCaptchaPayload(late.challenge) };
    const issuedAt = now;
    now = issuedAt + 5 * 60_000 + 1_000;
    try {
      expect((await register(lateAnswer)).body.code).toBe(CAPTCHA_INVALID);
    } finally {
      now = issuedAt;
    }

    // Issued by a server whose clock says 10 minutes ago: the app clock agrees it is fresh, altcha-lib does not.
    now = issuedAt - 10 * 60_000;
    try {
      const stale = await newChallenge();
      const staleAnswer = { key: stale.id, captcha: await solveCaptchaPayload(stale.challenge) };
      expect((await register(staleAnswer)).body.code).toBe(CAPTCHA_INVALID);
    } finally {
      now = issuedAt;
    }
  });

  it('refuses a solution for another challenge, altered parameters and a challenge it did not sign', async () => {
    const mine = await newChallenge();
    const other = await newChallenge();
    const mineSolved = await solveCaptchaPayload(mine.challenge);
    expect((await register({ key: other.id, captcha: mineSolved })).body.code).toBe(CAPTCHA_INVALID);

    const { solution } = JSON.parse(Buffer.from(mineSolved, 'base64').toString()) as CaptchaPayload;
    const otherWithMySolution = encodeCaptchaPayload({ challenge: other.challenge, solution });
    expect((await register({ key: other.id, captcha: otherWithMySolution })).body.code).toBe(CAPTCHA_INVALID);

    // A later expiry under the original signature, with the real solution: the signature no longer matches.
    const expiresAt = (mine.challenge.parameters.expiresAt ?? 0) + 3600;
    const extended: CaptchaChallenge = { ...mine.challenge, parameters: { ...mine.challenge.parameters, expiresAt } };
    const extendedAnswer = encodeCaptchaPayload({ challenge: extended, solution });
    expect((await register({ key: mine.id, captcha: extendedAnswer })).body.code).toBe(CAPTCHA_INVALID);

    const forged = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: 1,
      counter: 1,
      deriveKey,
      expiresAt: Math.floor(now / 1000) + 60,
      hmacSignatureSecret: 'a guessed secret',
      hmacKeySignatureSecret: 'another guessed secret',
    });
    const forgedAnswer = await solveCaptchaPayload(forged as CaptchaChallenge);
    expect((await register({ key: forged.signature ?? '', captcha: forgedAnswer })).body.code).toBe(CAPTCHA_INVALID);

    // None of those refusals spent the real challenge.
    expect((await register({ key: mine.id, captcha: mineSolved })).body.code).toBe(CODE_WRONG);
  });

  it('shares the secret and the spent solutions between server processes on one database', async () => {
    const second = await buildTestApp(database, { now: () => now, captchaWork: CHEAP_CAPTCHA_WORK });
    try {
      const { id, challenge } = await newChallenge(second);
      const answer = { key: id, captcha: await solveCaptchaPayload(challenge) };
      expect((await register(answer, app)).body.code).toBe(CODE_WRONG);
      expect((await register(answer, second)).body.code).toBe(CAPTCHA_INVALID);
    } finally {
      await second.close();
    }
  });
});
