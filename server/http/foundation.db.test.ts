import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { seedReferenceData } from '../db/seed/seed.ts';
import { writeSetting } from '../settings/settingsStore.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

// A Wednesday 12:00 in New York (16:00 UTC): every session is open.
const MIDWEEK = Date.UTC(2026, 10, 18, 17, 0);
// A Saturday: only crypto trades.
const SATURDAY = Date.UTC(2026, 10, 21, 15, 0);

describe.each(testDatabases())('foundation API on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;
  let now = MIDWEEK;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => now });
    // A probe route added before the app starts, to see what the body parsers hand to a handler.
    app.post('/api/test/echo', async (request) => ({ code: 1, msg: 'ok', data: request.body }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function get<T>(url: string, lang = 'en'): Promise<{ status: number; body: Envelope<T> }> {
    const response = await app.inject({ method: 'GET', url, headers: { lang } });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  it('lists at least 24 symbols with every field of SPEC and a quotation at the symbol precision', async () => {
    now = MIDWEEK;
    const { status, body } = await get<TradeSymbol[]>('/v1/api/forex/trade_list?_t=123');
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.data.length).toBeGreaterThanOrEqual(24);
    const codes = body.data.map((symbol) => symbol.Code);
    for (const code of ['EURUSD', 'USDJPY', 'GBPJPY', 'XAUUSD', 'XAGUSD', 'BTCUSD', 'ETHUSD']) {
      expect(codes).toContain(code);
    }
    const eurusd = body.data.find((symbol) => symbol.Code === 'EURUSD');
    expect(eurusd).toMatchObject({ PricePrecision: 5, ForexContNum: '100000', MarketStatus: 1 });
    expect(eurusd?.ForexQuotations.Close).toMatch(/^\d+\.\d{5}$/);
    expect(eurusd?.HasForexMultiple.length).toBeGreaterThan(0);
    expect(eurusd?.Logo).toBe('/logos/EURUSD.svg');
    const usdjpy = body.data.find((symbol) => symbol.Code === 'USDJPY');
    expect(usdjpy?.ForexQuotations.Close).toMatch(/^\d+\.\d{3}$/);
  });

  it('closes forex on Saturday but keeps crypto trading', async () => {
    now = SATURDAY;
    const { body } = await get<TradeSymbol[]>('/v1/api/forex/trade_list');
    expect(body.data.find((symbol) => symbol.Code === 'EURUSD')?.MarketStatus).toBe(0);
    expect(body.data.find((symbol) => symbol.Code === 'BTCUSD')?.MarketStatus).toBe(1);
    now = MIDWEEK;
  });

  it('searches symbols by code or name, and treats LIKE wildcards literally', async () => {
    const byCode = await get<TradeSymbol[]>('/v1/api/forex/trade_list?searchCurrency=jpy');
    expect(byCode.body.data.length).toBeGreaterThanOrEqual(3);
    expect(byCode.body.data.every((symbol) => symbol.Code.includes('JPY'))).toBe(true);
    const byName = await get<TradeSymbol[]>('/v1/api/forex/trade_list?searchCurrency=Gold');
    expect(byName.body.data.map((symbol) => symbol.Code)).toContain('XAUUSD');
    const wildcard = await get<TradeSymbol[]>('/v1/api/forex/trade_list?searchCurrency=%25');
    expect(wildcard.body.data).toEqual([]);
  });

  it('names categories in the language of the lang header (tw means hk, Arabic reads English)', async () => {
    const english = await get<{ Id: number; NameShowTrans: string }[]>('/v1/api/forex/getCategories', 'en');
    expect(english.body.data.map((category) => category.NameShowTrans)).toEqual([
      'Forex',
      'Metals',
      'Energy',
      'Indices',
      'Crypto',
    ]);
    const chinese = await get<{ NameShowTrans: string }[]>('/v1/api/forex/getCategories', 'tw');
    expect(chinese.body.data[0]?.NameShowTrans).not.toBe('Forex');
    const arabic = await get<{ NameShowTrans: string }[]>('/v1/api/forex/getCategories', 'ar');
    expect(arabic.body.data[0]?.NameShowTrans).toBe('Forex');
  });

  it('serves base data, public settings and every calling code', async () => {
    const basic = await get<Record<string, unknown>>('/api/basicSet/getBasicInfo');
    expect(basic.body.code).toBe(1);
    expect(Object.keys(basic.body.data)).toEqual(
      expect.arrayContaining(['service_link', 'service_link_type', 'verify_reg_type', 'trade_fee_type']),
    );
    const setting = await get<{ key: string; value: string }>('/api/default/setting?key=is_show_mobile');
    expect(setting.body).toMatchObject({ code: 1, data: { key: 'is_show_mobile', value: '1' } });
    const areas = await get<{ id: number; code: string; global_code: string }[]>('/api/default/area_list');
    expect(areas.body.data.length).toBeGreaterThanOrEqual(240);
    expect(areas.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: '44', global_code: 'GB' }),
        expect.objectContaining({ code: '1', global_code: 'US' }),
        expect.objectContaining({ code: '852', global_code: 'HK' }),
      ]),
    );
  });

  it('refuses private settings and unknown keys with a translated envelope and changes nothing', async () => {
    const secret = await get<null>('/api/default/setting?key=company_redirect_url');
    expect(secret.status).toBe(400);
    expect(secret.body).toMatchObject({ code: 1001, data: null });
    expect(secret.body.msg).toContain('company_redirect_url');
    const missing = await get<null>('/api/default/setting');
    expect(missing.body.code).toBe(1001);
    const german = await get<null>('/api/default/setting', 'de');
    expect(german.body.msg).not.toBe(missing.body.msg);
  });

  it('reports the company status and follows a change made by staff', async () => {
    const before = await get<{ status: number; url: string }>('/api/company/getCompanyStatus');
    expect(before.body.data).toMatchObject({ status: 0 });
    await writeSetting(database.db, 'company_status', '1');
    await writeSetting(database.db, 'company_redirect_url', 'https://status.pipwave.app');
    const after = await get<{ status: number; url: string }>('/api/company/getCompanyStatus');
    expect(after.body.data).toMatchObject({ status: 1, url: 'https://status.pipwave.app' });
    await writeSetting(database.db, 'company_status', '0');
  });

  it('answers unknown API paths with an envelope, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 1004, data: null });
  });

  it('accepts form-encoded and JSON bodies alike', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=a%40b.com&password=secret+1',
    });
    const json = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { account: 'a@b.com', password: 'secret 1' },
    });
    expect(form.json()).toEqual(json.json());
    expect(form.json()).toMatchObject({ data: { account: 'a@b.com', password: 'secret 1' } });
  });

  it('re-seeding an existing database adds nothing and keeps changes', async () => {
    await writeSetting(database.db, 'service_link', 'https://chat.pipwave.app');
    const before = await get<TradeSymbol[]>('/v1/api/forex/trade_list');
    await seedReferenceData(database.db);
    await database.migrate();
    const after = await get<TradeSymbol[]>('/v1/api/forex/trade_list');
    expect(after.body.data.length).toBe(before.body.data.length);
    const basic = await get<{ service_link: string }>('/api/basicSet/getBasicInfo');
    expect(basic.body.data.service_link).toBe('https://chat.pipwave.app');
  });
});
