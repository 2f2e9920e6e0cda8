import type { LanguageCode } from '../../../protocol/locales.ts';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { formatDecimal } from '../../format/number.ts';
import type { LiveQuote } from '../../market/marketStore.ts';
import { bidAskOf } from '../home/rowPainters.ts';

/**
 * A figure's shape: its integer digits and its decimals ("6.2" for 104,023.82). The list's figures use
 * tabular digits, all as wide, so every figure of one shape takes the same width in a language.
 */
type Shape = `${number}.${number}`;

/**
 * Integer digits of `value` shown at `decimals` places, or one more when it is within a last place of the next
 * power of ten (99.996 shows as 100.00): a column a digit wide to spare, never one short.
 */
function integerDigits(value: number, decimals: number): number {
  const whole = Math.floor(Math.abs(value) + 10 ** -decimals);
  return whole < 10 ? 1 : String(whole).length;
}

const shapeOf = (value: number, decimals: number): Shape => `${integerDigits(value, decimals)}.${decimals}`;

/**
 * The distinct shapes of the bids and asks and of the spreads the market list shows now: "6.2 1.5|4 2" (a
 * space between shapes, a bar between the two columns). A string without the language, cheap to make from
 * every quote (a number's digits, no formatting), so a store selector that returns it re-renders only when
 * a shape changes (BTCUSD rising past 99,999.99), not on each tick.
 */
export function figureShapes(
  symbols: readonly TradeSymbol[] | undefined,
  quotes: Readonly<Record<string, LiveQuote>>,
): string {
  const prices = new Set<Shape>();
  const spreads = new Set<Shape>();
  for (const symbol of symbols ?? []) {
    const { bid, ask, spread } = bidAskOf(symbol, quotes[symbol.Code]);
    const decimals = symbol.PricePrecision;
    for (const side of [Number(bid), Number(ask)]) if (Number.isFinite(side)) prices.add(shapeOf(side, decimals));
    if (Number.isFinite(spread)) spreads.add(shapeOf(spread, 0));
  }
  return `${[...prices].sort().join(' ')}|${[...spreads].sort().join(' ')}`;
}

/** A figure of each shape as `lang` writes it, its digits 8s ("888,888.88"): what the sizers hold. */
export function shapeTexts(shapes: string, lang: LanguageCode): { prices: string[]; spreads: string[] } {
  const [prices = '', spreads = ''] = shapes.split('|');
  const texts = (list: string) =>
    list
      .split(' ')
      .filter(Boolean)
      .map((shape) => {
        const [digits = 1, decimals = 0] = shape.split('.').map(Number);
        const figure = '8'.repeat(digits) + (decimals > 0 ? `.${'8'.repeat(decimals)}` : '');
        return formatDecimal(figure, decimals, lang);
      });
  return { prices: texts(prices), spreads: texts(spreads) };
}
