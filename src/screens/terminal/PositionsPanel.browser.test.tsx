import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountRisk } from '../../../protocol/schemas/trading.ts';
import { formatDecimal } from '../../format/number.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../stores/session.ts';
import { type Rendered, settle } from '../../testing/render.tsx';
import { testSymbol } from '../../testing/tradeSymbol.ts';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { loadTerminalTexts } from './terminalTexts.ts';
import { renderPositionsPanel, serveTrading } from './testing/positionsPanel.tsx';

// no live totals: the header shows the risk call's figures
vi.mock('../../realtime/ensureRealtime.ts', () => ({
  realtime: () => new Promise(() => undefined),
  ensureRealtime: () => undefined,
}));

/** The walk's BTCUSD buy: six-digit prices with both stops set. */
const BTC_POSITION = testOrder({
  Id: 15,
  ForexTradeLists: { ShowCode: 'BTCUSD', Code: 'BTCUSD', PricePrecision: 2 },
  Quantity: '0.03',
  Multiple: 2,
  OriginPrice: '104016.14',
  Price: '104011.21',
  UpdatePrice: '104011.21',
  FactProfits: '-0.15',
  TargetLossPrice: '103760.26',
  TargetProfitPrice: '104211.47',
  CreatedAt: Date.UTC(2026, 10, 29, 1, 21, 53),
});
const BTCUSD = testSymbol('BTCUSD', { close: '104011.21', change: '-0.77' }, { PricePrecision: 2 });
/** an account of five figures: the widest line of figures the walk saw */
const RISK: AccountRisk = {
  balance: '99992.78',
  equity: '99992.63',
  margin: '1560.24',
  free_margin: '98432.39',
  risk_rate: '6408.45',
  all_fact_profits: '-0.15',
  stop_out_level: '50',
};

function tradingServer() {
  serveTrading({ holding: [BTC_POSITION], pending: [], risk: RISK, symbols: [BTCUSD] });
}

async function renderPanel(width: number): Promise<Rendered> {
  const view = await renderPositionsPanel(width);
  // the queries answer, then the list measures its rows
  for (let tries = 0; tries < 50 && !view.container.querySelector('[data-order-id]'); tries += 1) await settle(20);
  await settle();
  return view;
}

/** Where a node's text is drawn. */
function textBox(node: Node): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
}

/** a price, an amount or a rate: digits in groups with decimals ("104 016,14", "-0.15", "6,408.45 %") */
const FIGURE = /^[+-]?\d{1,3}([^\d]\d{3})*[.,]\d+(\s?%)?$/u;

/**
 * Each figure (a text of digits and separators) in `root` that is not wholly on screen: drawn past the box of
 * an ancestor that clips it (overflow other than visible, as an ellipsis cuts) or past the panel's edges.
 */
function cutFigures(root: HTMLElement, panel: HTMLElement): string[] {
  const cut: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!FIGURE.test(text)) continue;
    const box = textBox(node);
    const clips: Element[] = [panel];
    for (let parent = node.parentElement; parent && parent !== panel; parent = parent.parentElement)
      if (getComputedStyle(parent).overflowX !== 'visible') clips.push(parent);
    for (const clip of clips) {
      const edge = clip.getBoundingClientRect();
      if (
        box.left < edge.left - 0.5 ||
        box.right > edge.right + 0.5 ||
        (clip !== panel && clip.scrollWidth > clip.clientWidth)
      ) {
        cut.push(
          `'${text}' in ${clip === panel ? 'the panel' : `<${clip.tagName.toLowerCase()} class="${clip.className}">`}`,
        );
        break;
      }
    }
  }
  return cut;
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Each tab whose text the account's figures (labels or numbers) are drawn over. */
function tabsUnderFigures(panel: HTMLElement): string[] {
  const tabs = [...panel.querySelectorAll('[role="tab"]')];
  const header = panel.querySelector('section[data-layout="strip"]');
  if (tabs.length !== 3 || !header) throw new Error('no tabs or figures');
  const figures: Node[] = [];
  const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) figures.push(node);
  const found: string[] = [];
  for (const tab of tabs)
    for (const figure of figures)
      if (overlaps(textBox(tab), textBox(figure))) found.push(`${tab.textContent} under '${figure.textContent}'`);
  return found;
}

/** The languages of the walk, English and one more long one. */
const LANGUAGES = ['en', 'jp', 'ru', 'de', 'fr'] as const;
/**
 * The panel in a 1,440 px window, in a 1,280 px one, and in a 1,099 px and a 1,024 px one (the form's 320 px
 * column over the list).
 */
const WIDTHS = [1007, 847, 707, 631];

/** What `check` finds wrong in the panel, rendered `width` px wide in each language, each with its language. */
async function inEachLanguage(
  width: number,
  check: (panel: HTMLElement, lang: (typeof LANGUAGES)[number]) => string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const lang of LANGUAGES) {
    await changeLanguage(lang);
    await loadTerminalTexts();
    const view = await renderPanel(width);
    try {
      const panel = view.container.querySelector<HTMLElement>('[data-testid="positions-panel"]');
      if (!panel) throw new Error(`${lang}: no panel`);
      found.push(...check(panel, lang).map((fault) => `${lang}: ${fault}`));
    } finally {
      view.unmount();
    }
  }
  return found;
}

describe('PositionsPanel in the terminal', () => {
  beforeEach(() => {
    useSession.setState({ token: 'test-token' });
    tradingServer();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useSession.setState({ token: null });
  });
  afterAll(() => changeLanguage('en'));

  for (const width of WIDTHS) {
    it(`shows every digit of a BTCUSD position's prices and stops in a ${width} px panel`, async () => {
      const cut = await inEachLanguage(width, (panel, lang) => {
        const row = panel.querySelector<HTMLElement>('[data-order-id="15"]');
        if (!row) throw new Error(`${lang}: no position row`);
        // open, current, stop loss and take profit: the prices a trader reads
        expect(row.textContent?.match(/10\d[^\d]\d{3}[.,]\d{2}/gu)).toHaveLength(4);
        return cutFigures(row, panel);
      });
      expect(cut).toEqual([]);
    });

    it(`keeps the account's figures off the tabs and wholly shown in a ${width} px panel`, async () => {
      const found = await inEachLanguage(width, (panel, lang) => {
        const header = panel.querySelector<HTMLElement>('section[data-layout="strip"]');
        if (!header) throw new Error(`${lang}: no figures`);
        expect(header.textContent).toContain(formatDecimal(RISK.equity, 2, lang));
        return [...tabsUnderFigures(panel), ...cutFigures(header, panel)];
      });
      expect(found).toEqual([]);
    });
  }
});
