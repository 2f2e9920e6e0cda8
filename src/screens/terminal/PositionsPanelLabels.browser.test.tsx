import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../protocol/locales.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../stores/session.ts';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { renderPositionsPanelIn, rowOf, serveTrading } from './testing/positionsPanel.tsx';

vi.mock('../../realtime/ensureRealtime.ts', () => ({
  realtime: () => new Promise(() => undefined),
  ensureRealtime: () => undefined,
}));

const BTC = { ShowCode: 'BTCUSD', Code: 'BTCUSD', PricePrecision: 2 };
/** A six-figure position: the widest prices under "Precio de apertura" and "Текущая цена". */
const BTC_POSITION = testOrder({
  Id: 31,
  ForexTradeLists: BTC,
  Quantity: '0.05',
  Multiple: 2,
  OriginPrice: '104766.59',
  Price: '104735.98',
  UpdatePrice: '104735.98',
  FactProfits: '-1.53',
  TargetLossPrice: '103760.26',
  TargetProfitPrice: '106211.47',
});
/** A sell limit far above the market: "Цена ордера", "Prezzo pendente". */
const BTC_SELL_LIMIT = testOrder({
  Id: 32,
  ForexTradeLists: BTC,
  OrderType: 2,
  Status: 0,
  Entry: 'limit',
  Quantity: '0.05',
  Multiple: 2,
  OriginPrice: '200000.00',
  Price: '104735.98',
  UpdatePrice: '104735.98',
  FactProfits: '0',
});
/** A closed position: "Prezzo di chiusura", "Precio de cierre". */
const BTC_CLOSED = testOrder({
  ...BTC_POSITION,
  Id: 33,
  Status: 3,
  CloseReason: 'manual',
  ClosedAt: Date.UTC(2026, 10, 29, 9, 0, 0),
});

/**
 * The positions panel of a 1,024 px window (its right column 320 px), of a 1,280 px one (the list 360 px)
 * and of a 1,440 px one (one line an order).
 */
const WIDTHS = [631, 847, 1007];
const TABS = [
  { index: 0, order: BTC_POSITION },
  { index: 1, order: BTC_SELL_LIMIT },
  { index: 2, order: BTC_CLOSED },
];

/**
 * Each price label or price of the row that does not show whole: cut by its box (an ellipsis,
 * `scrollWidth > clientWidth`) or drawn outside the row (above, below or past its sides).
 */
function cutTexts(row: HTMLElement): string[] {
  const cells = [...row.querySelectorAll<HTMLElement>('span:has(> small)')];
  if (cells.length === 0) throw new Error('no prices');
  const cut: string[] = [];
  const edge = row.getBoundingClientRect();
  for (const cell of cells) {
    for (const box of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
      if (box.scrollWidth > box.clientWidth + 1)
        cut.push(`'${box.textContent}' cut (${box.scrollWidth} > ${box.clientWidth})`);
    }
    const range = document.createRange();
    range.selectNodeContents(cell);
    const text = range.getBoundingClientRect();
    if (
      text.top < edge.top - 0.5 ||
      text.bottom > edge.bottom + 0.5 ||
      text.left < edge.left ||
      text.right > edge.right
    )
      cut.push(`'${cell.textContent}' outside its row`);
  }
  return cut;
}

async function cutInPanel(lang: LanguageCode, width: number): Promise<string[]> {
  const view = await renderPositionsPanelIn(lang, width);
  const found: string[] = [];
  try {
    for (const { index, order } of TABS) {
      view.container.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.click();
      const row = await rowOf(view.container, order.Id);
      found.push(...cutTexts(row).map((text) => `${lang} ${width} px, row ${order.Id}: ${text}`));
    }
  } finally {
    view.unmount();
  }
  return found;
}

describe("PositionsPanel rows' price labels", () => {
  beforeEach(() => {
    useSession.setState({ token: 'test-token' });
    serveTrading({ holding: [BTC_POSITION], pending: [BTC_SELL_LIMIT], history: [BTC_CLOSED] });
  });
  afterEach(() => {
    sessionStorage.removeItem('pipwave.orderTab');
    vi.restoreAllMocks();
    useSession.setState({ token: null });
  });
  afterAll(() => changeLanguage('en'));

  for (const width of WIDTHS) {
    // a 1,024 px window's 631 px panel cut "Цена откр…", "Precio de ap…", "Prix d’ouv…" beside their prices
    it(`shows every open, current, pending and close price label whole over its price in a ${width} px panel in every language`, async () => {
      const cut: string[] = [];
      for (const lang of LANGUAGE_CODES) cut.push(...(await cutInPanel(lang, width)));
      expect(cut).toEqual([]);
    });
  }
});
