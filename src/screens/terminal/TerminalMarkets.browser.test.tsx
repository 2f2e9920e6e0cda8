import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../protocol/locales.ts';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { lineStartOffsets, type Rendered, render, settle, textLines } from '../../testing/render.tsx';
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

/**
 * How far a header's glyphs reach above its cell's top and below its bottom (px; > 0 is cut off by the
 * cell's overflow): the ink of its text (an accent over a capital, as in the French "Écart") measured in the
 * cell's font, set on the baseline its line height puts it on.
 */
function inkOutside(cell: HTMLElement): { above: number; below: number } {
  const style = getComputedStyle(cell);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no canvas');
  // measured 100 times larger: the canvas rounds the font's ascent and descent to whole pixels
  const scale = 100;
  const size = Number.parseFloat(style.fontSize);
  context.font = `${style.fontWeight} ${size * scale}px ${style.fontFamily}`;
  const metrics = context.measureText(cell.textContent ?? '');
  const lineHeight = Number.parseFloat(style.lineHeight);
  const ascent = metrics.fontBoundingBoxAscent / scale;
  const descent = metrics.fontBoundingBoxDescent / scale;
  const baseline = (lineHeight - ascent - descent) / 2 + ascent;
  return {
    above: metrics.actualBoundingBoxAscent / scale - baseline,
    below: baseline + metrics.actualBoundingBoxDescent / scale - lineHeight,
  };
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
  // told apart by their last letters only: "USDC…" would say neither
  market('USDCHF', '0.80186', '0.80207', 5),
  market('USDCAD', '1.38242', '1.38262', 5),
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

  for (const width of [360, 320]) {
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

  // 320 px: the list under the form in a window under 1,100 px, whose prices leave the symbols the least room
  it('shows every letter of each symbol code in a 320 px list in every language', async () => {
    const cut: string[] = [];
    for (const lang of LANGUAGE_CODES) {
      await changeLanguage(lang);
      await loadTerminalTexts();
      view = await renderList(320);
      for (const code of view.container.querySelectorAll<HTMLElement>('[data-code] [data-part="code"]'))
        if (code.scrollWidth > code.clientWidth) cut.push(`${lang}: ${code.textContent}`);
      view.unmount();
      view = undefined;
    }
    expect(cut).toEqual([]);
  });

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

/**
 * Each column header on more than one line whose line breaks inside a word: "Chênh / lệch" is two words on two
 * lines, "スプレ" over "ッド" reads as two words.
 */
function wordsBroken(container: HTMLElement): string[] {
  const broken: string[] = [];
  for (const cell of container.querySelectorAll(`.${styles.marketsColumns} > span`)) {
    const text = cell.textContent ?? '';
    if (textLines(cell) > 1 && lineStartOffsets(cell).some((offset) => text[offset - 1] !== ' '))
      broken.push(`'${text}' broken inside a word`);
  }
  return broken;
}

/** The markets list with no symbols in `lang`, `width` px wide: its column header alone. */
async function renderEmptyList(lang: LanguageCode, width: number): Promise<Rendered> {
  await changeLanguage(lang);
  await loadTerminalTexts();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const view = await render(
    <QueryClientProvider client={client}>
      <TerminalMarkets symbols={[]} current="EURUSD" onSelect={() => {}} searchRef={null} />
    </QueryClientProvider>,
    { width, height: 400 },
  );
  await settle();
  return view;
}

describe('TerminalMarkets column header', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  // 360 px: the list's column of a wide window; 320 px: under the form in a window under 1,100 px
  for (const width of [360, 320]) {
    it(`keeps symbol, bid, ask and spread apart in a ${width} px list in every language`, async () => {
      const overlapping: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        view = await renderEmptyList(lang, width);
        const cells = headerTexts(view.container);
        cells.slice(1).forEach((cell, index) => {
          const before = cells[index];
          if (before && cell.left < before.right + 4) overlapping.push(`${lang}: ${before.text} | ${cell.text}`);
        });
        overlapping.push(...wordsBroken(view.container).map((fault) => `${lang}: ${fault}`));
        view.unmount();
        view = undefined;
      }
      expect(overlapping).toEqual([]);
    });
  }

  // beside BTCUSD's six-figure prices, as the list shows them: "Инструмент", "スプレッド", "Chênh lệch" were cut
  for (const width of [360, 320]) {
    it(`shows every column header whole beside six-figure prices in a ${width} px list in every language`, async () => {
      const cut: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        await changeLanguage(lang);
        await loadTerminalTexts();
        view = await renderList(width);
        for (const cell of view.container.querySelectorAll<HTMLElement>(`.${styles.marketsColumns} > span`))
          if (cell.scrollWidth > cell.clientWidth)
            cut.push(`${lang}: '${cell.textContent}' (${cell.scrollWidth} > ${cell.clientWidth})`);
        cut.push(...wordsBroken(view.container).map((fault) => `${lang}: ${fault}`));
        view.unmount();
        view = undefined;
      }
      expect(cut).toEqual([]);
    });
  }

  it("draws every header's accents inside its cell in every language (the French 'Écart' keeps its É)", async () => {
    const cut: string[] = [];
    for (const lang of LANGUAGE_CODES) {
      view = await renderEmptyList(lang, 360);
      for (const cell of view.container.querySelectorAll<HTMLElement>(`.${styles.marketsColumns} > span`)) {
        const { above, below } = inkOutside(cell);
        if (above > 0 || below > 0)
          cut.push(`${lang}: '${cell.textContent}' (${above.toFixed(1)}/${below.toFixed(1)} px)`);
      }
      view.unmount();
      view = undefined;
    }
    expect(cut).toEqual([]);
  });
});
