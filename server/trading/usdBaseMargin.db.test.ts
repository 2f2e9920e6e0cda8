import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../protocol/schemas/trading.ts';
import { orders, symbols } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { useTradingTestApp } from './testing/tradingTestApp.ts';

/**
 * The margin of a pair whose base currency is the account's (USDJPY, USDCHF, USDCAD) is the notional in USD
 * over the multiplier: 1 lot = 100,000 USD, at 1:100 exactly 1,000 USD whatever the price and the spread, and
 * the fee under the default fee type (margin × fee_margin_rate, 0.0005 as seeded) follows it: 0.50 USD.
 */
describe.each(testDatabases())('margin of a USD-base pair on $name', (target) => {
  const server = useTradingTestApp(target, 'usd-base-margin');
  const { quote, demoUser } = server;

  const symbolOf = async (code: string) => {
    const [row] = await server.database.db.select().from(symbols).where(eq(symbols.code, code));
    if (!row) throw new Error(`${code} is not seeded`);
    // the tariff the default fee type (2) charges: a rate of the margin
    expect(new Big(row.feeMarginRate).eq('0.0005')).toBe(true);
    return row.id;
  };
  const submit = async (id: number, token: string, side: 1 | 2, extra = 'status=1') => {
    const reply = await server.call<Order>(
      `/v1/api/forex/submit?forex_id=${id}&type=${side}&cont=1&multiple=100&${extra}`,
      { token },
    );
    expect(reply.code).toBe(1);
    return reply.data;
  };

  it.each([
    ['USDJPY', 150, 150.03], // a 3-pip spread (news)
    ['USDCHF', 0.8, 0.8003],
    ['USDCAD', 1.38, 1.3803],
  ])(
    'charges 1 lot of %s at 1:100 a margin of 1,000 USD and a fee of 0.50, buy or sell, at any spread',
    async (code, bid, ask) => {
      const id = await symbolOf(code);
      const user = await demoUser();
      await quote(bid, ask, id);
      const buy = await submit(id, user.token, 1);
      const sell = await submit(id, user.token, 2);
      expect({ buy: [buy.CautionMoney, buy.TradeFee], sell: [sell.CautionMoney, sell.TradeFee] }).toEqual({
        buy: ['1000.000000', '0.500000'],
        sell: ['1000.000000', '0.500000'],
      });
    },
  );

  it('ties up 1,000 USD for 1 lot of USDJPY at 1:100 filled from a pending order at its own price', async () => {
    const id = await symbolOf('USDJPY');
    const user = await demoUser();
    await quote(150, 150.03, id);
    const pending = await submit(id, user.token, 1, 'status=0&target_price=149.900');
    await quote(149.87, 149.9, id);
    const [filled] = await server.database.db.select().from(orders).where(eq(orders.id, pending.Id));
    expect(filled?.status).toBe('open');
    expect([new Big(filled?.margin ?? '-1').toFixed(6), new Big(filled?.fee ?? '-1').toFixed(6)]).toEqual([
      '1000.000000',
      '0.500000',
    ]);
  });
});
