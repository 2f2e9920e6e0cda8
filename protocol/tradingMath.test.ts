import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUY,
  lotsAllowed,
  marginRequired,
  marketStopsValid,
  pendingKind,
  positionProfit,
  riskTotals,
  SELL,
  type Side,
  stopsValid,
  tradeFee,
} from './tradingMath.ts';

/** Exact rational arithmetic on BigInt, rounded half-up to 6 decimals: an independent reference. */
function exactMoney(numerator: bigint, denominator: bigint): string {
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const scaled = (n * 1_000_000n * 2n + d) / (2n * d); // half-up
  const text = scaled.toString().padStart(7, '0');
  const result = `${text.slice(0, -6)}.${text.slice(-6)}`.replace(/\.?0+$/, '') || '0';
  return negative && result !== '0' ? `-${result}` : result;
}

const lotsHundredths = fc.integer({ min: 1, max: 10_000 }); // 0.01 .. 100 lots
const contractSize = fc.constantFrom(1, 10, 100, 1_000, 5_000, 100_000);
const priceUnits = fc.integer({ min: 1, max: 20_000_000 }); // price × 10^5
const multiple = fc.constantFrom(1, 2, 5, 10, 20, 50, 100, 200, 400);

describe('SPEC §9 trading formulas (USD-quoted symbols)', () => {
  it('margin = lots × contract size × price ÷ multiple, and lots × contract size in fixed mode', () => {
    fc.assert(
      fc.property(lotsHundredths, contractSize, priceUnits, multiple, (lots, size, price, mult) => {
        const margin = marginRequired({
          marginMode: 2,
          baseCurrency: 'EUR',
          lots: lots / 100,
          contractSize: size,
          price: (price / 1e5).toFixed(5),
          multiple: mult,
          quoteToUsd: 1,
        });
        expect(margin.toFixed()).toBe(
          exactMoney(BigInt(lots) * BigInt(size) * BigInt(price), 100n * 100_000n * BigInt(mult)),
        );
        const fixed = marginRequired({
          marginMode: 1,
          baseCurrency: 'EUR',
          lots: lots / 100,
          contractSize: size,
          price: 1,
          multiple: mult,
          quoteToUsd: 1,
        });
        expect(fixed.toFixed()).toBe(exactMoney(BigInt(lots) * BigInt(size), 100n));
      }),
    );
  });

  it('fee = lots × rate when trade_fee_type is 1, else margin × rate', () => {
    fc.assert(
      fc.property(
        lotsHundredths,
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (lots, rate, margin) => {
          const feeRate = (rate / 1e6).toFixed(6);
          expect(tradeFee(1, (lots / 100).toFixed(2), feeRate, 0).toFixed()).toBe(
            exactMoney(BigInt(lots) * BigInt(rate), 100n * 1_000_000n),
          );
          expect(tradeFee(2, 0, feeRate, (margin / 100).toFixed(2)).toFixed()).toBe(
            exactMoney(BigInt(margin) * BigInt(rate), 100n * 1_000_000n),
          );
        },
      ),
    );
  });

  it('profit = (close − open) × lots × contract size for a buy, the opposite for a sell', () => {
    fc.assert(
      fc.property(lotsHundredths, contractSize, priceUnits, priceUnits, (lots, size, open, close) => {
        const args = {
          lots: lots / 100,
          contractSize: size,
          openPrice: (open / 1e5).toFixed(5),
          closePrice: (close / 1e5).toFixed(5),
          quoteToUsd: 1,
        };
        const expected = exactMoney(BigInt(close - open) * BigInt(lots) * BigInt(size), 100n * 100_000n);
        expect(positionProfit({ ...args, side: BUY }).toFixed()).toBe(expected);
        expect(
          positionProfit({ ...args, side: SELL })
            .times(-1)
            .toFixed(),
        ).toBe(expected);
      }),
    );
  });

  it('converts quote-currency amounts to USD consistently (a JPY pair at 1/USDJPY)', () => {
    fc.assert(
      fc.property(
        lotsHundredths,
        fc.integer({ min: 100_000, max: 200_000 }),
        fc.integer({ min: -500, max: 500 }),
        (lots, open, move) => {
          const usdjpy = 150.123;
          const inYen = positionProfit({
            side: BUY,
            lots: lots / 100,
            contractSize: 100_000,
            openPrice: open / 1e3,
            closePrice: (open + move) / 1e3,
            quoteToUsd: 1,
          });
          const inUsd = positionProfit({
            side: BUY,
            lots: lots / 100,
            contractSize: 100_000,
            openPrice: open / 1e3,
            closePrice: (open + move) / 1e3,
            quoteToUsd: (1 / usdjpy).toFixed(12),
          });
          expect(Math.abs(inUsd.toNumber() - inYen.toNumber() / usdjpy)).toBeLessThan(1e-5);
        },
      ),
    );
  });

  it("takes a USD-base pair's margin as lots × contract size ÷ multiple USD, whatever the price and the spread", () => {
    // USDJPY 150.000 / 150.030: 1 lot = 100,000 USD, at 1:100 exactly 1,000 USD for a buy (ask) and a sell (bid)
    const usdjpy = { marginMode: 2, baseCurrency: 'USD', lots: 1, contractSize: 100_000, multiple: 100 };
    const mid = new Big('150.015');
    expect(marginRequired({ ...usdjpy, price: '150.03', quoteToUsd: new Big(1).div(mid) }).toFixed()).toBe('1000');
    expect(marginRequired({ ...usdjpy, price: '150', quoteToUsd: new Big(1).div(mid) }).toFixed()).toBe('1000');
    fc.assert(
      fc.property(lotsHundredths, priceUnits, priceUnits, multiple, (lots, price, rate, mult) => {
        const at = { price: (price / 1e5).toFixed(5), quoteToUsd: (rate / 1e5).toFixed(5) };
        const margin = marginRequired({ ...usdjpy, ...at, lots: lots / 100, multiple: mult });
        expect(margin.toFixed()).toBe(exactMoney(BigInt(lots) * 100_000n, 100n * BigInt(mult)));
      }),
    );
  });

  it('adds decimals exactly where floats would drift', () => {
    const margin = marginRequired({
      marginMode: 2,
      baseCurrency: 'EUR',
      lots: '0.1',
      contractSize: 100_000,
      price: '1.1',
      multiple: 100,
      quoteToUsd: 1,
    });
    expect(margin.toFixed()).toBe('110');
    expect(riskTotals('0.1', '0.2', '0.3').freeMargin.toFixed()).toBe('0');
  });
});

describe('order rules', () => {
  it('accepts lots at or above the minimum in whole steps only', () => {
    expect(lotsAllowed('0.01', '0.01', '0.01')).toBe(true);
    expect(lotsAllowed('0.015', '0.01', '0.01')).toBe(false);
    expect(lotsAllowed('0.005', '0.01', '0.005')).toBe(false);
    expect(lotsAllowed('0.3', '0.1', '0.1')).toBe(true);
  });

  it('tells limit from stop orders by the side of the market they wait on', () => {
    expect(pendingKind(BUY, '1.0800', '1.0850', '1.0852')).toBe('limit');
    expect(pendingKind(BUY, '1.0900', '1.0850', '1.0852')).toBe('stop');
    expect(pendingKind(SELL, '1.0900', '1.0850', '1.0852')).toBe('limit');
    expect(pendingKind(SELL, '1.0800', '1.0850', '1.0852')).toBe('stop');
  });

  it('wants a buy stop-loss below and take-profit above the price, a sell the reverse, 0 meaning none', () => {
    expect(stopsValid(BUY, '1.1', '1.09', '1.11')).toEqual({ stopLossOk: true, takeProfitOk: true });
    expect(stopsValid(BUY, '1.1', '1.11', '1.09')).toEqual({ stopLossOk: false, takeProfitOk: false });
    expect(stopsValid(SELL, '1.1', '1.11', '1.09')).toEqual({ stopLossOk: true, takeProfitOk: true });
    expect(stopsValid(SELL, '1.1', '0', '0')).toEqual({ stopLossOk: true, takeProfitOk: true });
  });

  it("judges a market order's stops against the bid and the ask: never inside the spread", () => {
    // bid 1.10000 / ask 1.10020: a buy is stopped at the bid and opens at the ask, a sell the reverse
    const judged = (side: Side, stopLoss: string, takeProfit: string) =>
      marketStopsValid(side, '1.1', '1.1002', stopLoss, takeProfit);
    const cases: [Side, string, string, boolean, boolean][] = [
      [BUY, '1.1001', '0', false, true],
      [BUY, '1.1', '1.1001', false, false],
      [BUY, '1.09999', '1.10021', true, true],
      [SELL, '1.1001', '0', false, true],
      [SELL, '1.1002', '1.1001', false, false],
      [SELL, '1.10021', '1.09999', true, true],
    ];
    for (const [side, stopLoss, takeProfit, stopLossOk, takeProfitOk] of cases) {
      expect(judged(side, stopLoss, takeProfit), `${side} ${stopLoss} ${takeProfit}`).toEqual({
        stopLossOk,
        takeProfitOk,
      });
    }
  });

  it('reports a risk rate only with margin in use', () => {
    expect(riskTotals('1000', '-200', '400').riskRate?.toFixed()).toBe('200');
    expect(riskTotals('1000', '0', '0').riskRate).toBeNull();
  });
});
