import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { areaCodes, rateLimits } from '../db/schema.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let ipCounter = 1;
const freshIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
/** An address no earlier run used (Redis keeps its counters between runs). */
const randomIp = () => `10.${randomBytes(3).join('.')}`;
/** An account no earlier run used (Redis keeps its counters between runs). */
const freshEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;

interface LoginForm {
  account: string;
  login_type: 'email' | 'mobile';
  area_id?: number;
  password?: string;
}

async function login(app: App, form: LoginForm, ip = freshIp()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/loginForU',
    payload: { password: 'a wrong guess', ...form },
    remoteAddress: ip,
    headers: { lang: 'en' },
  });
  return { status: response.statusCode, code: response.json<Envelope<unknown>>().code };
}

/** A Redis client, or why there is none (the shared-counter test is skipped then, saying so). */
async function connectRedis(): Promise<Redis | string> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  let cause = '';
  redis.on('error', (error: Error) => {
    cause ||= error.message;
  });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    return `Redis at ${REDIS_URL} is unreachable (${cause || (error instanceof Error ? error.message : String(error))})`;
  }
}

describe.each(testDatabases())('user log-in limits on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('evaluates at most 3 passwords of 50 parallel wrong log-ins on one account, from 50 addresses', async () => {
    const account = freshEmail('target');
    const replies = await Promise.all(Array.from({ length: 50 }, () => login(app, { account, login_type: 'email' })));
    const codes = replies.map((reply) => reply.code);
    // "Wrong account or password" (1101, or 1110 when it brings on the captcha) is only said after the
    // password was checked.
    expect(codes.filter((code) => code === 1101 || code === 1110).length).toBeLessThanOrEqual(3);
    // The rest wait for a captcha (1102); refused before the password check, they spend no budget.
    expect(codes.filter((code) => code === 1102).length).toBeGreaterThanOrEqual(47);
    expect(codes.every((code) => [1101, 1110, 1102].includes(code))).toBe(true);
    expect((await login(app, { account, login_type: 'email' })).code).toBe(1102);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const codes: number[] = [];
    for (const from of ['2001:db8:7:1::1', '2001:db8:7:1:a:b:c:d', '2001:db8:7:1:ffff:ffff:ffff:fffe']) {
      codes.push((await login(app, { account: freshEmail('v6'), login_type: 'email' }, from)).code);
    }
    // the 3rd failure of the network says the captcha comes next (1110)
    expect(codes).toEqual([1101, 1101, 1110]);
    // 3 failures from that network: the next address in it is asked for a captcha, the next network is not.
    expect((await login(app, { account: freshEmail('v6'), login_type: 'email' }, '2001:db8:7:1::99')).code).toBe(1102);
    expect((await login(app, { account: freshEmail('v6'), login_type: 'email' }, '2001:db8:7:2::1')).code).toBe(1101);
  });

  it('counts one account however the caller spells it: area id, case, spaces', async () => {
    const account = freshEmail('spelled');
    const [gb] = await database.db.select().from(areaCodes).where(eq(areaCodes.globalCode, 'GB'));
    const spellings: LoginForm[] = [
      { account, login_type: 'email', area_id: gb?.id ?? 1 },
      { account: `  ${account.toUpperCase()} `, login_type: 'email', area_id: 2 },
      { account, login_type: 'email' },
    ];
    const codes: number[] = [];
    for (const form of spellings) codes.push((await login(app, form)).code);
    expect(codes).toEqual([1101, 1101, 1110]);
    // 3 failures on the one account, each from its own address: a captcha is asked.
    expect((await login(app, { account, login_type: 'email', area_id: 3 })).code).toBe(1102);
  });

  it('counts one mobile number under every area of its calling code and every way of writing it', async () => {
    const areas = await database.db.select().from(areaCodes).where(eq(areaCodes.code, '1'));
    const [us, ca] = [areas.find((area) => area.globalCode === 'US'), areas.find((area) => area.globalCode === 'CA')];
    expect(us && ca).toBeTruthy();
    const number = `415${randomBytes(3).readUIntBE(0, 3) % 10_000_000}`.padEnd(10, '0');
    const spaced = `${number.slice(0, 3)} ${number.slice(3, 6)}-${number.slice(6)}`;
    expect((await login(app, { account: number, login_type: 'mobile', area_id: us?.id ?? 0 })).code).toBe(1101);
    expect((await login(app, { account: spaced, login_type: 'mobile', area_id: ca?.id ?? 0 })).code).toBe(1101);
    expect((await login(app, { account: `(${number})`, login_type: 'mobile', area_id: us?.id ?? 0 })).code).toBe(1110);
    expect((await login(app, { account: number, login_type: 'mobile', area_id: ca?.id ?? 0 })).code).toBe(1102);
  });

  it('keeps the counts across a restart of the server on the same database', async () => {
    const account = freshEmail('restart');
    for (const code of [1101, 1101, 1110]) expect((await login(app, { account, login_type: 'email' })).code).toBe(code);
    const restarted = await buildTestApp(database);
    try {
      expect((await login(restarted, { account, login_type: 'email' })).code).toBe(1102);
      // The captcha threshold too: 3 failures from this address, then a fresh server asks for a captcha.
      const ip = freshIp();
      for (const [name, code] of [
        ['r1', 1101],
        ['r2', 1101],
        ['r3', 1110],
      ] as const) {
        expect((await login(app, { account: freshEmail(name), login_type: 'email' }, ip)).code).toBe(code);
      }
      expect((await login(restarted, { account: freshEmail('r4'), login_type: 'email' }, ip)).code).toBe(1102);
    } finally {
      await restarted.close();
    }
  });

  it('shares the counts between two servers through Redis when REDIS_URL is set', async (context) => {
    const first = await connectRedis();
    const second = await connectRedis();
    if (typeof first === 'string' || typeof second === 'string') {
      if (typeof first !== 'string') first.disconnect();
      const why = typeof first === 'string' ? first : String(second);
      console.warn(`skipped: ${why}`);
      context.skip(why);
      return;
    }
    const serverA = await buildTestApp(database, { redis: first });
    const serverB = await buildTestApp(database, { redis: second });
    try {
      const account = freshEmail('shared');
      expect((await login(serverA, { account, login_type: 'email' }, randomIp())).code).toBe(1101);
      expect((await login(serverB, { account, login_type: 'email' }, randomIp())).code).toBe(1101);
      expect((await login(serverA, { account, login_type: 'email' }, randomIp())).code).toBe(1110);
      expect((await login(serverB, { account, login_type: 'email' }, randomIp())).code).toBe(1102);
      // The counters are in Redis, not in the database; the refused 4th attempt gave its hit back.
      expect(await first.get(`pipwave:limit:loginFailuresPerAccount:email:${account}`)).toBe('3');
      const rows = await database.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${account}`));
      expect(rows).toEqual([]);
    } finally {
      await serverA.close();
      await serverB.close();
      first.disconnect();
      second.disconnect();
    }
  });
});
