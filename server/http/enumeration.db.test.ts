import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealUser } from '../accounts/users.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { areaCodes } from '../db/schema.ts';
import { MemoryNotifier } from '../notify/notifier.ts';
import { writeSetting } from '../settings/settingsStore.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const PASSWORD = 'correct horse 1';
/** Headers a client could read a difference from (date and timing headers aside). */
const COMPARED_HEADERS = ['content-type', 'content-length', 'cache-control', 'set-cookie', 'retry-after'];

let sequence = 0;
const next = () => (sequence += 1);
const freshIp = () => `10.7.${Math.floor(sequence / 250)}.${(next() % 250) + 1}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe.each(testDatabases())('no account enumeration on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;
  let now = Date.UTC(2026, 10, 18, 12, 0);
  const notifier = new MemoryNotifier();

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => now, notifier });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A known address: a real user made directly (no argon2 here, that is not what is measured). */
  async function knownEmail(): Promise<string> {
    const email = `owner${next()}@example.com`;
    await createRealUser(database.db, {
      login: { channel: 'email', email },
      passwordHash: 'not-a-real-hash',
      invitedBy: null,
    });
    return email;
  }

  /** The reply as a client sees it: status, the headers that matter, the raw body, and how long it took. */
  async function call(url: string, payload: Record<string, unknown>, lang = 'en') {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url, payload, remoteAddress: freshIp(), headers: { lang } });
    const elapsedMs = performance.now() - started;
    const headers = Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers[name]]));
    return { seen: { status: response.statusCode, headers, body: response.body }, elapsedMs };
  }

  const sendEmail = (to: string, type: 1 | 2, lang = 'en') => call('/api/notify/send_email', { to, type }, lang);
  const register = (account: string, code: string) =>
    call('/api/user/register', { type: 'email', account, password: PASSWORD, re_password: PASSWORD, sms_code: code });

  it('answers a sign-up code request the same for a known and an unknown address; only the owner is told', async () => {
    const known = await knownEmail();
    const unknown = `nobody${next()}@example.com`;
    const toKnown = await sendEmail(known, 1, 'de');
    const toUnknown = await sendEmail(unknown, 1, 'de');
    expect(toKnown.seen).toEqual(toUnknown.seen);
    expect(toKnown.seen.status).toBe(200);
    expect(JSON.parse(toKnown.seen.body)).toMatchObject({ code: 1, data: { resend_after: 60 } });

    expect(notifier.lastCode(unknown)).toMatch(/^\d{6}$/);
    expect(notifier.sent.filter((message) => message.to === known)).toEqual([]);
    expect(notifier.notices.filter((notice) => notice.to === known)).toEqual([
      { channel: 'email', to: known, notice: 'registerAttempt', lang: 'de' },
    ]);

    // The resend wait holds for both, with the same words.
    now += 20_000;
    const againKnown = await sendEmail(known, 1);
    const againUnknown = await sendEmail(unknown, 1);
    expect(againKnown.seen.status).toBe(429);
    expect(againKnown.seen).toEqual(againUnknown.seen);
    expect(notifier.notices.filter((notice) => notice.to === known)).toHaveLength(1);
    now += 60_000;
  });

  it('fails a sign-up with a known address exactly as a wrong code fails for an unknown one', async () => {
    const known = await knownEmail();
    const unknown = `nobody${next()}@example.com`;
    await sendEmail(known, 1);
    await sendEmail(unknown, 1);
    const code = notifier.lastCode(unknown) ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    const knownReply = await register(known, code);
    const unknownReply = await register(unknown, wrong);
    expect(knownReply.seen).toEqual(unknownReply.seen);
    expect(JSON.parse(knownReply.seen.body)).toEqual({ code: 1104, msg: 'The verification code is wrong', data: null });
    // Five wrong tries use up a known address's placeholder as they would a real code.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await register(known, wrong)).seen).toEqual((await register(unknown, wrong)).seen);
    }
    const exhaustedKnown = await register(known, code);
    const exhaustedUnknown = await register(unknown, code);
    expect(exhaustedKnown.seen).toEqual(exhaustedUnknown.seen);
    expect(JSON.parse(exhaustedKnown.seen.body).code).toBe(1106);
  });

  it('answers sign-up by mobile the same for a known and an unknown number', async () => {
    const [gb] = await database.db.select().from(areaCodes).where(eq(areaCodes.globalCode, 'GB'));
    const gbAreaId = gb?.id ?? 0;
    await writeSetting(database.db, 'verify_reg_type', '2');
    try {
      const diallingCode = '44';
      await createRealUser(database.db, {
        login: { channel: 'mobile', areaCodeId: gbAreaId, diallingCode, mobile: '07700900555' },
        passwordHash: 'not-a-real-hash',
        invitedBy: null,
      });
      const send = (mobile: string) => call('/api/notify/send_sms', { to: mobile, area_id: gbAreaId, type: 1 });
      const known = await send('07700 900555');
      const unknown = await send('07700 900556');
      expect(known.seen).toEqual(unknown.seen);
      expect(notifier.lastCode('+44 07700900555')).toBeUndefined();
      expect(notifier.lastCode('+44 07700900556')).toMatch(/^\d{6}$/);
      expect(notifier.notices.at(-1)).toMatchObject({ channel: 'mobile', notice: 'registerAttempt' });

      const registerMobile = (mobile: string, code: string) =>
        call('/api/user/register', {
          type: 2,
          area_id: gbAreaId,
          mobile,
          password: PASSWORD,
          re_password: PASSWORD,
          sms_code: code,
        });
      const code = notifier.lastCode('+44 07700900556') ?? '';
      const wrong = code === '000000' ? '000001' : '000000';
      expect((await registerMobile('07700900555', code)).seen).toEqual(
        (await registerMobile('07700900556', wrong)).seen,
      );
    } finally {
      await writeSetting(database.db, 'verify_reg_type', '1');
    }
  });

  it('answers a reset code request the same for a known and an unknown address; only the owner gets a code', async () => {
    const known = await knownEmail();
    const unknown = `nobody${next()}@example.com`;
    const toKnown = await sendEmail(known, 2);
    const toUnknown = await sendEmail(unknown, 2);
    expect(toKnown.seen).toEqual(toUnknown.seen);
    expect(notifier.lastCode(known)).toMatch(/^\d{6}$/);
    expect(notifier.lastCode(unknown)).toBeUndefined();
  });

  it('takes as long for a known address as for an unknown one (medians of 15, sign-up codes and sign-ups)', async () => {
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    const knownRegisterTimes: number[] = [];
    const unknownRegisterTimes: number[] = [];
    for (let round = 0; round < 15; round += 1) {
      const known = await knownEmail();
      const unknown = `nobody${next()}@example.com`;
      // Alternate which goes first, so a warming cache or a busy moment favours neither.
      const order = round % 2 === 0 ? [known, unknown] : [unknown, known];
      for (const address of order) {
        const { elapsedMs } = await sendEmail(address, 1);
        (address === known ? knownTimes : unknownTimes).push(elapsedMs);
      }
      for (const address of order) {
        const { elapsedMs } = await register(address, '000000');
        (address === known ? knownRegisterTimes : unknownRegisterTimes).push(elapsedMs);
      }
    }
    const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(30, 0.5 * Math.max(a, b));
    expect(close(median(knownTimes), median(unknownTimes)), `${median(knownTimes)} vs ${median(unknownTimes)}`).toBe(
      true,
    );
    expect(
      close(median(knownRegisterTimes), median(unknownRegisterTimes)),
      `${median(knownRegisterTimes)} vs ${median(unknownRegisterTimes)}`,
    ).toBe(true);
  });
});
