import type { Order } from '../../../protocol/schemas/trading.ts';

/** An open 0.1-lot EURUSD buy as the order lists carry it, with `overrides` (unit tests of order logic). */
export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    Id: 1,
    ForexTradeLists: { ShowCode: 'EUR/USD', Code: 'EURUSD', PricePrecision: 5 },
    ForexId: 1,
    OrderType: 1,
    Status: 1,
    Quantity: '0.1',
    Multiple: 100,
    OriginPrice: '1.16512',
    Price: '1.16500',
    UpdatePrice: '1.16500',
    FactProfits: '-1.2',
    CautionMoney: '116.512',
    TradeFee: '0.058256',
    TargetLossPrice: '0',
    TargetProfitPrice: '0',
    TrailingPoints: 0,
    CloseReason: '',
    CreateTimeHandler: '2026-01-05 10:00:00',
    CreatedAt: 0,
    ClosedAt: null,
    ...overrides,
  };
}
