import { describe, expect, it } from 'vitest';
import { price } from '../money/decimal.ts';
import { toQuotation } from './quotation.ts';

describe('toQuotation', () => {
  it('reports Close as the bid and Change as percent against the day open, at the symbol precision', () => {
    const quotation = toQuotation(
      {
        bid: price('1.08450'),
        ask: price('1.08462'),
        dayOpen: price('1.08000'),
        dayHigh: price('1.0851'),
        dayLow: price('1.0795'),
        time: 0,
      },
      5,
    );
    expect(quotation).toEqual({
      Open: '1.08000',
      Close: '1.08450',
      Change: '0.42',
      High: '1.08510',
      Low: '1.07950',
      Bid: '1.08450',
      Ask: '1.08462',
    });
  });

  it('shows a fall as a negative change', () => {
    const q = toQuotation(
      {
        bid: price('99'),
        ask: price('99.1'),
        dayOpen: price('100'),
        dayHigh: price('100'),
        dayLow: price('99'),
        time: 0,
      },
      1,
    );
    expect(q.Change).toBe('-1.00');
    expect(q.Close).toBe('99.0');
  });
});
