import { describe, expect, it } from 'vitest';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { testOrder } from '../testing/testOrder.ts';
import { loosensTrailedStop, type StopsMove, stopsAfterMove, stopsMoveRefusal } from './stopsMove.ts';

const QUOTE = { bid: 1.1, ask: 1.1002 };
const LEVEL = 40;
const BOUGHT = {
  OriginPrice: '1.10000',
  Price: '1.10000',
  TargetLossPrice: '1.09000',
  TargetProfitPrice: '1.11000',
};
const move = (kind: StopsMove['kind'], price: string, overrides: Partial<Order> = {}): StopsMove => ({
  order: testOrder({ ...BOUGHT, ...overrides }),
  kind,
  price,
});

describe('a stop dragged on the chart', () => {
  it('sends the moved stop at its new price and keeps the other one', () => {
    expect(stopsAfterMove(move('takeProfit', '1.12000'))).toEqual({ stopLoss: '1.09000', takeProfit: '1.12000' });
    expect(stopsAfterMove(move('stopLoss', '1.09500'))).toEqual({ stopLoss: '1.09500', takeProfit: '1.11000' });
  });

  it("keeps a buy's stops the stops level away from the bid, the bound itself allowed", () => {
    expect(stopsMoveRefusal(move('takeProfit', '1.10040'), QUOTE, LEVEL, 5)).toBeNull();
    expect(stopsMoveRefusal(move('takeProfit', '1.10039'), QUOTE, LEVEL, 5)).toEqual({
      limit: '1.10040',
      atMost: false,
    });
    expect(stopsMoveRefusal(move('stopLoss', '1.09961'), QUOTE, LEVEL, 5)).toEqual({ limit: '1.09960', atMost: true });
  });

  it("keeps a sell's stops the stops level away from the ask", () => {
    const sell = { OrderType: 2 };
    expect(stopsMoveRefusal(move('stopLoss', '1.10059', sell), QUOTE, LEVEL, 5)).toEqual({
      limit: '1.10060',
      atMost: false,
    });
    expect(stopsMoveRefusal(move('takeProfit', '1.09981', sell), QUOTE, LEVEL, 5)).toEqual({
      limit: '1.09980',
      atMost: true,
    });
  });

  it("judges a pending order's stops against its own price, not the market", () => {
    const pending = { Status: 0, OriginPrice: '1.05000' };
    expect(stopsMoveRefusal(move('takeProfit', '1.05100', pending), QUOTE, LEVEL, 5)).toBeNull();
    expect(stopsMoveRefusal(move('stopLoss', '1.04990', pending), QUOTE, LEVEL, 5)).toEqual({
      limit: '1.04960',
      atMost: true,
    });
  });

  it('warns only when a move would loosen a trailed stop-loss', () => {
    expect(loosensTrailedStop(move('stopLoss', '1.08000', { TrailingPoints: 50 }))).toBe(true);
    expect(loosensTrailedStop(move('stopLoss', '1.09500', { TrailingPoints: 50 }))).toBe(false);
    expect(loosensTrailedStop(move('stopLoss', '1.08000'))).toBe(false);
    expect(loosensTrailedStop(move('stopLoss', '1.12000', { TrailingPoints: 50, OrderType: 2 }))).toBe(true);
  });
});
