import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { buildPaymentsApp, type Person, realUser } from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { fieldWithNul } from './textInput.ts';

const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const NUL = '\u0000';

type App = Awaited<ReturnType<typeof buildPaymentsApp>>['app'];

interface Probe {
  method: 'GET' | 'POST';
  url: string;
  /** the field that carries the text, and the rest of a well-formed request */
  field: string;
  text: string;
  rest?: Record<string, string | number>;
  session?: boolean;
  form?: boolean;
}

/** Anonymous and signed-in calls whose text reaches a query (README "Security"; review finding 2). */
const PROBES: Probe[] = [
  {
    method: 'POST',
    url: '/api/user/loginForU',
    field: 'account',
    text: 'x@example.com',
    rest: { login_type: 'email', password: 'x' },
  },
  {
    method: 'POST',
    url: '/api/user/loginForU',
    field: 'account',
    text: 'y@example.com',
    rest: { login_type: 'email', password: 'x' },
    form: true,
  },
  { method: 'POST', url: '/api/notify/send_email', field: 'to', text: 'xy@example.com', rest: { type: 2 } },
  {
    method: 'POST',
    url: '/api/user/register',
    field: 'invite_code',
    text: 'ABC',
    rest: { type: 'email', account: 'new@example.com', password: 'abc12345', re_password: 'abc12345', sms_code: '1' },
  },
  { method: 'GET', url: '/api/company/getCompany', field: 'name', text: 'ab' },
  { method: 'GET', url: '/api/quickCharge/wire_info', field: 'bank_coin', text: 'ab', session: true },
  {
    method: 'POST',
    url: '/api/account/draw',
    field: 'memo',
    text: 'ab',
    rest: { number: '100', draw_currency_id: 1, draw_method_id: 1 },
    session: true,
  },
];

/** Text a user can type but a field does not take (U+0000, more than its length): a clear refusal in their language. */
describe.each(testDatabases())(
  'odd text at the perimeter (U+0000, empty, over a field’s length) on $name',
  (target) => {
    let database: DatabaseHandle;
    let app: App;
    let person: Person;

    beforeAll(async () => {
      database = await target.open();
      ({ app } = await buildPaymentsApp(database, () => WEDNESDAY));
      person = await realUser(database, WEDNESDAY);
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    function send(probe: Probe, text: string, lang = 'en') {
      const fields = { ...probe.rest, [probe.field]: text };
      const headers: Record<string, string> = { lang, ...(probe.session ? { authorization: person.token } : {}) };
      if (probe.method === 'GET') {
        return app.inject({ method: 'GET', url: probe.url, query: { [probe.field]: text }, headers });
      }
      if (!probe.form) return app.inject({ method: 'POST', url: probe.url, headers, payload: fields });
      const form = new URLSearchParams(
        Object.entries(fields).map(([key, value]): [string, string] => [key, `${value}`]),
      );
      headers['content-type'] = 'application/x-www-form-urlencoded';
      return app.inject({ method: 'POST', url: probe.url, headers, payload: form.toString() });
    }

    it('refuses U+0000 in any text field with a 400 naming the field, before any query', async () => {
      const wrong: string[] = [];
      for (const probe of PROBES) {
        const text = `${probe.text.slice(0, 1)}${NUL}${probe.text.slice(1)}`;
        const reply = await send(probe, text);
        const expected = {
          code: 1001,
          msg: `${probe.field} contains a character that is not allowed`,
          data: null,
          // the field again, with a place for a form's label of it (errorEnvelope)
          field: probe.field,
          field_msg: '{{field}} contains a character that is not allowed',
        };
        if (reply.statusCode !== 400 || JSON.stringify(reply.json()) !== JSON.stringify(expected)) {
          wrong.push(`${probe.method} ${probe.url} ${probe.field}: ${reply.statusCode} ${reply.body}`);
        }
      }
      expect(wrong).toEqual([]);
      const german = await send(PROBES[0] as Probe, `a${NUL}@example.com`, 'de');
      expect(german.json().msg).toBe('account enthält ein unzulässiges Zeichen');
    });

    it('still serves the same calls with ordinary text (accents, scripts, a new line)', async () => {
      for (const probe of PROBES) {
        const reply = await send(probe, `${probe.text.slice(0, 1)}é中\n${probe.text.slice(1)}`);
        expect(reply.statusCode, `${probe.url} ${reply.body}`).toBeLessThan(500);
        expect(reply.json().msg, probe.url).not.toMatch(/not allowed/);
      }
      const search = await send(PROBES[4] as Probe, 'Pip');
      expect(search.json()).toMatchObject({ code: 1 });
    });

    function post(url: string, lang: string, payload: Record<string, unknown>, signedIn = true) {
      const headers = { lang, ...(signedIn ? { authorization: person.token } : {}) };
      return app.inject({ method: 'POST', url, headers, payload });
    }

    it('names the limit in the language of the request (identity, address, password reset)', async () => {
      const name = await post('/api/user_real/real_name', 'hk', {
        name: 'x'.repeat(81),
        card_id: 'A1234567',
        front_pic: '/api/common/image/a.png',
        reverse_pic: '/api/common/image/b.png',
      });
      expect(name.statusCode).toBe(400);
      expect(name.json()).toEqual({ code: 1001, msg: '有一欄的內容太長：最多 80 個字元', data: null });

      const address = await post('/api/wallet/bind_draw_method', 'pt', {
        draw_id: 1,
        type: 1,
        dc_address: 'T'.repeat(201),
      });
      expect(address.json().msg).toBe('Um dos campos é demasiado longo: no máximo 200 caracteres');

      const reset = await post(
        '/api/user/forget_password',
        'it',
        {
          type: 'email',
          account: 'someone@example.com',
          new_password: 'p'.repeat(129),
          secondary_password: 'p'.repeat(129),
          auth_code: '123456',
        },
        false,
      );
      expect(reset.json().msg).toBe('Uno dei campi è troppo lungo: al massimo 128 caratteri');
    });

    it('asks to fill in an empty field in the language of the request (a deposit with no address)', async () => {
      const reply = await app.inject({
        method: 'GET',
        url: '/api/quickCharge/submit',
        headers: { lang: 'de', authorization: person.token },
        query: { number: '100', proofImg: '/api/common/image/a.png', address: '', charge_id: '1' },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: 1001, msg: 'Bitte füllen Sie alle Felder aus', data: null });
    });

    it('keeps other schema refusals as they were', async () => {
      const reply = await post('/api/user_real/real_name', 'en', { name: 'Ann' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().msg).toMatch(/^Invalid request: /);
    });
  },
);

describe('finding U+0000 in a request part', () => {
  it('looks into arrays and objects at any depth, and names the field', () => {
    expect(fieldWithNul({ a: 'x', b: [1, { memo: `y${NUL}` }] }, 'body')).toBe('memo');
    expect(fieldWithNul({ bank_name: `a${NUL}`, payee_name: `b${NUL}` }, 'body')).toBe('bank_name');
    expect(fieldWithNul({ list: ['ok', `n${NUL}`] }, 'body')).toBe('list');
    expect(fieldWithNul(`raw${NUL}`, 'body')).toBe('body');
    expect(fieldWithNul({ [`k${NUL}`]: 'v' }, 'querystring')).toBe('querystring');
    expect(fieldWithNul({ 'not a name!': `v${NUL}` }, 'body')).toBe('body');
    expect(fieldWithNul({ a: 'fine', b: 2, c: null, d: true }, 'body')).toBeNull();
    expect(fieldWithNul(Buffer.from([0, 0]), 'body')).toBeNull();
  });

  it('walks a deeply nested body without running out of stack', () => {
    let deep: unknown = `end${NUL}`;
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(fieldWithNul({ deep }, 'body')).toBe('deep');
  });
});
