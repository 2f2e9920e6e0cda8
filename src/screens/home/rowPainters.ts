import type { LanguageCode } from '../../../protocol/locales.ts';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { SparklineRegistry } from '../../chart/sparklineRegistry.ts';
import { type Direction, directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { sidePrice, spreadPoints } from '../../market/bidAsk.ts';
import type { LiveQuote } from '../../market/marketStore.ts';
import { lastOf } from '../../market/shownQuote.ts';
import { writeText } from '../../ui/writeText.ts';
import styles from './HomeScreen.module.css';

/** Writes a row's texts for a quote of its symbol (undefined before the first one), outside React. */
export type QuotePaint = (quote: LiveQuote | undefined) => void;

export function bidAskOf(symbol: TradeSymbol, quote: LiveQuote | undefined) {
  const bid = sidePrice(quote, 'bid', symbol.ForexQuotations.Bid);
  const ask = sidePrice(quote, 'ask', symbol.ForexQuotations.Ask);
  return { bid, ask, spread: spreadPoints(Number(bid), Number(ask), symbol.PricePrecision) };
}

export const changeClass = (direction: Direction) => `${styles.change} ${styles[direction]}`;

/** `write` for a value other than the last one written (NaN counts as equal to NaN): a tick changes few texts. */
function whenChanged<T>(write: (value: T) => void): (value: T) => void {
  let last: { value: T } | null = null;
  return (value) => {
    if (last && Object.is(last.value, value)) return;
    last = { value };
    write(value);
  };
}

/** What both boards show: open or closed under the code, and the mini chart's last price and colour. */
export function marketPainter(
  symbol: TradeSymbol,
  sub: HTMLElement,
  closedText: string,
  sparklines: SparklineRegistry | null,
): QuotePaint {
  const open = whenChanged((isOpen: boolean) => writeText(sub, isOpen ? symbol.Name : closedText));
  const close = whenChanged((value: string) => sparklines?.updateLast(symbol.Code, Number(value)));
  const direction = whenChanged((value: Direction) => sparklines?.setDirection(symbol.Code, value));
  const change = whenChanged((value: string) => direction(directionOf(value)));
  return (quote) => {
    const shown = lastOf(symbol, quote);
    open(shown.open);
    close(shown.close);
    change(shown.change);
  };
}

/** The last price and the day's change, its cell coloured by its sign. */
export function lastChangePainter(
  symbol: TradeSymbol,
  cells: { price: HTMLElement; change: HTMLElement; changeCell: HTMLElement },
  lang: LanguageCode,
): QuotePaint {
  const price = whenChanged((close: string) =>
    writeText(cells.price, formatDecimal(close, symbol.PricePrecision, lang)),
  );
  // a class change restyles the cell: only when the colour changes, not with every new figure
  const colour = whenChanged((direction: Direction) => {
    cells.changeCell.className = changeClass(direction);
  });
  const change = whenChanged((value: string) => {
    writeText(cells.change, formatChange(value, lang));
    colour(directionOf(value));
  });
  return (quote) => {
    const shown = lastOf(symbol, quote);
    price(shown.close);
    change(shown.change);
  };
}

/** The bid, the ask and the spread between them in points. */
export function bidAskPainter(
  symbol: TradeSymbol,
  cells: { bid: HTMLElement; ask: HTMLElement; spread: HTMLElement },
  lang: LanguageCode,
): QuotePaint {
  const precision = symbol.PricePrecision;
  const bid = whenChanged((value: number | string) => writeText(cells.bid, formatDecimal(value, precision, lang)));
  const ask = whenChanged((value: number | string) => writeText(cells.ask, formatDecimal(value, precision, lang)));
  const spread = whenChanged((points: number) => writeText(cells.spread, formatDecimal(points, 0, lang)));
  return (quote) => {
    const shown = bidAskOf(symbol, quote);
    bid(shown.bid);
    ask(shown.ask);
    spread(shown.spread);
  };
}
