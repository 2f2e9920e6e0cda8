import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { BasicInfo, CompanyStatus } from '../../protocol/schemas/settings.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { companies } from '../db/schema.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe.each(testDatabases())('company cookie and desktop detection on $name', (target) => {
  let database: DatabaseHandle;
  let direct: Awaited<ReturnType<typeof buildTestApp>>;
  let behindProxy: Awaited<ReturnType<typeof buildTestApp>>;
  let companyId: number;

  beforeAll(async () => {
    database = await target.open();
    direct = await buildTestApp(database);
    behindProxy = await buildTestApp(database, {}, {}, { trustProxy: 1 });
    const [first] = await database.db.select({ id: companies.id }).from(companies).limit(1);
    if (!first) throw new Error('no company seeded');
    companyId = first.id;
  });

  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
    await database?.close();
  });

  const status = (app: typeof direct, query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/company/getCompanyStatus${query}`, headers: { lang: 'en', ...headers } });

  it('remembers the company of the link for 3 years: Lax, HttpOnly, site-wide, not Secure over plain HTTP', async () => {
    const reply = await status(direct, `?company=${companyId}`);
    expect(reply.json<Envelope<CompanyStatus>>().data.company_id).toBe(companyId);
    const cookie = String(reply.headers['set-cookie']);
    expect(cookie).toBe(`pw_company=${companyId}; Max-Age=94608000; Path=/; HttpOnly; SameSite=Lax`);
    // the next visit, without the link, carries the cookie back and the reply names the company again
    const later = await status(direct, '', { cookie: `pw_company=${companyId}` });
    expect(later.json<Envelope<CompanyStatus>>().data.company_id).toBe(companyId);
    expect(later.headers['set-cookie']).toBeUndefined();
  });

  it('is Secure when a trusted proxy says the page is HTTPS, and not when an untrusted caller claims it', async () => {
    const proxied = await status(behindProxy, `?company=${companyId}`, { 'x-forwarded-proto': 'https' });
    expect(String(proxied.headers['set-cookie'])).toMatch(/; Secure; SameSite=Lax$/);
    const forged = await status(direct, `?company=${companyId}`, { 'x-forwarded-proto': 'https' });
    expect(String(forged.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('ignores an unknown, malformed or forged company id', async () => {
    for (const query of ['?company=999999', '?company=abc', '?company=-1', '?company=1e3']) {
      const reply = await status(direct, query);
      expect(reply.statusCode, query).toBe(200);
      expect(reply.headers['set-cookie'], query).toBeUndefined();
      expect(reply.json<Envelope<CompanyStatus>>().data.company_id).toBe(0);
    }
    const forgedCookie = await status(direct, '', { cookie: 'pw_company=999999' });
    expect(forgedCookie.json<Envelope<CompanyStatus>>().data.company_id).toBe(0);
  });

  it('tells the app whether its browser is a desktop, read from the user agent, and varies by it', async () => {
    const info = (headers: Record<string, string>) =>
      direct.inject({ method: 'GET', url: '/api/basicSet/getBasicInfo', headers: { lang: 'en', ...headers } });
    const desktop = await info({ 'user-agent': DESKTOP });
    expect(desktop.json<Envelope<BasicInfo>>().data.is_desktop).toBe(1);
    expect(desktop.headers.vary).toMatch(/User-Agent/);
    expect((await info({ 'user-agent': PHONE })).json<Envelope<BasicInfo>>().data.is_desktop).toBe(0);
    // a phone's Chromium in "desktop site" mode still sends Sec-CH-UA-Mobile: ?1
    const desktopMode = await info({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' });
    expect(desktopMode.json<Envelope<BasicInfo>>().data.is_desktop).toBe(0);
    expect((await info({})).json<Envelope<BasicInfo>>().data.is_desktop).toBe(0);
  });
});
