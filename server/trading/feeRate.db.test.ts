import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { AuditPage } from '../../protocol/schemas/paymentsAdmin.ts';
import type { AdminFeeRates, AdminSettingValues, AdminSymbolStops } from '../../protocol/schemas/settingsAdmin.ts';
import type { Order } from '../../protocol/schemas/trading.ts';
import { orders, symbols } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { api, realUser, staffToken } from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { type DemoUser, EURUSD, useTradingTestApp } from './testing/tradingTestApp.ts';

// EURUSD is seeded with two fee rates, 7 USD per lot and 0.0005 of the margin, under fee type 2 (a rate of
// the margin), and quoted here at 1.10000 / 1.10020: 1 lot at ×100 ties up 1,100.20 of margin.
describe.each(testDatabases())('fee rates staff set on $name', (target) => {
  const server = useTradingTestApp(target, 'fee-rate');
  let staff: string;

  beforeAll(async () => {
    staff = await staffToken(server.database, server.clock.now);
    await server.quote(1.1, 1.1002);
  });

  const saveRates = (rates: Record<string, unknown>, token = staff, symbolId: unknown = EURUSD) =>
    api<AdminFeeRates>(server.app, 'POST', '/admin/api/fee_rates/save', token, { symbol_id: symbolId, ...rates });
  const saveFeeType = async (type: string) => {
    const saved = await api<AdminSettingValues>(server.app, 'POST', '/admin/api/settings/save', staff, {
      changes: { trade_fee_type: type },
    });
    expect(saved.code).toBe(1);
  };
  const storedRates = async () => {
    const [row] = await server.database.db.select().from(symbols).where(eq(symbols.id, EURUSD));
    return { perLot: row?.feePerLot, marginRate: row?.feeMarginRate };
  };
  const auditPage = (size = 1) => api<AuditPage>(server.app, 'GET', `/admin/api/audit?page=1&page_size=${size}`, staff);
  const listedRate = async () => {
    const list = await server.call<TradeSymbol[]>('/v1/api/forex/trade_list');
    return list.data.find((symbol) => symbol.Id === EURUSD)?.ForexFeeRate;
  };

  const buy = (person: DemoUser, lots: string, extra = 'status=1') =>
    server.call<Order>(`/v1/api/forex/submit?forex_id=${EURUSD}&multiple=100&type=1&cont=${lots}&${extra}`, {
      token: person.token,
    });
  const feeOf = async (person: DemoUser, lots: string) => {
    const order = await buy(person, lots);
    expect(order.code).toBe(1);
    return order.data.TradeFee;
  };

  it('an order pays the margin rate under the margin fee type and the per-lot rate under per lot, each as saved', async () => {
    const person = await server.demoUser();
    // 1,100.20 × 0.0005
    expect((await buy(person, '1')).data).toMatchObject({ CautionMoney: '1100.200000', TradeFee: '0.550100' });

    // a per-lot rate saved while the fee is a rate of the margin is kept for per lot, not charged as 750 %
    expect(await saveRates({ fee_per_lot: '7.5' })).toMatchObject({
      code: 1,
      data: { fee_per_lot: '7.5', fee_margin_rate: '0.0005' },
    });
    expect(await feeOf(person, '1')).toBe('0.550100');

    await saveFeeType('1');
    // 0.5 lot × 7.5 USD, whatever the margin
    expect((await buy(person, '0.5')).data).toMatchObject({ CautionMoney: '550.100000', TradeFee: '3.750000' });
    // a pending order filled afterwards pays the rate in force at its fill: 0.2 lot × 8 USD
    const pending = await buy(person, '0.2', 'status=0&target_price=1.09900');
    expect(pending.code).toBe(1);
    expect((await saveRates({ fee_per_lot: '8' })).code).toBe(1);
    await server.quote(1.0988, 1.099);
    const [filled] = await server.database.db.select().from(orders).where(eq(orders.id, pending.data.Id));
    expect(filled?.status).toBe('open');
    expect(new Big(filled?.fee ?? '-1').eq('1.6')).toBe(true);
    await server.quote(1.1, 1.1002);

    // a margin rate saved under per lot waits for the margin fee type: 0.5 lot still pays 0.5 × 8
    expect((await saveRates({ fee_margin_rate: '0.0006' })).code).toBe(1);
    expect(await feeOf(person, '0.5')).toBe('4.000000');
    await saveFeeType('2');
    // 1,100.20 × 0.0006
    expect(await feeOf(person, '1')).toBe('0.660120');
    // 0 is a rate too: no fee
    expect((await saveRates({ fee_margin_rate: '0' })).code).toBe(1);
    expect(await feeOf(person, '0.1')).toBe('0.000000');
    expect((await saveRates({ fee_per_lot: '7', fee_margin_rate: '0.0005' })).code).toBe(1);
  });

  it('switching the fee type never rereads a stored rate: switched back, each type charges its own rate again', async () => {
    const person = await server.demoUser();
    expect((await saveRates({ fee_per_lot: '6', fee_margin_rate: '0.0004' })).code).toBe(1);
    for (const round of [1, 2]) {
      await saveFeeType('2');
      // 1,100.20 × 0.0004, round after round
      expect(await feeOf(person, '1'), `round ${round}`).toBe('0.440080');
      expect(await listedRate()).toBe('0.0004');
      await saveFeeType('1');
      expect(await feeOf(person, '1'), `round ${round}`).toBe('6.000000');
      expect(await listedRate()).toBe('6');
      expect(await storedRates()).toEqual({ perLot: '6', marginRate: '0.0004' });
    }
    await saveFeeType('2');
    expect((await saveRates({ fee_per_lot: '7', fee_margin_rate: '0.0005' })).code).toBe(1);
  });

  it("audits each rate that changed with its old and new value in the save's transaction, and nothing unchanged", async () => {
    const before = (await auditPage()).data.total;
    expect(await saveRates({ fee_per_lot: '7.25', fee_margin_rate: '0.00055' })).toMatchObject({
      code: 1,
      data: { fee_per_lot: '7.25', fee_margin_rate: '0.00055' },
    });
    const audit = await auditPage(2);
    expect(audit.data.total).toBe(before + 2);
    for (const row of audit.data.data) expect(row).toMatchObject({ action: 'symbol.feeRate', target_id: EURUSD });
    expect(audit.data.data.map((row) => JSON.parse(row.detail))).toEqual(
      expect.arrayContaining([
        { code: 'EURUSD', field: 'fee_per_lot', from: '7', to: '7.25' },
        { code: 'EURUSD', field: 'fee_margin_rate', from: '0.0005', to: '0.00055' },
      ]),
    );

    // the same rates again (one written differently) change nothing and write no audit row
    expect(await saveRates({ fee_per_lot: '7.250', fee_margin_rate: '0.00055' })).toMatchObject({
      code: 1,
      data: { fee_per_lot: '7.25', fee_margin_rate: '0.00055' },
    });
    expect((await auditPage()).data.total).toBe(before + 2);

    // one rate: one row, the other rate kept
    expect((await saveRates({ fee_margin_rate: '0.0005' })).data).toEqual({
      fee_per_lot: '7.25',
      fee_margin_rate: '0.0005',
    });
    expect(JSON.parse((await auditPage()).data.data[0]?.detail ?? '{}')).toEqual({
      code: 'EURUSD',
      field: 'fee_margin_rate',
      from: '0.00055',
      to: '0.0005',
    });
    expect((await saveRates({ fee_per_lot: '7' })).code).toBe(1);
    expect((await auditPage()).data.total).toBe(before + 4);
    expect(await storedRates()).toEqual({ perLot: '7', marginRate: '0.0005' });
  });

  it('lists both rates with the margin of one lot at the live ask and the highest multiple', async () => {
    const list = await api<AdminSymbolStops[]>(server.app, 'GET', '/admin/api/stops_levels', staff);
    expect(list.data.find((symbol) => symbol.id === EURUSD)).toMatchObject({
      fee_per_lot: '7',
      fee_margin_rate: '0.0005',
      // 1 lot × 100,000 × 1.10020 ÷ 400
      fee_reference: { price: '1.10020', multiple: 400, margin: '275.05' },
    });
  });

  it('refuses a bad rate with the reason, in the caller language, and changes nothing', async () => {
    const before = (await auditPage()).data.total;
    for (const field of ['fee_per_lot', 'fee_margin_rate']) {
      expect(await saveRates({ [field]: '0.123456789' })).toMatchObject({
        code: 1001,
        msg: `${field} allows at most 8 decimal places`,
      });
      expect(await saveRates({ [field]: '1000.5' })).toMatchObject({
        code: 1001,
        msg: `${field} must be between 0 and 1,000`,
      });
      for (const bad of ['-1', '1e3', '1e-3', '0x1', '7,5', ' 7', '', 'seven', 7, null, true]) {
        expect((await saveRates({ [field]: bad })).code, `${field} ${String(bad)}`).toBe(1001);
      }
    }
    // one good rate beside a bad one: neither is saved
    expect((await saveRates({ fee_per_lot: '8', fee_margin_rate: '-0.1' })).code).toBe(1001);
    expect((await saveRates({ fee_per_lot: '1e3', fee_margin_rate: '0.0006' })).code).toBe(1001);
    expect(await saveRates({})).toMatchObject({ code: 1001, msg: 'Please fill in completely' });
    const german = await server.app.inject({
      method: 'POST',
      url: '/admin/api/fee_rates/save',
      headers: { lang: 'de', authorization: staff },
      payload: { symbol_id: EURUSD, fee_per_lot: '2500' },
    });
    expect(german.json()).toMatchObject({ code: 1001, msg: 'fee_per_lot muss zwischen 0 und 1.000 liegen' });
    expect((await saveRates({ fee_per_lot: '1' }, staff, 999_999)).code).not.toBe(1);
    for (const id of [0, -1, 2 ** 31, '0x1', '1e0', 1.5]) {
      expect((await saveRates({ fee_per_lot: '1' }, staff, id)).code, String(id)).toBe(1001);
    }
    expect(await storedRates()).toEqual({ perLot: '7', marginRate: '0.0005' });
    expect((await auditPage()).data.total).toBe(before);
  });

  it('users and visitors cannot set a fee rate', async () => {
    const person = await realUser(server.database, server.clock.now);
    const demo = await server.demoUser();
    const rates = { fee_per_lot: '9', fee_margin_rate: '0.0009' };
    expect((await saveRates(rates, person.token)).code).toBe(999);
    expect((await saveRates(rates, demo.token)).code).toBe(999);
    const visitor = await api(server.app, 'POST', '/admin/api/fee_rates/save', undefined, {
      symbol_id: EURUSD,
      ...rates,
    });
    expect(visitor.code).toBe(999);
    expect(await storedRates()).toEqual({ perLot: '7', marginRate: '0.0005' });
  });
});
