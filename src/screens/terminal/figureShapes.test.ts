import { describe, expect, it } from 'vitest';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { testSymbol } from '../../testing/tradeSymbol.ts';
import { figureShapes, shapeTexts } from './figureShapes.ts';

function market(code: string, bid: string, ask: string, precision: number): TradeSymbol {
  const symbol = testSymbol(code, { close: bid, change: '0' }, { PricePrecision: precision });
  return { ...symbol, ForexQuotations: { ...symbol.ForexQuotations, Ask: ask } };
}

describe('figureShapes', () => {
  it('gives each distinct shape of the bids and asks and of the spreads once', () => {
    const shapes = figureShapes(
      [
        market('BTCUSD', '104023.82', '104052.15', 2),
        market('ETHUSD', '3786.74', '3790.00', 2),
        market('JP225', '38512.5', '38520.5', 1),
        market('EURUSD', '1.07330', '1.07362', 5),
        market('GBPUSD', '1.27330', '1.27362', 5),
      ],
      {},
    );
    // 104,023.82 (6.2), 3,786.74 (4.2), 38,512.5 (5.1), 1.07330 (1.5); spreads 2,833 (4), 379 (3), 80 (2), 32 (2)
    expect(shapes).toBe('1.5 4.2 5.1 6.2|2.0 3.0 4.0');
  });

  it('counts a digit more for a price about to round up to the next power of ten', () => {
    expect(figureShapes([market('X', '99.996', '99.996', 2)], {})).toBe('3.2|1.0');
    expect(figureShapes([market('X', '99.9', '99.9', 2)], {})).toBe('2.2|1.0');
  });

  it('follows the live quote over the snapshot', () => {
    const btc = market('BTCUSD', '99980.00', '99990.00', 2);
    const quote = { bid: 100012.5, ask: 100030.25 } as const;
    const live = {
      BTCUSD: {
        ...quote,
        close: '100012.5',
        change: '0',
        marketOpen: true,
        dayOpen: 0,
        dayHigh: 0,
        dayLow: 0,
        liveAt: 0,
      },
    };
    expect(figureShapes([btc], {})).toBe('5.2|4.0');
    expect(figureShapes([btc], live)).toBe('6.2|4.0');
  });

  it('writes each shape in the language, its digits 8s', () => {
    expect(shapeTexts('1.5 6.2|4.0', 'en')).toEqual({ prices: ['8.88888', '888,888.88'], spreads: ['8,888'] });
    expect(shapeTexts('6.2|2.0', 'ru')).toEqual({ prices: ['888\u00a0888,88'], spreads: ['88'] });
    expect(shapeTexts('|', 'en')).toEqual({ prices: [], spreads: [] });
  });
});
