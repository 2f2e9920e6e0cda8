import { describe, expect, it } from 'vitest';
import { BUY, SELL } from '../../protocol/tradingMath.ts';
import { Big } from '../money/decimal.ts';
import { stopLossKeptByTrail, TrailingStops } from './trailingStops.ts';

const EURUSD = 1;
const follow = (side: typeof BUY | typeof SELL, stopPoints: number | null = null) => {
  const stops = new TrailingStops();
  stops.track({ orderId: 7, symbolId: EURUSD, side, distancePoints: 200, precision: 5, stopPoints });
  return stops;
};

describe('trailing stops', () => {
  it('moves a buy stop up behind the bid, never down', () => {
    const stops = follow(BUY);
    expect(stops.onTick(EURUSD, 1.1, 1.1002)).toEqual([{ orderId: 7, side: BUY, stopLoss: '1.09800' }]);
    expect(stops.onTick(EURUSD, 1.10001, 1.10021)).toEqual([{ orderId: 7, side: BUY, stopLoss: '1.09801' }]);
    expect(stops.onTick(EURUSD, 1.0995, 1.0997)).toEqual([]);
    expect(stops.onTick(EURUSD, 1.10001, 1.10021)).toEqual([]);
    expect(stops.onTick(EURUSD, 1.1031, 1.1033)).toEqual([{ orderId: 7, side: BUY, stopLoss: '1.10110' }]);
  });

  it('moves a sell stop down above the ask, never up', () => {
    const stops = follow(SELL);
    expect(stops.onTick(EURUSD, 1.1, 1.1002)).toEqual([{ orderId: 7, side: SELL, stopLoss: '1.10220' }]);
    expect(stops.onTick(EURUSD, 1.1005, 1.1007)).toEqual([]);
    expect(stops.onTick(EURUSD, 1.099, 1.0992)).toEqual([{ orderId: 7, side: SELL, stopLoss: '1.10120' }]);
  });

  it('starts from a stop set by hand and leaves it where it is better than the trail', () => {
    const stops = follow(BUY, 109_900);
    expect(stops.onTick(EURUSD, 1.1, 1.1002)).toEqual([]);
    expect(stops.onTick(EURUSD, 1.1011, 1.1013)).toEqual([{ orderId: 7, side: BUY, stopLoss: '1.09910' }]);
  });

  it('only looks at the ticked symbol, and forgets a closed position', () => {
    const stops = follow(BUY);
    expect(stops.onTick(2, 1.3, 1.3002)).toEqual([]);
    stops.forget(7);
    expect(stops.onTick(EURUSD, 1.2, 1.2002)).toEqual([]);
    expect(stops.size).toBe(0);
  });
});

describe('a stops edit on a trailing position', () => {
  const kept = (side: typeof BUY | typeof SELL, requested: string, stored: string | null, trailing = true) =>
    stopLossKeptByTrail(side, new Big(requested), stored, trailing).toFixed(5);

  it('never moves the trailed stop back, nor removes it, from a screen that showed an older one', () => {
    expect(kept(BUY, '0.9', '1.1026')).toBe('1.10260');
    expect(kept(BUY, '0', '1.1026')).toBe('1.10260');
    expect(kept(SELL, '1.2', '1.1007')).toBe('1.10070');
  });

  it('takes a stop better than the trail, any stop without a trail, and the first stop', () => {
    expect(kept(BUY, '1.103', '1.1026')).toBe('1.10300');
    expect(kept(SELL, '1.1', '1.1007')).toBe('1.10000');
    expect(kept(BUY, '0.9', '1.1026', false)).toBe('0.90000');
    expect(kept(BUY, '1.09', null)).toBe('1.09000');
  });
});
