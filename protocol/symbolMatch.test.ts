import { describe, expect, it } from 'vitest';
import { symbolMatches } from './symbolMatch.ts';

const gold = ['XAUUSD', 'XAU/USD', 'Gold vs US Dollar', '黃金兌美元'];

describe('symbol search', () => {
  it('matches the code, display code, English name and localised name', () => {
    for (const text of ['xau', 'XAU/usd', 'gold', 'GOLD VS', '黃金', '美元'])
      expect(symbolMatches(gold, text)).toBe(true);
  });

  it('folds full-width letters, case beyond ASCII and runs of spaces', () => {
    expect(symbolMatches(gold, 'ＸＡＵ')).toBe(true);
    expect(symbolMatches(gold, '  gold   vs ')).toBe(true);
    expect(symbolMatches(['XAUUSD', 'Золото/Доллар США'], 'золото')).toBe(true);
  });

  it('finds nothing for text that is in none of them, and everything for empty text', () => {
    expect(symbolMatches(gold, '白銀')).toBe(false);
    expect(symbolMatches(gold, '%')).toBe(false);
    expect(symbolMatches(gold, '   ')).toBe(true);
  });
});
