import { describe, expect, it } from 'vitest';
import { LiveBook } from './liveBook.ts';
import { openOrder } from './testing/orderFixture.ts';
import { eurusd } from './testing/symbolFixture.ts';
import type { TradingSymbols } from './tradingSymbols.ts';

const symbols: TradingSymbols = new Map([
  [1, eurusd()],
  [2, eurusd({ id: 2, code: 'GBPUSD', showCode: 'GBPUSD' })],
]);

const order = openOrder;

describe('the live book (in memory, no database)', () => {
  it('keeps each account’s positions in plain numbers for the stop-out screen', () => {
    const book = new LiveBook(symbols);
    book.trackPosition(order({ id: 1 }));
    book.trackPosition(order({ id: 2, side: 2, lots: '0.5', openPrice: '1.2' }));
    expect(book.openPositionCount).toBe(2);
    expect(book.positionsOf(10)).toEqual([
      { accountId: 10, symbolId: 1, sign: 1, units: 10_000, openPrice: 1.1, margin: 110 },
      { accountId: 10, symbolId: 1, sign: -1, units: 50_000, openPrice: 1.2, margin: 110 },
    ]);
    expect(book.holdingCount(10)).toBe(2);
    expect(book.holdingCount(11)).toBe(0);
  });

  it('counts pending orders per account, and a fill moves one from pending to holding', () => {
    const book = new LiveBook(symbols);
    book.trackPending(order({ id: 5, status: 'pending', entry: 'limit', targetPrice: '1.09', openPrice: null }));
    book.trackPending(order({ id: 6, status: 'pending', entry: 'limit', targetPrice: '1.08', openPrice: null }));
    book.trackPending(order({ id: 7, accountId: 11, status: 'pending', entry: 'stop', targetPrice: '1.2' }));
    expect(book.pendingCount(10)).toBe(2);
    expect(book.pendingCount(11)).toBe(1);
    expect(book.pendingAccount(6)).toBe(10);
    book.trackPosition(order({ id: 6, openPrice: '1.08' }));
    expect(book.pendingCount(10)).toBe(1);
    expect(book.holdingCount(10)).toBe(1);
    expect(book.pendingAccount(6)).toBeUndefined();
  });

  it('fires a buy limit when the ask reaches it and a stop-loss when the bid falls to it', () => {
    const book = new LiveBook(symbols);
    book.trackPending(order({ id: 5, status: 'pending', entry: 'limit', targetPrice: '1.09', openPrice: null }));
    book.trackPosition(order({ id: 8, stopLoss: '1.095', takeProfit: '1.2' }));
    expect(book.onTicks([{ symbolId: 1, bid: 1.0999, ask: 1.1 }]).fired).toEqual([]);
    const { fired } = book.onTicks([{ symbolId: 1, bid: 1.0899, ask: 1.09 }]);
    expect(fired.map((trigger) => [trigger.orderId, trigger.kind]).sort()).toEqual([
      [5, 'fill'],
      [8, 'stop_loss'],
    ]);
  });

  it('returns fired price alerts apart from the order triggers, once, and forgets a cancelled one', () => {
    const book = new LiveBook(symbols);
    book.trackPosition(order({ id: 1, stopLoss: '1.09' }));
    book.trackAlert({ id: 1, symbolId: 1, watch: 'bid', direction: 'below', level: '1.09500' });
    book.trackAlert({ id: 2, symbolId: 1, watch: 'ask', direction: 'below', level: '1.08000' });
    book.forgetAlert(2);
    const outcome = book.onTicks([{ symbolId: 1, bid: 1.09, ask: 1.0902 }]);
    expect(outcome.fired).toEqual([{ orderId: 1, kind: 'stop_loss', price: 1.09 }]);
    expect(outcome.alerts).toEqual([{ alertId: 1, kind: 'alert', symbolId: 1, price: 1.09 }]);
    expect(book.onTicks([{ symbolId: 1, bid: 1.0, ask: 1.0002 }]).alerts).toEqual([]);
  });

  it('names the holders of a ticked symbol, and forgets an account once its last position there closes', () => {
    const book = new LiveBook(symbols);
    book.trackPosition(order({ id: 1, accountId: 10 }));
    book.trackPosition(order({ id: 2, accountId: 11, symbolId: 2 }));
    book.trackPosition(order({ id: 3, accountId: 10 }));
    expect([...book.onTicks([{ symbolId: 1, bid: 1.1, ask: 1.1001 }]).touchedAccounts]).toEqual([10]);
    book.forget(1);
    expect([...book.onTicks([{ symbolId: 1, bid: 1.1, ask: 1.1001 }]).touchedAccounts]).toEqual([10]);
    book.forget(3);
    expect([...book.onTicks([{ symbolId: 1, bid: 1.1, ask: 1.1001 }]).touchedAccounts]).toEqual([]);
    expect(book.accountsWithPositions()).toEqual([11]);
  });

  it('keeps a screening balance only while the account holds positions', () => {
    const book = new LiveBook(symbols);
    book.noteBalance(10, 5000);
    expect(book.balanceOf(10)).toBeUndefined();
    book.trackPosition(order({ id: 1 }));
    book.noteBalance(10, 5000);
    expect(book.balanceOf(10)).toBe(5000);
    book.forget(1);
    expect(book.balanceOf(10)).toBeUndefined();
  });

  it('drops a cleared stop: a position whose stops were removed no longer fires', () => {
    const book = new LiveBook(symbols);
    book.trackPosition(order({ id: 1, stopLoss: '1.09' }));
    book.setStops({ id: 1, symbolId: 1, side: 1, stopLoss: null, takeProfit: null, trailingPoints: null });
    expect(book.onTicks([{ symbolId: 1, bid: 1.0, ask: 1.0001 }]).fired).toEqual([]);
  });

  it('tracks a fired position again with the stops its row holds, not those that fired', () => {
    const book = new LiveBook(symbols);
    book.trackPosition(order({ id: 1, stopLoss: '1.09', takeProfit: '1.2' }));
    expect(book.onTicks([{ symbolId: 1, bid: 1.0899, ask: 1.0901 }]).fired).toHaveLength(1);
    // the close failed; meanwhile the owner moved the stop-loss down and removed the take-profit
    expect(book.resync(1, order({ id: 1, stopLoss: '1.08', takeProfit: null }))).toBe('open');
    expect(book.onTicks([{ symbolId: 1, bid: 1.085, ask: 1.0851 }]).fired).toEqual([]);
    expect(book.onTicks([{ symbolId: 1, bid: 1.25, ask: 1.2501 }]).fired).toEqual([]);
    expect(book.onTicks([{ symbolId: 1, bid: 1.0799, ask: 1.08 }]).fired).toEqual([
      { orderId: 1, kind: 'stop_loss', price: 1.0799 },
    ]);
  });

  it('tracks a fired pending order again while its row is pending, as a position once it is open', () => {
    const book = new LiveBook(symbols);
    const pending = order({ id: 5, status: 'pending', entry: 'limit', targetPrice: '1.09', openPrice: null });
    book.trackPending(pending);
    expect(book.onTicks([{ symbolId: 1, bid: 1.0898, ask: 1.09 }]).fired).toHaveLength(1);
    expect(book.resync(5, pending)).toBe('pending');
    expect(book.onTicks([{ symbolId: 1, bid: 1.0898, ask: 1.09 }]).fired).toEqual([
      { orderId: 5, kind: 'fill', price: 1.09 },
    ]);
    // the fill committed after all (its reply lost): the book holds a position, and no fill waits any more
    expect(book.resync(5, order({ id: 5, openPrice: '1.09', stopLoss: '1.08' }))).toBe('pending');
    expect(book.holding(5)).toBe('open');
    expect(book.pendingCount(10)).toBe(0);
    expect(book.onTicks([{ symbolId: 1, bid: 1.0799, ask: 1.08 }]).fired).toEqual([
      { orderId: 5, kind: 'stop_loss', price: 1.0799 },
    ]);
  });

  it('forgets a fired order only when its row says closed or cancelled, or there is no row', () => {
    const book = new LiveBook(symbols);
    book.trackPosition(order({ id: 1, stopLoss: '1.09' }));
    book.trackPending(order({ id: 2, status: 'pending', entry: 'limit', targetPrice: '1.09', openPrice: null }));
    book.trackPosition(order({ id: 3 }));
    expect(book.resync(1, order({ id: 1, status: 'closed', closeReason: 'stop_loss' }))).toBe('open');
    expect(book.resync(2, order({ id: 2, status: 'cancelled', openPrice: null }))).toBe('pending');
    expect(book.resync(3, undefined)).toBe('open');
    expect([book.holding(1), book.holding(2), book.holding(3)]).toEqual([undefined, undefined, undefined]);
    expect(book.openPositionCount).toBe(0);
    expect(book.pendingCount(10)).toBe(0);
    expect(book.onTicks([{ symbolId: 1, bid: 1.0, ask: 1.0001 }]).fired).toEqual([]);
  });

  it('links users and accounts both ways', () => {
    const book = new LiveBook(symbols);
    book.remember(10, 100);
    expect(book.userOf(10)).toBe(100);
    expect(book.accountOf(100)).toBe(10);
    expect(book.userOf(11)).toBeUndefined();
  });
});
