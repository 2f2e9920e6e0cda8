import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../protocol/schemas/accounts.ts';
import type { AdminPaymentConfig, AuditPage } from '../../protocol/schemas/paymentsAdmin.ts';
import type { BasicInfo, CompanyStatus } from '../../protocol/schemas/settings.ts';
import type { AdminSettingValues, AdminSymbolStops } from '../../protocol/schemas/settingsAdmin.ts';
import type { AccountRisk } from '../../protocol/schemas/trading.ts';
import type { DatabaseHandle } from '../db/database.ts';
import {
  api,
  buildPaymentsApp,
  pngImage,
  realUser,
  staffToken,
  type TestApp,
  upload,
} from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');

describe.each(testDatabases())('back office settings on $name', (target) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  const now = WEDNESDAY;

  beforeAll(async () => {
    database = await target.open();
    ({ app } = await buildPaymentsApp(database, () => now));
    staff = await staffToken(database, now);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const save = (changes: Record<string, string>, token = staff) =>
    api<AdminSettingValues>(app, 'POST', '/admin/api/settings/save', token, { changes });

  async function latestAudit(count: number) {
    const page = await api<AuditPage>(app, 'GET', `/admin/api/audit?page=1&page_size=${count}`, staff);
    return page.data.data.map((entry) => ({ action: entry.action, detail: JSON.parse(entry.detail) as unknown }));
  }

  it('a staff change of the service link reaches the next app request at once, audited with old and new value', async () => {
    const before = await api<BasicInfo>(app, 'GET', '/api/basicSet/getBasicInfo');
    expect(before.data.service_link).toBe('');
    const saved = await save({ service_link: 'https://chat.example.com/room?id=7', service_link_type: '2' });
    expect(saved.code).toBe(1);
    const after = await api<BasicInfo>(app, 'GET', '/api/basicSet/getBasicInfo');
    expect(after.data).toMatchObject({ service_link: 'https://chat.example.com/room?id=7', service_link_type: 2 });
    expect(await latestAudit(2)).toEqual(
      expect.arrayContaining([
        { action: 'setting.save', detail: { key: 'service_link', from: '', to: 'https://chat.example.com/room?id=7' } },
        { action: 'setting.save', detail: { key: 'service_link_type', from: '1', to: '2' } },
      ]),
    );
    // saving the same value again changes nothing and writes no audit row
    const auditBefore = (await api<AuditPage>(app, 'GET', '/admin/api/audit?page=1&page_size=1', staff)).data.total;
    await save({ service_link: 'https://chat.example.com/room?id=7' });
    expect((await api<AuditPage>(app, 'GET', '/admin/api/audit?page=1&page_size=1', staff)).data.total).toBe(
      auditBefore,
    );
  });

  it('refuses a bad value with what is allowed, in the caller language, and changes nothing', async () => {
    const auditBefore = (await api<AuditPage>(app, 'GET', '/admin/api/audit?page=1&page_size=1', staff)).data.total;
    const script = await save({ verify_reg_type: '2', service_link: 'javascript:alert(1)' });
    expect(script).toMatchObject({
      code: 1001,
      msg: 'Allowed values for service_link: (empty), https://…, http://…',
    });
    const german = await app.inject({
      method: 'POST',
      url: '/admin/api/settings/save',
      headers: { lang: 'de', authorization: staff },
      payload: { changes: { stop_out_level: '250' } },
    });
    // "empty" in the reader's language too (was "(empty)" in every language)
    expect(german.json()).toMatchObject({ code: 1001, msg: 'Erlaubte Werte für stop_out_level: (leer), 1 … 100' });
    expect(await save({ no_such_flag: '1' })).toMatchObject({ code: 1001, msg: 'Unknown setting "no_such_flag"' });
    expect((await save({ verify_reg_type: '3' })).code).toBe(1001);
    const settings = await api<AdminSettingValues>(app, 'GET', '/admin/api/settings', staff);
    expect(settings.data.verify_reg_type).toBe('1');
    expect((await api<AuditPage>(app, 'GET', '/admin/api/audit?page=1&page_size=1', staff)).data.total).toBe(
      auditBefore,
    );
  });

  it('users and visitors cannot read or change settings', async () => {
    const person = await realUser(database, now);
    expect((await save({ service_link: '' }, person.token)).code).toBe(999);
    expect((await api(app, 'GET', '/admin/api/settings', person.token)).code).toBe(999);
    expect((await api(app, 'GET', '/admin/api/settings')).code).toBe(999);
  });

  it('names each symbol category in the caller language beside its code', async () => {
    const categoryOf = async (lang: string) => {
      const reply = await app.inject({
        method: 'GET',
        url: '/admin/api/stops_levels',
        headers: { lang, authorization: staff },
      });
      const eurusd = reply.json<{ data: AdminSymbolStops[] }>().data.find((symbol) => symbol.code === 'EURUSD');
      return [eurusd?.category, eurusd?.category_name];
    };
    expect(await categoryOf('en')).toEqual(['forex', 'Forex']);
    expect(await categoryOf('hk')).toEqual(['forex', '外匯']);
    expect(await categoryOf('de')).toEqual(['forex', 'Devisen']);
  });
  it('registration type, main mode and the company status redirect take effect on the next call', async () => {
    await save({
      verify_reg_type: '2',
      app_main_mode: '1',
      company_status: '2',
      company_redirect_url: 'https://moved.example/app',
    });
    expect((await api<BasicInfo>(app, 'GET', '/api/basicSet/getBasicInfo')).data.verify_reg_type).toBe(2);
    expect((await api<CompanyStatus>(app, 'GET', '/api/company/getCompanyStatus')).data).toMatchObject({
      status: 2,
      url: 'https://moved.example/app',
      is_main: 1,
    });
    await save({ verify_reg_type: '1', app_main_mode: '0', company_status: '0', company_redirect_url: '' });
    expect((await api<CompanyStatus>(app, 'GET', '/api/company/getCompanyStatus')).data).toMatchObject({
      status: 0,
      is_main: 0,
    });
  });

  it('the stop-out level staff set is the one the engine uses at once; empty returns to STOP_OUT_LEVEL', async () => {
    const demo = await api<{ token: string }>(
      app,
      'GET',
      `/api/user/createAccountDemoForU?demo_id=settings-${target.name}`,
    );
    const risk = () => api<AccountRisk>(app, 'GET', '/v1/api/forex/risk', demo.data.token);
    expect((await risk()).data.stop_out_level).toBe('50');
    await save({ stop_out_level: '80' });
    expect((await risk()).data.stop_out_level).toBe('80');
    expect(app.stopOutLevel.current).toBe(80);
    await save({ stop_out_level: '' });
    expect((await risk()).data.stop_out_level).toBe('50');
  });

  it('sets a user credit score, shown by user/info at once, audited', async () => {
    const person = await realUser(database, now);
    const saved = await api(app, 'POST', '/admin/api/credit_score/save', staff, {
      user_id: person.userId,
      credit_score: 620,
    });
    expect(saved.code).toBe(1);
    expect((await api<UserInfo>(app, 'GET', '/api/user/info', person.token)).data.credit_score).toBe(620);
    expect((await latestAudit(1))[0]).toEqual({ action: 'user.creditScore', detail: { from: 100, to: 620 } });
    const tooHigh = await api(app, 'POST', '/admin/api/credit_score/save', staff, {
      user_id: person.userId,
      credit_score: 5000,
    });
    expect(tooHigh.code).toBe(1001);
    const nobody = await api(app, 'POST', '/admin/api/credit_score/save', staff, { user_id: 999_999, credit_score: 1 });
    expect(nobody.code).not.toBe(1);
  });

  it('a channel deposit minimum staff set refuses smaller deposits', async () => {
    const config = await api<AdminPaymentConfig>(app, 'GET', '/admin/api/payment_config', staff);
    const wire = config.data.wire_methods[0];
    if (!wire?.id) throw new Error('no wire method seeded');
    expect(wire.min_amount).toBe('0');
    const saved = await api(app, 'POST', '/admin/api/wire_methods/save', staff, { ...wire, min_amount: '100' });
    expect(saved.code).toBe(1);
    const person = await realUser(database, now);
    const proof = await upload(app, person.token, await pngImage());
    const deposit = (amount: string) =>
      api(
        app,
        'GET',
        `/api/quickCharge/wire_submit?number=${amount}&wire_id=${wire.id}&proofImg=${encodeURIComponent(proof.data?.url ?? '')}`,
        person.token,
      );
    expect(await deposit('99.99')).toMatchObject({ code: 1001, msg: 'The minimum per deposit is 100 USD' });
    expect((await deposit('100')).code).toBe(1);
    const inverted = await api(app, 'POST', '/admin/api/wire_methods/save', staff, {
      ...wire,
      min_amount: '5000',
      max_amount: '1000',
    });
    expect(inverted.code).toBe(1001);
    await api(app, 'POST', '/admin/api/wire_methods/save', staff, { ...wire, min_amount: '0' });
  });
});
