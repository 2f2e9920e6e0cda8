import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { BUY, SELL } from '../../protocol/tradingMath.ts';
import { prefillStop, type StopMarket, stopInRange, stopRange } from './stopLevels.ts';

const eurusd = (patch: Partial<StopMarket> = {}): StopMarket => ({
  side: BUY,
  bid: '1.16500',
  ask: '1.16512',
  pendingPrice: null,
  precision: 5,
  stopsLevel: 20,
  ...patch,
});

describe('stopRange: the server sides plus the stops level', () => {
  it('a market buy closes at the bid: SL at or below bid − level, TP at or above bid + level and above the ask', () => {
    expect(stopRange('stopLoss', eurusd())).toEqual({ bound: 'atMost', limit: '1.16480' });
    expect(stopRange('takeProfit', eurusd())).toEqual({ bound: 'atLeast', limit: '1.16520' });
    // a level inside the spread: the take-profit must still be above the ask the buy opens at
    expect(stopRange('takeProfit', eurusd({ stopsLevel: 5 }))).toEqual({ bound: 'atLeast', limit: '1.16513' });
  });

  it('a market sell closes at the ask: SL at or above ask + level, TP at or below ask − level and below the bid', () => {
    expect(stopRange('stopLoss', eurusd({ side: SELL }))).toEqual({ bound: 'atLeast', limit: '1.16532' });
    expect(stopRange('takeProfit', eurusd({ side: SELL }))).toEqual({ bound: 'atMost', limit: '1.16492' });
    expect(stopRange('takeProfit', eurusd({ side: SELL, stopsLevel: 5 }))).toEqual({
      bound: 'atMost',
      limit: '1.16499',
    });
  });

  it('without a stops level from the server a stop keeps at least one point from the market', () => {
    expect(stopRange('stopLoss', eurusd({ stopsLevel: undefined })).limit).toBe('1.16499');
    expect(stopRange('stopLoss', eurusd({ stopsLevel: 0, side: SELL })).limit).toBe('1.16513');
  });

  it('a pending order is judged at its price, valued one spread away once filled', () => {
    const pendingBuy = eurusd({ pendingPrice: '1.16000' });
    expect(stopRange('stopLoss', pendingBuy).limit).toBe('1.15968');
    expect(stopRange('takeProfit', pendingBuy).limit).toBe('1.16008');
    const pendingSell = eurusd({ side: SELL, pendingPrice: '1.17000' });
    expect(stopRange('stopLoss', pendingSell).limit).toBe('1.17032');
    expect(stopRange('takeProfit', pendingSell).limit).toBe('1.16992');
  });

  it('works at other precisions (a JPY pair)', () => {
    const usdjpy = eurusd({ bid: '152.410', ask: '152.424', precision: 3, stopsLevel: 30 });
    expect(stopRange('stopLoss', usdjpy).limit).toBe('152.380');
    expect(stopRange('takeProfit', usdjpy).limit).toBe('152.440');
  });
});

describe('stopInRange', () => {
  it('accepts the limit itself and beyond it, refuses the market side and 0', () => {
    const range = stopRange('stopLoss', eurusd());
    expect(stopInRange(new Big('1.16480'), range)).toBe(true);
    expect(stopInRange(new Big('1.10000'), range)).toBe(true);
    expect(stopInRange(new Big('1.16481'), range)).toBe(false);
    expect(stopInRange(new Big('1.16500'), range)).toBe(false);
    expect(stopInRange(new Big('0'), range)).toBe(false);
    const above = stopRange('takeProfit', eurusd());
    expect(stopInRange(new Big('1.16520'), above)).toBe(true);
    expect(stopInRange(new Big('1.16519'), above)).toBe(false);
  });
});

describe('prefillStop: never at the market', () => {
  it('starts a stops level beyond the nearest allowed level (twice the level from the price it is watched at)', () => {
    // the level 20 points (0.00020) is wider than the spread (12 points)
    expect(prefillStop('stopLoss', eurusd())).toBe('1.16460');
    expect(prefillStop('takeProfit', eurusd())).toBe('1.16540');
    expect(prefillStop('stopLoss', eurusd({ side: SELL }))).toBe('1.16552');
    expect(prefillStop('takeProfit', eurusd({ side: SELL }))).toBe('1.16472');
  });

  it('stays allowed on BTCUSD while the price moves less than its 20,000-point level (200 USD)', () => {
    const btc = (bid: string, ask: string): StopMarket => ({
      side: BUY,
      bid,
      ask,
      pendingPrice: null,
      precision: 2,
      stopsLevel: 20_000,
    });
    const stopLoss = prefillStop('stopLoss', btc('104000.00', '104030.00'));
    const takeProfit = prefillStop('takeProfit', btc('104000.00', '104030.00'));
    if (stopLoss === null || takeProfit === null) throw new Error('no prefill');
    expect(stopLoss).toBe('103600.00');
    expect(takeProfit).toBe('104400.00');
    // 150 USD down, then 150 USD up, before the order is confirmed: both stops are still allowed
    expect(stopInRange(new Big(stopLoss), stopRange('stopLoss', btc('103850.00', '103880.00')))).toBe(true);
    expect(stopInRange(new Big(takeProfit), stopRange('takeProfit', btc('104150.00', '104180.00')))).toBe(true);
  });

  it('without a stops level a stop-loss is still more than a spread from the price it is watched at', () => {
    expect(prefillStop('stopLoss', eurusd({ stopsLevel: undefined }))).toBe('1.16487');
    expect(prefillStop('stopLoss', eurusd({ stopsLevel: 3 }))).toBe('1.16485');
    expect(prefillStop('stopLoss', eurusd({ side: SELL, stopsLevel: undefined }))).toBe('1.16525');
    expect(prefillStop('takeProfit', eurusd({ side: SELL, stopsLevel: undefined }))).toBe('1.16487');
  });

  it('stays allowed while the market moves less than a spread after it is set', () => {
    const moved = eurusd({ bid: '1.16511', ask: '1.16523' });
    const takeProfit = prefillStop('takeProfit', eurusd());
    const stopLoss = prefillStop('stopLoss', eurusd());
    if (takeProfit === null || stopLoss === null) throw new Error('no prefill');
    // the ask 11 points up: the take-profit is still above the new limit
    expect(stopInRange(new Big(takeProfit), stopRange('takeProfit', moved))).toBe(true);
    // the bid 11 points down, towards the stop-loss: still allowed
    const fallen = eurusd({ bid: '1.16489', ask: '1.16501' });
    expect(stopInRange(new Big(stopLoss), stopRange('stopLoss', fallen))).toBe(true);
  });

  it('every prefill lies in its own range, on the right side of the market', () => {
    for (const side of [BUY, SELL] as const) {
      for (const stopsLevel of [undefined, 0, 1, 10, 50]) {
        for (const pendingPrice of [null, '1.15000', '1.18000']) {
          const market = eurusd({ side, stopsLevel, pendingPrice });
          for (const kind of ['stopLoss', 'takeProfit'] as const) {
            const prefill = prefillStop(kind, market);
            if (prefill === null) throw new Error('no prefill');
            expect(stopInRange(new Big(prefill), stopRange(kind, market))).toBe(true);
            if (pendingPrice === null) {
              const watched = new Big(side === BUY ? market.bid : market.ask);
              expect(new Big(prefill).eq(watched)).toBe(false);
            }
          }
        }
      }
    }
  });

  it('gives no prefill when no positive price is allowed', () => {
    expect(prefillStop('stopLoss', eurusd({ bid: '0.00010', ask: '0.00020', stopsLevel: 50 }))).toBeNull();
  });
});
