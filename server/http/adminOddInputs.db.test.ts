import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPaymentConfig } from '../../protocol/schemas/paymentsAdmin.ts';
import type { AdminSettingValues } from '../../protocol/schemas/settingsAdmin.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { api, buildPaymentsApp, staffToken, type TestApp } from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');

/**
 * Odd input a staff member's browser could send: a clear refusal, never a server error, nothing changed. A
 * refusal about one field names it in the envelope beside the message with a place for the field's label:
 * the back office writes its form's label there ("Minimum must be …"), where staff once read the wire name
 * ("min_amount must be …").
 */
describe.each(testDatabases())('back office odd inputs on $name', (target) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let staff: string;

  beforeAll(async () => {
    database = await target.open();
    ({ app } = await buildPaymentsApp(database, () => WEDNESDAY));
    staff = await staffToken(database, WEDNESDAY);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(['toString', 'constructor', 'hasOwnProperty', '__proto__'])(
    'refuses a setting named %s (a name every object inherits) as an unknown setting',
    async (name) => {
      const before = await api<AdminSettingValues>(app, 'GET', '/admin/api/settings', staff);
      const saved = await api<AdminSettingValues>(app, 'POST', '/admin/api/settings/save', staff, {
        changes: JSON.parse(`{"${name}":"1"}`) as Record<string, string>,
      });
      expect(saved.code).toBe(1001);
      const after = await api<AdminSettingValues>(app, 'GET', '/admin/api/settings', staff);
      expect(after.data).toEqual(before.data);
    },
  );

  it.each(['2157483648', '9999999999'])('finds no user %s (past the id range) rather than failing', async (user) => {
    const found = await api<unknown>(app, 'GET', `/admin/api/user_ledger?user=${user}&page=1`, staff);
    expect(found.code).toBe(1004);
  });

  async function post(url: string, payload: Record<string, unknown>, lang = 'en') {
    const reply = await app.inject({ method: 'POST', url, headers: { lang, authorization: staff }, payload });
    return reply.json<Record<string, unknown>>();
  }

  it('names a setting outside what it allows, with a place for its label, in the caller language', async () => {
    const refused = await post('/admin/api/settings/save', { changes: { stop_out_level: '250' } }, 'de');
    expect(refused).toEqual({
      code: 1001,
      msg: 'Erlaubte Werte für stop_out_level: (leer), 1 … 100',
      data: null,
      field: 'stop_out_level',
      field_msg: 'Erlaubte Werte für {{field}}: (leer), 1 … 100',
    });
  });

  it('names a channel value out of range or malformed', async () => {
    const config = await api<AdminPaymentConfig>(app, 'GET', '/admin/api/payment_config', staff);
    const rate = config.data.withdraw_currencies.find((currency) => currency.fee_type === 2);
    if (!rate) throw new Error('no rate-fee withdraw currency seeded');
    const save = (body: Record<string, unknown>) => post('/admin/api/withdraw_currencies/save', body);
    expect(await save({ ...rate, draw_rate: '150' })).toMatchObject({
      msg: 'draw_rate must be between 0 and 1',
      field: 'draw_rate',
      field_msg: '{{field}} must be between 0 and 1',
    });
    expect(await save({ ...rate, usd_price: '1,5' })).toMatchObject({
      field: 'usd_price',
      field_msg: '{{field}} must be plain digits with an optional decimal point, such as 12 or 1.25',
    });
  });

  it('names a number past its bounds or not a whole number, with a place for its label', async () => {
    const stops = await post('/admin/api/stops_levels/save', { symbol_id: 1, stops_level: 2_000_000 }, 'de');
    expect(stops).toMatchObject({
      code: 1001,
      msg: 'stops_level muss zwischen 0 und 1.000.000 liegen',
      field: 'stops_level',
      field_msg: '{{field}} muss zwischen 0 und 1.000.000 liegen',
    });
    const config = await api<AdminPaymentConfig>(app, 'GET', '/admin/api/payment_config', staff);
    const currency = config.data.withdraw_currencies[0];
    if (!currency) throw new Error('no withdraw currency seeded');
    // a letter typed where a number goes reaches the server as null (the form sends Number("x"))
    expect(await post('/admin/api/withdraw_currencies/save', { ...currency, fee_type: null })).toMatchObject({
      field: 'fee_type',
      field_msg: '{{field}} must be a whole number in plain digits, such as 12',
    });
  });
});
