import { describe, expect, it } from 'vitest';
import { testLiveQuote } from '../../../testing/liveQuote.ts';
import { testSymbol } from '../../../testing/tradeSymbol.ts';
import { currentLevel } from './levelPrefill.ts';

const live = testLiveQuote;

describe('the level an alert starts from', () => {
  const eurusd = testSymbol('EURUSD', { close: '1.1700', change: '0' });

  it('is the live bid or ask at the symbol’s decimals, as a box draft', () => {
    expect(currentLevel(eurusd, 'bid', live(1.17003, 1.17015))).toBe('1.17003');
    expect(currentLevel(eurusd, 'ask', live(1.17003, 1.1701))).toBe('1.17010');
  });

  it('falls back to the trade list before the socket delivered a quote, and is unknown without a price', () => {
    expect(currentLevel(eurusd, 'bid', undefined)).toBe('1.17000');
    expect(
      currentLevel(testSymbol('US30', { close: '38012.5', change: '0' }, { PricePrecision: 1 }), 'ask', undefined),
    ).toBe('38012.5');
    expect(currentLevel(testSymbol('NEW', { close: '--', change: '0' }), 'bid', undefined)).toBeNull();
  });
});
