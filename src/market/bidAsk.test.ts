import { describe, expect, it } from 'vitest';
import { testLiveQuote } from '../testing/liveQuote.ts';
import { sidePrice, spreadPoints } from './bidAsk.ts';

const quote = testLiveQuote;

describe('spreadPoints', () => {
  it.each([
    [1.0845, 1.0847, 5, 20],
    [1.08451, 1.08463, 5, 12],
    [2345.12, 2345.47, 2, 35],
    [38912.5, 38913.5, 1, 10],
    [67123, 67158, 0, 35],
    [1.2, 1.2, 5, 0],
    [1.2001, 1.2, 4, -1],
  ])('bid %d, ask %d at %d decimals: %d points, whole despite float noise', (bid, ask, precision, points) => {
    expect(spreadPoints(bid, ask, precision)).toBe(points);
  });

  it('is NaN without both sides', () => {
    expect(spreadPoints(Number.NaN, 1.2, 4)).toBeNaN();
    expect(spreadPoints(1.2, Number.NaN, 4)).toBeNaN();
  });
});

describe('sidePrice', () => {
  it("reads the live quote's side", () => {
    expect(sidePrice(quote(1.1, 1.2), 'bid', '9')).toBe(1.1);
    expect(sidePrice(quote(1.1, 1.2), 'ask', '9')).toBe(1.2);
  });

  it('falls back to the snapshot before a live quote or while its side is not a number', () => {
    expect(sidePrice(undefined, 'ask', '1.08470')).toBe('1.08470');
    expect(sidePrice(quote(Number.NaN, 1.2), 'bid', '1.08450')).toBe('1.08450');
  });
});
