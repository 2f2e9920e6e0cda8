import { describe, expect, it } from 'vitest';
import { backoffCeiling, backoffDelay, RECONNECT_CAP_MS } from './backoff.ts';
import { QuoteBook } from './quoteBook.ts';

describe('QuoteBook', () => {
  it('sends each changed symbol once per update with its latest quote, and new codes once', () => {
    const book = new QuoteBook();
    const eur = book.indexOf('EURUSD');
    const gold = book.indexOf('XAUUSD');
    book.put(eur, 1, 1.1, 1.2, 1, 1.3, 0.9);
    book.put(eur, 2, 1.15, 1.25, 1, 1.3, 0.9);
    book.put(gold, 3, 2000, 2001, 1990, 2010, 1980);
    const first = book.take();
    expect(first?.newCodes).toEqual(['EURUSD', 'XAUUSD']);
    expect([...(first?.index ?? [])]).toEqual([eur, gold]);
    expect([...(first?.values ?? [])].slice(0, 6)).toEqual([1.15, 1.25, 1, 1.3, 0.9, 2]);
    expect(book.take()).toBeNull();
    book.put(gold, 4, 2002, 2003, 1990, 2010, 1980);
    const second = book.take();
    expect(second?.newCodes).toEqual([]);
    expect([...(second?.index ?? [])]).toEqual([gold]);
  });

  it('grows past its first capacity and never lets a late snapshot overwrite a newer tick', () => {
    const book = new QuoteBook();
    for (let i = 0; i < 300; i += 1) book.put(book.indexOf(`S${i}`), i, i, i, i, i, i);
    expect(book.take()?.index.length).toBe(300);
    const since = book.currentSerial;
    book.put(book.indexOf('S1'), 10, 99, 99, 99, 99, 99);
    book.putIfOlder(since, 'S1', 5, 1, 1, 1, 1, 1);
    book.putIfOlder(since, 'S2', 5, 7, 7, 7, 7, 7);
    const update = book.take();
    const bidOf = (code: string) => {
      const at = [...(update?.index ?? [])].indexOf(book.indexOf(code));
      return update?.values[at * 6];
    };
    expect(bidOf('S1')).toBe(99);
    expect(bidOf('S2')).toBe(7);
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
