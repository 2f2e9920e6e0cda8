import { describe, expect, it } from 'vitest';
import { Q_BID, Q_MARKET_OPEN, QUOTE_STRIDE } from './api.ts';
import { backoffCeiling, backoffDelay, RECONNECT_CAP_MS } from './backoff.ts';
import { QuoteCoalescer } from './quoteCoalescer.ts';

describe('QuoteCoalescer', () => {
  it('sends each changed symbol once per update with its latest quote, and new codes once', () => {
    const coalescer = new QuoteCoalescer();
    const eur = coalescer.indexOf('EURUSD');
    const gold = coalescer.indexOf('XAUUSD');
    coalescer.put(eur, 1, 1.1, 1.2, 1, 1.3, 0.9);
    coalescer.put(eur, 2, 1.15, 1.25, 1, 1.3, 0.9);
    coalescer.put(gold, 3, 2000, 2001, 1990, 2010, 1980);
    const first = coalescer.take();
    expect(first?.newCodes).toEqual(['EURUSD', 'XAUUSD']);
    expect([...(first?.index ?? [])]).toEqual([eur, gold]);
    expect([...(first?.values ?? [])].slice(0, 6)).toEqual([1.15, 1.25, 1, 1.3, 0.9, 2]);
    expect(first?.values.length).toBe(2 * QUOTE_STRIDE);
    expect(coalescer.take()).toBeNull();
    coalescer.put(gold, 4, 2002, 2003, 1990, 2010, 1980);
    const second = coalescer.take();
    expect(second?.newCodes).toEqual([]);
    expect([...(second?.index ?? [])]).toEqual([gold]);
  });

  it('grows past its first capacity and never lets a late snapshot overwrite a newer tick', () => {
    const coalescer = new QuoteCoalescer();
    for (let i = 0; i < 300; i += 1) coalescer.put(coalescer.indexOf(`S${i}`), i, i, i, i, i, i, 1_000);
    expect(coalescer.take()?.index.length).toBe(300);
    const requestedAt = 2_000;
    coalescer.put(coalescer.indexOf('S1'), 10, 99, 99, 99, 99, 99, 2_500);
    const snapshot = (bid: number, marketOpen: boolean) => ({
      time: 5,
      bid,
      ask: bid,
      open: bid,
      high: bid,
      low: bid,
      marketOpen,
    });
    coalescer.putSnapshot(requestedAt, 'S1', snapshot(1, false));
    coalescer.putSnapshot(requestedAt, 'S2', snapshot(7, true));
    const update = coalescer.take();
    const entry = (code: string) => {
      const at = [...(update?.index ?? [])].indexOf(coalescer.indexOf(code));
      return {
        bid: update?.values[at * QUOTE_STRIDE + Q_BID],
        open: update?.values[at * QUOTE_STRIDE + Q_MARKET_OPEN],
      };
    };
    // S1 ticked after the snapshot was asked for: its price stays, its market status is the snapshot's
    expect(entry('S1')).toEqual({ bid: 99, open: 0 });
    expect(entry('S2')).toEqual({ bid: 7, open: 1 });
    // a status the coalescer knows already is not sent again
    coalescer.putSnapshot(requestedAt, 'S1', snapshot(1, false));
    expect(coalescer.take()).toBeNull();
  });

  it('says nothing of a market status before the first snapshot, and a tick keeps the last one', () => {
    const coalescer = new QuoteCoalescer();
    const eur = coalescer.indexOf('EURUSD');
    coalescer.put(eur, 1, 1.1, 1.2, 1, 1.3, 0.9, 10);
    expect(coalescer.take()?.values[Q_MARKET_OPEN]).toBeNaN();
    coalescer.putSnapshot(5, 'EURUSD', { time: 2, bid: 1, ask: 1, open: 1, high: 1, low: 1, marketOpen: true });
    coalescer.put(eur, 3, 1.11, 1.2, 1, 1.3, 0.9, 20);
    expect(coalescer.take()?.values[Q_MARKET_OPEN]).toBe(1);
  });
});

describe('reconnect back-off', () => {
  it('doubles its ceiling from 500 ms up to 20 s and draws uniformly below it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoffCeiling)).toEqual([
      500,
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      RECONNECT_CAP_MS,
      RECONNECT_CAP_MS,
    ]);
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(2_000);
    expect(backoffDelay(50, () => 0.999_999)).toBeLessThan(RECONNECT_CAP_MS);
  });
});
