import type { StoredOrder } from '../orderStore.ts';

/** An open 0.1-lot EURUSD buy as the orders table holds it (tests override what they look at). */
export function openOrder(overrides: Partial<StoredOrder> = {}): StoredOrder {
  return {
    id: 1,
    accountId: 10,
    symbolId: 1,
    side: 1,
    lots: '0.1',
    multiple: 100,
    status: 'open',
    entry: 'market',
    targetPrice: null,
    openPrice: '1.10000',
    closePrice: null,
    stopLoss: null,
    takeProfit: null,
    margin: '110',
    fee: '0.055',
    profit: null,
    closeReason: null,
    createdAt: 0,
    openedAt: 0,
    closedAt: null,
    partOf: null,
    trailingPoints: null,
    ...overrides,
  };
}
