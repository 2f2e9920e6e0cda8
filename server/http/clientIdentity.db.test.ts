import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { staffAudit } from '../db/schema.ts';
import type { Limits } from '../limits/rules.ts';
import { createTestStaff } from '../testing/staffAccount.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

/** One request per budget, then refused: every per-address limit at its tightest. */
const ONE_EACH: Partial<Limits> = {
  loginPerIp: { max: 1, windowMs: 60_000 },
  registerPerIp: { max: 1, windowMs: 60_000 },
  codePerIp: { max: 1, windowMs: 60_000 },
  captchaPerIp: { max: 1, windowMs: 60_000 },
  demoPerIp: { max: 1, windowMs: 60_000 },
  staffLoginPerIp: { max: 1, windowMs: 60_000 },
};

interface Reply {
  status: number;
  code: number;
}

let forged = 1;
/** A different made-up client address for every request, as an attacker rotates them. */
const forgedChain = () => `203.0.113.${forged++ % 250}, 198.51.100.${forged++ % 250}`;

/**
 * A real TCP request from `from` (a loopback address: 127.0.0.2, 127.0.0.3…) to the listening app, so
 * the server sees a real socket address, with an X-Forwarded-For header that the client makes up.
 */
function send(app: App, from: string, method: 'GET' | 'POST', url: string, body?: object, xff = forgedChain()) {
  const { port } = app.server.address() as AddressInfo;
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise<Reply>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress: from,
        agent: false,
        headers: {
          'x-forwarded-for': xff,
          lang: 'en',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, code: (JSON.parse(text) as Envelope<unknown>).code });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

let serial = 0;
function unique(prefix: string): string {
  serial += 1;
  return `${prefix}${serial}${Date.now().toString(36)}`;
}

/** Each per-address budget of ONE_EACH, spent by one client; the second request of each kind. */
const budgets: readonly [string, (app: App, from: string) => Promise<Reply>][] = [
  [
    'log-in',
    (app, from) =>
      send(app, from, 'POST', '/api/user/loginForU', {
        account: `${unique('who')}@example.com`,
        password: 'some guess 1',
        login_type: 'email',
      }),
  ],
  [
    'sign-up',
    (app, from) =>
      send(app, from, 'POST', '/api/user/register', {
        type: 'email',
        account: `${unique('new')}@example.com`,
        password: 'a long password',
        re_password: 'a long password',
        sms_code: '000000',
      }),
  ],
  [
    'code sending',
    (app, from) => send(app, from, 'POST', '/api/notify/send_email', { to: `${unique('code')}@example.com`, type: 1 }),
  ],
  ['captcha', (app, from) => send(app, from, 'GET', `/api/captcha?_t=${unique('t')}`)],
  [
    'demo creation',
    (app, from) => send(app, from, 'GET', `/api/user/createAccountDemoForU?demo_id=${unique('device-')}`),
  ],
  [
    'staff log-in',
    (app, from) =>
      send(app, from, 'POST', '/admin/api/login', {
        email: `${unique('staff')}@pipwave.test`,
        password: 'some guess 1',
        code: '000000',
      }),
  ],
];

describe.each(testDatabases())('client address on $name', (target) => {
  let database: DatabaseHandle;
  let direct: App;
  let behindProxy: App;

  beforeAll(async () => {
    database = await target.open();
    direct = await buildTestApp(database, { authLimits: ONE_EACH });
    behindProxy = await buildTestApp(database, { authLimits: ONE_EACH }, {}, { trustProxy: 1 });
    await direct.listen({ host: '127.0.0.1', port: 0 });
    await behindProxy.listen({ host: '127.0.0.1', port: 0 });
  }, 180_000);

  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
    await database?.close();
  });

  async function lastStaffLoginAddress(email: string): Promise<unknown> {
    const [row] = await database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'staff.login'))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(row?.detail.email).toBe(email);
    return row?.detail.ip;
  }

  it.each(budgets)('by default a forged X-Forwarded-For does not reset the %s limit', async (_name, call) => {
    // Each budget is spent from its own loopback address so the cases do not share one.
    const from = `127.0.${budgets.findIndex(([name]) => name === _name) + 10}.2`;
    const first = await call(direct, from);
    expect(first.status).not.toBe(429);
    const second = await call(direct, from);
    expect(second).toEqual({ status: 429, code: 1029 });
    // Another client (another real address) still has its own budget.
    const other = await call(direct, from.replace(/\.2$/, '.3'));
    expect(other.status).not.toBe(429);
  });

  it('records the socket address in the staff audit log, not the forged header', async () => {
    const staff = await createTestStaff(database.db, `${unique('audited')}@pipwave.test`);
    const reply = await send(direct, '127.0.0.4', 'POST', '/admin/api/login', {
      email: staff.email,
      password: staff.password,
      code: staff.code(Date.now()),
    });
    expect(reply.code).toBe(1);
    expect(await lastStaffLoginAddress(staff.email)).toBe('127.0.0.4');
  });

  it('with TRUST_PROXY=1 takes the last hop, which the client cannot choose', async () => {
    const staff = await createTestStaff(database.db, `${unique('proxied')}@pipwave.test`);
    // The proxy (127.0.0.5) appended the address it saw; whatever the client wrote before it is ignored.
    const reply = await send(
      behindProxy,
      '127.0.0.5',
      'POST',
      '/admin/api/login',
      { email: staff.email, password: staff.password, code: staff.code(Date.now()) },
      '6.6.6.6, 192.0.2.44',
    );
    expect(reply.code).toBe(1);
    expect(await lastStaffLoginAddress(staff.email)).toBe('192.0.2.44');

    const demo = (xff: string) =>
      send(
        behindProxy,
        '127.0.0.5',
        'GET',
        `/api/user/createAccountDemoForU?demo_id=${unique('proxy-')}`,
        undefined,
        xff,
      );
    expect((await demo('1.1.1.1, 192.0.2.77')).status).toBe(200);
    expect((await demo('2.2.2.2, 192.0.2.77')).status).toBe(429);
    expect((await demo('2.2.2.2, 192.0.2.78')).status).toBe(200);
  });
});
