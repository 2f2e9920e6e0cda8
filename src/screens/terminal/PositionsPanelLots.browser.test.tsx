import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '../../../protocol/locales.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../stores/session.ts';
import { textLines } from '../../testing/render.tsx';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { renderPositionsPanelIn, rowOf, serveTrading } from './testing/positionsPanel.tsx';

vi.mock('../../realtime/ensureRealtime.ts', () => ({
  realtime: () => new Promise(() => undefined),
  ensureRealtime: () => undefined,
}));

/** The walk's gold sell at 50x, four figures lost: the widest side, size and P&L of a position. */
const GOLD_SELL = testOrder({
  Id: 21,
  ForexTradeLists: { ShowCode: 'XAU/USD', Code: 'XAUUSD', PricePrecision: 2 },
  OrderType: 2,
  Quantity: '0.5',
  Multiple: 50,
  OriginPrice: '4187.08',
  Price: '4211.77',
  UpdatePrice: '4211.77',
  FactProfits: '-1234.56',
  TargetLossPrice: '4228.95',
  TargetProfitPrice: '4145.21',
});
/** The walk's BTCUSD sell limit: the widest pending side ("Продажа лимит", "Verkauf Limit"). */
const BTC_SELL_LIMIT = testOrder({
  Id: 22,
  ForexTradeLists: { ShowCode: 'BTCUSD', Code: 'BTCUSD', PricePrecision: 2 },
  OrderType: 2,
  Status: 0,
  Entry: 'limit',
  Quantity: '0.05',
  Multiple: 2,
  OriginPrice: '105898.30',
  Price: '104867.25',
  UpdatePrice: '104867.25',
  FactProfits: '0',
  TargetLossPrice: '106957.28',
  TargetProfitPrice: '104839.32',
});

/** The row's lots and leverage ("0,05 лота · 2x") when an ellipsis cuts them, and its time past two lines. */
function cutSize(row: HTMLElement): string[] {
  const meta = row.querySelector('span > span:nth-child(3)');
  if (!meta?.textContent?.includes('x')) throw new Error('no lots and leverage');
  const cut = meta.scrollWidth > meta.clientWidth ? [meta.textContent] : [];
  // the time gives none of its room: two lines at most in the row's 56 px
  const time = row.querySelector('time');
  if (time && textLines(time) > 2) cut.push(`time on ${textLines(time)} lines`);
  return cut;
}

/** The long languages of the walk and English. */
const LANGUAGES: readonly LanguageCode[] = ['en', 'ru', 'de', 'fr', 'tr', 'vn', 'jp', 'it', 'pt', 'spa'];

describe("PositionsPanel rows' side, size and P&L", () => {
  beforeEach(() => {
    useSession.setState({ token: 'test-token' });
    serveTrading({ holding: [GOLD_SELL], pending: [BTC_SELL_LIMIT] });
  });
  afterEach(() => {
    sessionStorage.removeItem('pipwave.orderTab');
    vi.restoreAllMocks();
    useSession.setState({ token: null });
  });
  afterAll(() => changeLanguage('en'));

  // 1,007 px: the panel of a 1,440 px window, the narrowest with one line an order
  it('shows the whole lots and leverage of a position and a pending order in a 1007 px panel', async () => {
    const cut: string[] = [];
    for (const lang of LANGUAGES) {
      const view = await renderPositionsPanelIn(lang, 1007);
      try {
        cut.push(...cutSize(await rowOf(view.container, GOLD_SELL.Id)).map((text) => `${lang}: ${text}`));
        view.container.querySelectorAll<HTMLElement>('[role="tab"]')[1]?.click();
        cut.push(...cutSize(await rowOf(view.container, BTC_SELL_LIMIT.Id)).map((text) => `${lang}: ${text}`));
      } finally {
        view.unmount();
      }
    }
    expect(cut).toEqual([]);
  });
});
