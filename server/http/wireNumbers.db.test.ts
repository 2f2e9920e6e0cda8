import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_IDS, MALFORMED_DECIMALS } from '../../protocol/malformedNumbers.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { accounts, deposits, orders, withdrawals } from '../db/schema.ts';
import { buildPaymentsApp, type Person, realUser, staffToken } from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { routesNeedingSession } from './sessionFirst.ts';
import { routesTakingNumbers } from './wireNumbers.ts';

// Wednesday noon in New York: every market open.
const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const EURUSD = 1;

type App = Awaited<ReturnType<typeof buildPaymentsApp>>['app'];
type Part = 'querystring' | 'body';

describe.each(testDatabases())('numbers and sessions at the perimeter on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;
  let person: Person;
  let staff = '';
  const now = WEDNESDAY;

  beforeAll(async () => {
    database = await target.open();
    ({ app } = await buildPaymentsApp(database, () => now));
    person = await realUser(database, now);
    staff = await staffToken(database, now);
    // Real accounts start empty: give this one margin to trade with.
    await database.db.update(accounts).set({ balance: '10000' }).where(eq(accounts.id, person.accountId));
    app.source.push({ symbolId: EURUSD, time: now, bid: 1.1, ask: 1.1002 });
    await app.trading.settled();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  function send(
    method: string,
    url: string,
    part: Part,
    fields: Record<string, string | number>,
    options: { token?: string; json?: boolean; lang?: string } = {},
  ) {
    const headers: Record<string, string> = { lang: options.lang ?? 'en' };
    if (options.token) headers.authorization = options.token;
    if (part === 'querystring') {
      const query = Object.entries(fields)
        .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
        .join('&');
      return app.inject({ method: method === 'POST' ? 'POST' : 'GET', url: `${url}?${query}`, headers });
    }
    if (options.json) {
      return app.inject({ method: 'POST', url, headers, payload: fields });
    }
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams(
      Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return app.inject({ method: 'POST', url, headers, payload: form.toString() });
  }

  const isIdField = (name: string) => name === 'id' || name.endsWith('_id');
  const tokenFor = (url: string) => (url.startsWith('/admin/api/') ? staff : person.token);

  it('answers 400 (never 500, never acted on) for ids out of int4 range or not plain digits, on every route taking one', async () => {
    const targets = routesTakingNumbers(app)
      .filter((route) => route.method === 'GET' || route.method === 'POST')
      .flatMap((route) =>
        (['querystring', 'body'] as const).flatMap((part) =>
          route.fields[part].filter((field) => isIdField(field.name)).map((field) => ({ route, part, field })),
        ),
      );
    // Trading, charts, news, payments, identity review, channel configuration…
    expect(targets.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const { route, part, field } of targets) {
      const token = tokenFor(route.url);
      // 0 is "all" where a schema allows it (news category, withdraw method filter).
      for (const bad of BAD_IDS.filter((value) => !(value === '0' && field.min === 0))) {
        const reply = await send(route.method, route.url, part, { [field.name]: bad }, { token });
        if (reply.statusCode !== 400 || reply.json().code !== 1001) {
          wrong.push(`${route.method} ${route.url} ${field.name}=${bad}: ${reply.statusCode} ${reply.body}`);
        }
      }
      if (part === 'body') {
        for (const bad of [2 ** 31, 2 ** 53, -1, 0, 1e300]) {
          const reply = await send(route.method, route.url, part, { [field.name]: bad }, { token, json: true });
          if (reply.statusCode !== 400) wrong.push(`${route.url} JSON ${field.name}=${bad}: ${reply.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says what is wrong with a number in the caller’s language', async () => {
    const reply = await send(
      'GET',
      '/v1/api/forex/close',
      'querystring',
      { id: '2147483648' },
      { token: person.token },
    );
    expect(reply.json()).toMatchObject({ code: 1001, msg: 'id must be between 1 and 2,147,483,647' });
    const head = await app.inject({
      method: 'HEAD',
      url: '/v1/api/forex/close?id=0x10',
      headers: { authorization: person.token },
    });
    expect(head.statusCode).toBe(400);
    const german = await send('GET', '/v1/api/forex/kline', 'querystring', { forex_id: '0x10' }, { lang: 'de' });
    expect(german.json().msg).toBe('forex_id muss eine ganze Zahl aus Ziffern sein, z. B. 12');
    // An id is a whole number: no decimal point, and one value only.
    for (const query of ['forex_id=1.0', 'forex_id=1&forex_id=1']) {
      const reply = await app.inject({ method: 'GET', url: `/v1/api/forex/kline?${query}`, headers: { lang: 'en' } });
      expect(reply.json(), query).toMatchObject({
        code: 1001,
        msg: 'forex_id must be a whole number in plain digits, such as 12',
      });
    }
  });

  it('refuses every malformed lot size, price and stop with a 400 and stores no order', async () => {
    const order = { type: 1, cont: '0.1', forex_id: EURUSD, status: 0, target_price: '1.09', multiple: 100 };
    const accepted: string[] = [];
    for (const field of ['cont', 'target_price', 'stop_loss_price', 'target_profit_price'] as const) {
      for (const bad of MALFORMED_DECIMALS) {
        const reply = await send(
          'GET',
          '/v1/api/forex/submit',
          'querystring',
          { ...order, [field]: bad },
          { token: person.token },
        );
        if (reply.statusCode !== 400 || reply.json().code !== 1001)
          accepted.push(`${field}=${JSON.stringify(bad)}: ${reply.body}`);
      }
    }
    expect(accepted).toEqual([]);
    const stored = await database.db.select().from(orders).where(eq(orders.accountId, person.accountId));
    expect(stored).toEqual([]);
  });

  it('refuses JSON numbers for money (strings only), too many decimals and prices that are 0 at the precision', async () => {
    const order = { type: 1, cont: '0.1', forex_id: EURUSD, status: 0, target_price: '1.09', multiple: 100 };
    const submit = (fields: Record<string, string | number>) =>
      send('POST', '/v1/api/forex/submit', 'body', { ...order, ...fields }, { token: person.token, json: true });
    expect((await submit({ cont: 0.1 })).json()).toMatchObject({
      code: 1001,
      msg: 'cont must be plain digits with an optional decimal point, such as 12 or 1.25',
    });
    expect((await submit({ target_price: 1.09 })).statusCode).toBe(400);
    expect((await submit({ target_price: '1.090001' })).json()).toMatchObject({
      code: 1001,
      msg: 'target_price allows at most 5 decimal places',
    });
    expect((await submit({ target_price: '0.000001' })).json().code).toBe(1001);
    expect((await submit({ target_price: '0.00000' })).json()).toMatchObject({ code: 1202, msg: /price/ });
    expect((await submit({ stop_loss_price: '1.0000001' })).json().code).toBe(1001);
    expect((await submit({ cont: '0.001' })).json().msg).toBe('cont allows at most 2 decimal places');
    expect((await submit({ cont: '1000.01' })).json()).toMatchObject({
      code: 1202,
      msg: 'cont must be between 0.01 and 1,000',
    });
    const stored = await database.db.select().from(orders).where(eq(orders.accountId, person.accountId));
    expect(stored).toEqual([]);
    // The plain form still works, at exactly the precision.
    expect((await submit({ target_price: '1.09001' })).json()).toMatchObject({ code: 1 });
  });

  it('refuses malformed stops on an open position and leaves them as they were', async () => {
    const opened = await send(
      'GET',
      '/v1/api/forex/submit',
      'querystring',
      { type: 1, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 },
      { token: person.token },
    );
    const id = opened.json().data.Id as number;
    for (const bad of ['0x1', '1e0', '1.0000001', ' 1.05', '1,05', 'Infinity']) {
      const reply = await send(
        'GET',
        '/v1/api/forex/set_stop_price',
        'querystring',
        { id, stop_loss_price: bad, target_profit_price: '0' },
        { token: person.token },
      );
      expect(reply.statusCode, bad).toBe(400);
    }
    const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ stopLoss: null, takeProfit: null });
  });

  it('refuses malformed deposit and withdrawal amounts with nothing stored', async () => {
    const accepted: string[] = [];
    for (const bad of MALFORMED_DECIMALS) {
      const replies = await Promise.all([
        send(
          'GET',
          '/api/quickCharge/wire_submit',
          'querystring',
          { number: bad, wire_id: 1, proofImg: 'x' },
          { token: person.token },
        ),
        send(
          'GET',
          '/api/quickCharge/submit',
          'querystring',
          { number: bad, charge_id: 1, proofImg: 'x', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
          { token: person.token },
        ),
        send(
          'POST',
          '/api/account/draw',
          'body',
          { number: bad, draw_currency_id: 1, draw_method_id: 1 },
          { token: person.token },
        ),
      ]);
      for (const reply of replies) if (reply.statusCode !== 400) accepted.push(`${JSON.stringify(bad)}: ${reply.body}`);
    }
    const json = await send(
      'POST',
      '/api/account/draw',
      'body',
      { number: 100, draw_currency_id: 1, draw_method_id: 1 },
      { token: person.token, json: true },
    );
    expect(json.statusCode).toBe(400);
    expect(accepted).toEqual([]);
    expect(await database.db.select().from(deposits).where(eq(deposits.userId, person.userId))).toEqual([]);
    expect(await database.db.select().from(withdrawals).where(eq(withdrawals.userId, person.userId))).toEqual([]);
  });

  it('reads the choice fields (order type and status, list status, code type) as plain integers only', async () => {
    const order = { type: 1, cont: '0.01', forex_id: EURUSD, status: 1, multiple: 100 };
    const choices = [
      { method: 'GET', url: '/v1/api/forex/submit', field: 'type', fields: order },
      { method: 'GET', url: '/v1/api/forex/submit', field: 'status', fields: order },
      { method: 'POST', url: '/v1/api/forex/submit', field: 'type', fields: order },
      { method: 'GET', url: '/v1/api/forex/my_deal', field: 'status', fields: { status: 1 } },
      { method: 'POST', url: '/api/notify/send_email', field: 'type', fields: { to: 'choice@example.com', type: 2 } },
    ] as const;
    const placed = async () =>
      (await database.db.select().from(orders).where(eq(orders.accountId, person.accountId))).length;
    const before = await placed();
    const accepted: string[] = [];
    for (const { method, url, field, fields } of choices) {
      const part = method === 'POST' ? 'body' : 'querystring';
      const json: unknown[] = method === 'POST' ? [true, [1], 1.5, null, { value: 1 }] : [];
      const replies = [
        ...(await Promise.all(
          ['0x1', '1e0', '+1', '1.0', ' 1', '01', '1 ', 'true'].map(async (bad) => ({
            bad,
            reply: await send(method, url, part, { ...fields, [field]: bad }, { token: person.token }),
          })),
        )),
        ...(await Promise.all(
          json.map(async (bad) => ({
            bad,
            reply: await app.inject({
              method: 'POST',
              url,
              headers: { lang: 'en', authorization: person.token },
              payload: { ...fields, [field]: bad },
            }),
          })),
        )),
      ];
      for (const { bad, reply } of replies) {
        const body = reply.json();
        if (body.code !== 1001 || body.msg !== `${field} must be a whole number in plain digits, such as 12`) {
          accepted.push(`${method} ${url} ${field}=${JSON.stringify(bad)}: ${reply.statusCode} ${reply.body}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(await placed()).toBe(before);
    // The plain spellings still place orders: digits as text, or a JSON integer.
    const plain = await send(
      'GET',
      '/v1/api/forex/submit',
      'querystring',
      { ...order, type: '2' },
      { token: person.token },
    );
    expect(plain.json()).toMatchObject({ code: 1 });
    const json = await send('POST', '/v1/api/forex/submit', 'body', order, { token: person.token, json: true });
    expect(json.json()).toMatchObject({ code: 1 });
    expect(await placed()).toBe(before + 2);
  });

  it('checks the session before the body on every route that needs one: no schema is learnt without it', async () => {
    const guarded = routesNeedingSession(app).filter((route) => route.method === 'GET' || route.method === 'POST');
    expect(guarded.length).toBeGreaterThanOrEqual(40);
    const leaks: string[] = [];
    for (const route of guarded) {
      const url = route.url.replace(':name', 'x');
      const wrongTokens =
        route.session === 'staff' ? [undefined, person.token] : [undefined, 'not-a-session-token-at-all'];
      for (const token of wrongTokens) {
        const headers: Record<string, string> = { lang: 'en', 'content-type': 'application/json' };
        if (token) headers.authorization = token;
        const reply = await app.inject({
          method: route.method === 'POST' ? 'POST' : 'GET',
          url: `${url}?id=zz&page=-5`,
          headers,
          ...(route.method === 'POST' ? { payload: '{"bogus": [1, 2' } : {}),
        });
        if (reply.statusCode !== 401 || reply.json().code !== 999) {
          leaks.push(
            `${route.method} ${route.url} token=${token ? 'wrong' : 'none'}: ${reply.statusCode} ${reply.body}`,
          );
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});
