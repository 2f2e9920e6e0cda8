import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../protocol/schemas/paymentsAdmin.ts';
import type { AdminSettings, AdminSymbolStops } from '../../protocol/schemas/settingsAdmin.ts';
import type { Order } from '../../protocol/schemas/trading.ts';
import { orders, symbols } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { api, realUser, staffToken } from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { type DemoUser, EURUSD, useTradingTestApp } from './testing/tradingTestApp.ts';

// EURUSD is seeded with a fee rate of 0.0005 (of the margin, fee type 2) and quoted here at 1.10000 / 1.10020.
describe.each(testDatabases())('fee rate staff set on $name', (target) => {
  const server = useTradingTestApp(target, 'fee-rate');
  let staff: string;

  beforeAll(async () => {
    staff = await staffToken(server.database, server.clock.now);
    await server.quote(1.1, 1.1002);
  });

  const saveRate = (rate: unknown, token = staff, symbolId = EURUSD) =>
    api<{ value: string }>(server.app, 'POST', '/admin/api/fee_rates/save', token, {
      symbol_id: symbolId,
      fee_rate: rate,
    });
  const saveFeeType = (type: string) =>
    api<AdminSettings>(server.app, 'POST', '/admin/api/settings/save', staff, { changes: { trade_fee_type: type } });
  const storedRate = async () =>
    (await server.database.db.select().from(symbols).where(eq(symbols.id, EURUSD)))[0]?.feeRate;
  const auditPage = () => api<AuditPage>(server.app, 'GET', '/admin/api/audit?page=1&page_size=1', staff);

  const buy = (person: DemoUser, lots: string, extra = 'status=1') =>
    server.call<Order>(`/v1/api/forex/submit?forex_id=${EURUSD}&multiple=100&type=1&cont=${lots}&${extra}`, {
      token: person.token,
    });

  it('a per-lot rate staff set is charged lots × rate from the next order once the fee type is per lot', async () => {
    const person = await server.demoUser();
    // margin mode: 1 lot at 1.10020 ×100 = 1,100.20 margin, × 0.0005 = 0.5501
    expect((await buy(person, '1')).data).toMatchObject({ CautionMoney: '1100.200000', TradeFee: '0.550100' });

    expect(await saveRate('7')).toMatchObject({ code: 1, data: { value: '7' } });
    expect(await storedRate()).toBe('7');
    const audit = await auditPage();
    expect(audit.data.data[0]).toMatchObject({ action: 'symbol.feeRate', target_id: EURUSD });
    expect(JSON.parse(audit.data.data[0]?.detail ?? '{}')).toEqual({ code: 'EURUSD', from: '0.0005', to: '7' });
    expect((await saveFeeType('1')).code).toBe(1);

    // 0.5 lot × 7 USD, whatever the margin
    expect((await buy(person, '0.5')).data).toMatchObject({ CautionMoney: '550.100000', TradeFee: '3.500000' });
    // a pending order filled afterwards pays the rate in force at its fill: 0.2 lot × 7.5 USD
    const pending = await buy(person, '0.2', 'status=0&target_price=1.09900');
    expect(pending.code).toBe(1);
    expect((await saveRate('7.5')).code).toBe(1);
    await server.quote(1.0988, 1.099);
    const [filled] = await server.database.db.select().from(orders).where(eq(orders.id, pending.data.Id));
    expect(filled?.status).toBe('open');
    expect(new Big(filled?.fee ?? '-1').eq('1.5')).toBe(true);

    // back to the margin mode with a new rate: 1 lot → 1,100.20 × 0.0006 = 0.66012
    await server.quote(1.1, 1.1002);
    expect((await saveRate('0.0006')).code).toBe(1);
    expect((await saveFeeType('2')).code).toBe(1);
    expect((await buy(person, '1')).data).toMatchObject({ CautionMoney: '1100.200000', TradeFee: '0.660120' });
    // 0 is a rate too: no fee
    expect((await saveRate('0')).code).toBe(1);
    expect((await buy(person, '0.1')).data).toMatchObject({ TradeFee: '0.000000' });
    expect((await saveRate('0.0005')).code).toBe(1);
  });

  it('lists each rate with the margin of one lot at the live ask and the highest multiple', async () => {
    const list = await api<AdminSymbolStops[]>(server.app, 'GET', '/admin/api/stops_levels', staff);
    expect(list.data.find((symbol) => symbol.id === EURUSD)).toMatchObject({
      fee_rate: '0.0005',
      // 1 lot × 100,000 × 1.10020 ÷ 400
      fee_reference: { price: '1.10020', multiple: 400, margin: '275.05' },
    });
  });

  it('refuses a bad rate with the reason, in the caller language, and changes nothing', async () => {
    const before = (await auditPage()).data.total;
    expect(await saveRate('0.123456789')).toMatchObject({
      code: 1001,
      msg: 'fee_rate allows at most 8 decimal places',
    });
    expect(await saveRate('1000.5')).toMatchObject({ code: 1001, msg: 'fee_rate must be between 0 and 1,000' });
    for (const bad of ['-1', '1e-3', '0x1', '7,5', ' 7', '', 7]) expect((await saveRate(bad)).code).toBe(1001);
    const german = await server.app.inject({
      method: 'POST',
      url: '/admin/api/fee_rates/save',
      headers: { lang: 'de', authorization: staff },
      payload: { symbol_id: EURUSD, fee_rate: '2500' },
    });
    expect(german.json()).toMatchObject({ code: 1001, msg: 'fee_rate muss zwischen 0 und 1.000 liegen' });
    expect((await saveRate('1', staff, 999_999)).code).not.toBe(1);
    expect(await storedRate()).toBe('0.0005');
    expect((await auditPage()).data.total).toBe(before);
  });

  it('users and visitors cannot set a fee rate', async () => {
    const person = await realUser(server.database, server.clock.now);
    const demo = await server.demoUser();
    expect((await saveRate('7', person.token)).code).toBe(999);
    expect((await saveRate('7', demo.token)).code).toBe(999);
    expect(
      (await api(server.app, 'POST', '/admin/api/fee_rates/save', undefined, { symbol_id: EURUSD, fee_rate: '7' }))
        .code,
    ).toBe(999);
    expect(await storedRate()).toBe('0.0005');
  });
});
