import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../protocol/locales.ts';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { type Rendered, render, settle, textLines } from '../../testing/render.tsx';
import { testSymbol } from '../../testing/tradeSymbol.ts';
import { TerminalMarkets } from './TerminalMarkets.tsx';
import styles from './TerminalScreen.module.css';
import { loadTerminalTexts } from './terminalTexts.ts';

/** The drawn extent of each column header's text, left to right. */
function headerTexts(container: HTMLElement): { text: string; left: number; right: number }[] {
  const header = container.querySelector(`.${styles.marketsColumns}`);
  if (!header) throw new Error('no column header');
  return [...header.children].map((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const text = range.getBoundingClientRect();
    // a header cut with an ellipsis shows only what is inside its cell
    const { overflow } = getComputedStyle(cell);
    const box = overflow === 'visible' ? text : cell.getBoundingClientRect();
    return {
      text: cell.textContent ?? '',
      left: Math.max(text.left, box.left),
      right: Math.min(text.right, box.right),
    };
  });
}

/** A market quoted at `bid` / `ask` with `precision` decimals. */
function market(code: string, bid: string, ask: string, precision: number): TradeSymbol {
  const symbol = testSymbol(code, { close: bid, change: '0.5' }, { PricePrecision: precision, Name: `${code} market` });
  return {
    ...symbol,
    Id: code.charCodeAt(0) * 100 + code.length,
    ForexQuotations: { ...symbol.ForexQuotations, Ask: ask },
  };
}

/** Large and small prices: 6-digit crypto, index points, gold, a 5-decimal pair and a 3-decimal yen pair. */
const MARKETS = [
  market('BTCUSD', '104023.82', '104052.15', 2),
  market('JP225', '38512.5', '38520.5', 1),
  market('XAUUSD', '4186.45', '4186.70', 2),
  market('EURUSD', '1.07330', '1.07362', 5),
  market('USDJPY', '154.286', '154.301', 3),
];

/** Where an element's text is drawn, left to right. */
function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/**
 * Each bid, ask and spread figure whose text does not fit: the bid and ask wider than their cell's box
 * (scrollWidth) or drawn past its edges, as "103,996.5" and half a 7 were in Japanese and Russian; the
 * spread (sized by its text) reaching into the ask's cell or past the row's end.
 */
function cutFigures(container: HTMLElement): string[] {
  const cut: string[] = [];
  for (const row of container.querySelectorAll<HTMLElement>('[data-code]')) {
    const cell = (name: string) => row.querySelector<HTMLElement>(`[data-cell="${name}"]`);
    const ask = cell('ask');
    for (const price of [cell('bid'), ask]) {
      if (!price) continue;
      const box = price.getBoundingClientRect();
      const text = textBox(price);
      const figure = price.firstElementChild instanceof HTMLElement ? price.firstElementChild : price;
      if (figure.scrollWidth > figure.clientWidth || text.left < box.left - 0.5 || text.right > box.right + 0.5)
        cut.push(`${row.dataset.code} ${price.dataset.cell} '${price.textContent}'`);
    }
    const spread = cell('spread');
    if (spread && ask) {
      const text = textBox(spread);
      const end = row.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(row).paddingRight);
      if (text.left < ask.getBoundingClientRect().right || text.right > end + 0.5)
        cut.push(`${row.dataset.code} spread '${spread.textContent}'`);
    }
  }
  return cut;
}

async function renderList(width: number): Promise<Rendered> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const view = await render(
    <QueryClientProvider client={client}>
      <TerminalMarkets symbols={MARKETS} current="BTCUSD" onSelect={() => {}} searchRef={null} />
    </QueryClientProvider>,
    { width, height: 480 },
  );
  await settle();
  return view;
}

describe('TerminalMarkets figures', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  for (const width of [360, 300]) {
    it(`shows every digit of BTCUSD's bid and ask and of every other figure in a ${width} px list in every language`, async () => {
      const cut: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        await changeLanguage(lang);
        await loadTerminalTexts();
        view = await renderList(width);
        expect(view.container.querySelectorAll('[data-code]')).toHaveLength(MARKETS.length);
        cut.push(...cutFigures(view.container).map((figure) => `${lang}: ${figure}`));
        view.unmount();
        view = undefined;
      }
      expect(cut).toEqual([]);
    });
  }

  it("sizes the bid and ask columns to the widest price in the language's font, not to a fixed width", async () => {
    await changeLanguage('jp');
    await loadTerminalTexts();
    view = await renderList(360);
    const bid = view.container.querySelector<HTMLElement>('[data-code="BTCUSD"] [data-cell="bid"]');
    if (!bid) throw new Error('no BTCUSD bid');
    expect(bid.textContent).toBe('104,023.82');
    // the column holds the price, with at most a few px to spare: sized from the figures, not a guess
    const column = bid.getBoundingClientRect().width;
    expect(column).toBeGreaterThanOrEqual(textBox(bid).width);
    expect(column).toBeLessThan(textBox(bid).width + 4);
  });
});

describe('TerminalMarkets column header', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  // 360 px: the list's column of a wide window; 300 px: under the form in a window under 1,100 px
  for (const width of [360, 300]) {
    it(`keeps symbol, bid, ask and spread apart in a ${width} px list in every language`, async () => {
      const overlapping: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        await changeLanguage(lang);
        await loadTerminalTexts();
        const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
        view = await render(
          <QueryClientProvider client={client}>
            <TerminalMarkets symbols={[]} current="EURUSD" onSelect={() => {}} searchRef={null} />
          </QueryClientProvider>,
          { width, height: 400 },
        );
        await settle();
        const cells = headerTexts(view.container);
        cells.slice(1).forEach((cell, index) => {
          const before = cells[index];
          if (before && cell.left < before.right + 4) overlapping.push(`${lang}: ${before.text} | ${cell.text}`);
        });
        // one line each: "スプレッド" broken into "スプレ" over "ッド" reads as two words
        for (const cell of view.container.querySelectorAll(`.${styles.marketsColumns} > span`))
          if (textLines(cell) > 1) overlapping.push(`${lang}: '${cell.textContent}' on ${textLines(cell)} lines`);
        view.unmount();
        view = undefined;
      }
      expect(overlapping).toEqual([]);
    });
  }
});
