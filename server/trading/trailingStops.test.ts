import { describe, expect, it } from 'vitest';
import { BUY, SELL } from '../../protocol/tradingMath.ts';
import { TrailingStops } from './trailingStops.ts';

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
