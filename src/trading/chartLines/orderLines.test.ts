import { describe, expect, it } from 'vitest';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { testOrder as order } from '../testing/testOrder.ts';
import { lineId, orderPriceLines, parseLineId } from './orderLines.ts';

const TEXTS = {
  entry: (o: Order) => `entry ${o.Id}`,
  pending: (o: Order) => `pending ${o.Id}`,
  stopLoss: (o: Order) => `sl ${o.Id}`,
  takeProfit: (o: Order) => `tp ${o.Id}`,
};

describe('order lines on a chart', () => {
  it("draws a position's entry (fixed) and its stops (draggable), only for the chart's symbol", () => {
    const lines = orderPriceLines(
      [
        order({ Id: 5, TargetLossPrice: '1.16000', TargetProfitPrice: '1.17000' }),
        order({ Id: 6, ForexTradeLists: { ShowCode: 'GBP/USD', Code: 'GBPUSD', PricePrecision: 5 } }),
      ],
      'EURUSD',
      TEXTS,
    );
    expect(lines).toEqual([
      { id: '5:entry', kind: 'entry', price: 1.16512, label: 'entry 5', draggable: false },
      { id: '5:stopLoss', kind: 'stopLoss', price: 1.16, label: 'sl 5', draggable: true },
      { id: '5:takeProfit', kind: 'takeProfit', price: 1.17, label: 'tp 5', draggable: true },
    ]);
  });

  it("draws a pending order's price, and no line for a stop that is not set or a closed order", () => {
    const lines = orderPriceLines(
      [order({ Id: 7, Status: 0, OriginPrice: '1.15000', TargetProfitPrice: '1.16000' }), order({ Id: 8, Status: 3 })],
      'EURUSD',
      TEXTS,
    );
    expect(lines.map((line) => [line.id, line.price, line.draggable])).toEqual([
      ['7:pending', 1.15, false],
      ['7:takeProfit', 1.16, true],
    ]);
  });

  it('reads back the order and kind from a line id, and refuses anything else', () => {
    expect(parseLineId(lineId(42, 'takeProfit'))).toEqual({ orderId: 42, kind: 'takeProfit' });
    expect(parseLineId('42:price')).toBeNull();
    expect(parseLineId('x:stopLoss')).toBeNull();
    expect(parseLineId('12345678901:stopLoss')).toBeNull();
  });
});
