import { describe, expect, it } from 'vitest';
import { BUY, SELL } from '../../protocol/tradingMath.ts';
import { localNumber } from '../i18n/localNumber.ts';
import { Big } from '../money/decimal.ts';
import { refuseOrderInsideLevel, refuseStopsInsideLevel } from './stopsLevelRules.ts';

// EURUSD-like: 5 decimals, a stops level of 40 points = 0.00040.
const level = { points: 40, precision: 5 };
const none = new Big(0);

describe('stops level (pure)', () => {
  it('a buy position: stop-loss at most bid - level, take-profit at least bid + level, the bounds allowed', () => {
    const bid = new Big('1.10000');
    const check = (stopLoss: string, takeProfit: string) =>
      refuseStopsInsideLevel(BUY, bid, { stopLoss: new Big(stopLoss), takeProfit: new Big(takeProfit) }, level);
    expect(check('1.09960', '0')).toBeNull();
    expect(check('0', '1.10040')).toBeNull();
    expect(check('1.09961', '0')).toEqual({
      code: 'orderRejected',
      key: 'stopLossTooClose',
      params: { price: localNumber('1.09960', 5), points: localNumber(40) },
    });
    expect(check('0', '1.10039')).toMatchObject({
      key: 'takeProfitTooClose',
      params: { price: localNumber('1.10040', 5) },
    });
    expect(check('0', '0')).toBeNull();
  });

  it('a sell position: stop-loss at least ask + level, take-profit at most ask - level', () => {
    const ask = new Big('1.10010');
    const check = (stopLoss: string, takeProfit: string) =>
      refuseStopsInsideLevel(SELL, ask, { stopLoss: new Big(stopLoss), takeProfit: new Big(takeProfit) }, level);
    expect(check('1.10050', '1.09970')).toBeNull();
    expect(check('1.10049', '0')).toMatchObject({
      key: 'stopLossTooClose',
      params: { price: localNumber('1.10050', 5) },
    });
    expect(check('0', '1.09971')).toMatchObject({
      key: 'takeProfitTooClose',
      params: { price: localNumber('1.09970', 5) },
    });
  });

  it('a stop kept unchanged is not judged again; a level of 0 refuses nothing', () => {
    const bid = new Big('1.10000');
    const stops = { stopLoss: new Big('1.09990'), takeProfit: new Big('1.10100') };
    expect(refuseStopsInsideLevel(BUY, bid, stops, level, { stopLoss: '1.09990', takeProfit: null })).toBeNull();
    expect(refuseStopsInsideLevel(BUY, bid, stops, level, { stopLoss: '1.09980', takeProfit: null })).toMatchObject({
      key: 'stopLossTooClose',
    });
    expect(refuseStopsInsideLevel(BUY, bid, stops, { points: 0, precision: 5 })).toBeNull();
  });

  it('a market order judges its stops from the price it will be valued at (a buy: the bid)', () => {
    const order = {
      side: BUY,
      market: true,
      bid: '1.10000',
      ask: '1.10020',
      targetPrice: none,
      takeProfit: none,
    } as const;
    // 1.09970 is 50 points under the ask the buy opens at, but only 30 under the bid it is valued at
    expect(refuseOrderInsideLevel({ ...order, stopLoss: new Big('1.09970') }, level)).toMatchObject({
      key: 'stopLossTooClose',
      params: { price: localNumber('1.09960', 5) },
    });
    expect(refuseOrderInsideLevel({ ...order, stopLoss: new Big('1.09960') }, level)).toBeNull();
  });

  it('a pending price keeps the level from the price it fills against; its stops from its own price', () => {
    const pending = (side: 1 | 2, target: string, stopLoss = '0') =>
      refuseOrderInsideLevel(
        {
          side,
          market: false,
          bid: '1.10000',
          ask: '1.10020',
          targetPrice: new Big(target),
          stopLoss: new Big(stopLoss),
          takeProfit: none,
        },
        level,
      );
    // a buy fills against the ask 1.10020: 1.09980 or lower (limit), 1.10060 or higher (stop)
    expect(pending(BUY, '1.09980')).toBeNull();
    expect(pending(BUY, '1.10060')).toBeNull();
    expect(pending(BUY, '1.09981')).toEqual({
      code: 'orderRejected',
      key: 'pendingPriceTooClose',
      params: { below: localNumber('1.09980', 5), above: localNumber('1.10060', 5), points: localNumber(40) },
    });
    expect(pending(BUY, '1.10059')).toMatchObject({ key: 'pendingPriceTooClose' });
    // a sell fills against the bid 1.10000
    expect(pending(SELL, '1.10040')).toBeNull();
    expect(pending(SELL, '1.09999')).toMatchObject({
      params: { below: localNumber('1.09960', 5), above: localNumber('1.10040', 5) },
    });
    // a buy limit at 1.09900 may have its stop-loss at 1.09860, not 1.09861
    expect(pending(BUY, '1.09900', '1.09860')).toBeNull();
    expect(pending(BUY, '1.09900', '1.09861')).toMatchObject({
      key: 'stopLossTooClose',
      params: { price: localNumber('1.09860', 5) },
    });
  });
});
