import { describe, expect, it } from 'vitest';
import { TriggerBook } from './triggerBook.ts';

describe('the trigger book (pure)', () => {
  it('fires a buy stop-loss on the bid and a sell stop-loss on the ask, once, and the position’s other stop with it', () => {
    const book = new TriggerBook();
    book.setStops(1, 10, 1, 1.09, 1.2);
    book.setStops(1, 11, 2, 1.12, 1.0);
    expect(book.onTick(1, 1.1, 1.1199)).toEqual([]);
    expect(book.onTick(1, 1.1, 1.12)).toEqual([{ orderId: 11, kind: 'stop_loss', price: 1.12 }]);
    expect(book.onTick(1, 1.09, 1.0902)).toEqual([{ orderId: 10, kind: 'stop_loss', price: 1.09 }]);
    expect(book.onTick(1, 1.25, 0.9)).toEqual([]);
    expect(book.size).toBe(0);
  });

  it('fills a buy limit on the ask and a sell stop on the bid', () => {
    const book = new TriggerBook();
    book.addPending(1, 20, 1, 'limit', 1.09);
    book.addPending(1, 21, 2, 'stop', 1.08);
    expect(book.onTick(1, 1.0899, 1.0901)).toEqual([]);
    expect(book.onTick(1, 1.0898, 1.09)).toEqual([{ orderId: 20, kind: 'fill', price: 1.09 }]);
    expect(book.onTick(1, 1.08, 1.0802)).toEqual([{ orderId: 21, kind: 'fill', price: 1.08 }]);
  });

  it('fires a price alert on the price it watches, in its direction, at the crossing tick’s price, once', () => {
    const book = new TriggerBook();
    book.addAlert(1, 1, 'bid', 'above', 1.17);
    book.addAlert(1, 2, 'ask', 'above', 1.17);
    book.addAlert(1, 3, 'bid', 'below', 1.15);
    book.addAlert(1, 4, 'ask', 'below', 1.15);
    // the ask reaches 1.17 first: only the alert on the ask fires
    expect(book.onTick(1, 1.1698, 1.17)).toEqual([{ alertId: 2, kind: 'alert', symbolId: 1, price: 1.17 }]);
    expect(book.onTick(1, 1.1701, 1.1703)).toEqual([{ alertId: 1, kind: 'alert', symbolId: 1, price: 1.1701 }]);
    expect(book.onTick(1, 1.18, 1.1802)).toEqual([]);
    // falling: the ask is above the bid, so the bid reaches 1.15 first
    expect(book.onTick(1, 1.15, 1.1502)).toEqual([{ alertId: 3, kind: 'alert', symbolId: 1, price: 1.15 }]);
    expect(book.onTick(1, 1.1448, 1.145)).toEqual([{ alertId: 4, kind: 'alert', symbolId: 1, price: 1.145 }]);
    expect(book.size).toBe(0);
  });

  it('keeps alerts apart from orders: same ids never touch each other, and alerts fire after the orders', () => {
    const book = new TriggerBook();
    book.setStops(1, 7, 1, 1.09, 0);
    book.addAlert(1, 7, 'bid', 'below', 1.095);
    book.addAlert(2, 8, 'bid', 'below', 1.095);
    book.forget(7); // the order leaves, its namesake alert stays
    expect(book.size).toBe(2);
    book.setStops(1, 7, 1, 1.09, 0);
    expect(book.onTick(1, 1.0, 1.0002)).toEqual([
      { orderId: 7, kind: 'stop_loss', price: 1.0 },
      { alertId: 7, kind: 'alert', symbolId: 1, price: 1.0 },
    ]);
    // the other symbol's alert waits for its own ticks
    expect(book.size).toBe(1);
  });

  it('forgets a cancelled alert, and moves one set again to its new level', () => {
    const book = new TriggerBook();
    book.addAlert(1, 1, 'bid', 'above', 1.17);
    book.addAlert(1, 2, 'bid', 'above', 1.16);
    book.forgetAlert(1);
    book.addAlert(1, 2, 'bid', 'above', 1.18);
    expect(book.onTick(1, 1.175, 1.1752)).toEqual([]);
    expect(book.onTick(1, 1.18, 1.1802)).toEqual([{ alertId: 2, kind: 'alert', symbolId: 1, price: 1.18 }]);
  });
});
