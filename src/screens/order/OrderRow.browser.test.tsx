import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { OrderRow } from './OrderRow.tsx';
import styles from './OrderScreen.module.css';

/** The terminal's positions panel at 1440 px: about 1,010 px wide, one order a line. */
const PANEL_WIDTH = 1010;

const gold = testOrder({
  ForexTradeLists: { ShowCode: 'XAU/USD', Code: 'XAUUSD', PricePrecision: 2 },
  Status: 0,
  OriginPrice: '4143.46',
  Price: '4184.00',
});

/** Whether a price's digits all show: the box that holds the label and the price is not cut. */
function pricesCut(container: HTMLElement): string[] {
  const boxes = [...container.querySelectorAll<HTMLElement>(`.${styles.rowPrices} > span`)];
  expect(boxes).toHaveLength(2);
  return boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => box.textContent ?? '');
}

describe('OrderRow in the terminal panel', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  for (const lang of ['en', 'it'] as const) {
    it(`shows every digit of the open and current prices in ${lang}, shortening the label instead`, async () => {
      await changeLanguage(lang);
      view = await render(
        <div className={styles.scroller} data-layout="wide" style={{ width: PANEL_WIDTH }}>
          <OrderRow order={gold} symbols={undefined} onOpen={() => {}} />
        </div>,
        { width: PANEL_WIDTH, height: 200 },
      );
      await settle();
      expect(view.container.textContent).toContain(lang === 'it' ? '4.143,46' : '4,143.46');
      expect(pricesCut(view.container)).toEqual([]);
    });
  }
});

describe('OrderRow time', () => {
  const OPENED = Date.UTC(2026, 10, 27, 14, 5, 0);
  const CLOSED = Date.UTC(2026, 10, 28, 9, 30, 0);
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  const rowTime = async (order: ReturnType<typeof testOrder>) => {
    view = await render(<OrderRow order={order} symbols={undefined} onOpen={() => {}} />);
    await settle();
    return view.container.querySelector('time')?.getAttribute('dateTime');
  };

  it('shows when a closed order in the history closed', async () => {
    const closed = testOrder({ Status: 3, CloseReason: 'manual', CreatedAt: OPENED, ClosedAt: CLOSED });
    expect(await rowTime(closed)).toBe(new Date(CLOSED).toISOString());
  });

  it('shows when an open position opened', async () => {
    expect(await rowTime(testOrder({ Status: 1, CreatedAt: OPENED }))).toBe(new Date(OPENED).toISOString());
  });

  it('shows when a filled pending order opened, not when it was placed', async () => {
    const filled = Date.UTC(2026, 10, 27, 20, 45, 0);
    const position = testOrder({ Status: 1, CreatedAt: OPENED, OpenedAt: filled });
    expect(await rowTime(position)).toBe(new Date(filled).toISOString());
  });

  it('shows a cancelled pending order in the history with its pending price, no P&L and no close price', async () => {
    view = await render(
      <OrderRow
        order={testOrder({ Status: 3, CloseReason: 'cancelled', OriginPrice: '1.16000', Price: '0', ClosedAt: CLOSED })}
        symbols={undefined}
        onOpen={() => {}}
      />,
    );
    await settle();
    const text = view.container.textContent ?? '';
    expect(text).toContain('Pending price');
    expect(text).toContain('1.16000');
    expect(text).not.toContain('Close price');
    expect(view.container.querySelector('[data-testid="order-pnl"]')).toBeNull();
  });

  it('shows when a pending order was placed', async () => {
    expect(await rowTime(testOrder({ Status: 0, CreatedAt: OPENED }))).toBe(new Date(OPENED).toISOString());
  });
});

describe('OrderRow on a phone', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  it('keeps the open and current prices level when a long label puts its price on a second line (French)', async () => {
    await changeLanguage('fr');
    const position = testOrder({
      ForexTradeLists: { ShowCode: 'BTC/USD', Code: 'BTCUSD', PricePrecision: 2 },
      OriginPrice: '104601.49',
      Price: '104418.91',
    });
    view = await render(<OrderRow order={position} symbols={undefined} onOpen={() => {}} />);
    await settle();
    const [openCell, currentCell] = view.container.querySelectorAll<HTMLElement>(`.${styles.rowPrices} > span`);
    const openText = openCell?.lastChild;
    const current = currentCell?.querySelector('[data-testid="order-price"]');
    if (!openCell || !(openText instanceof Text) || !current) throw new Error('no price cells');
    const range = document.createRange();
    range.selectNodeContents(openText);
    const open = range.getBoundingClientRect();
    const label = openCell.querySelector('small')?.getBoundingClientRect();
    // "Prix d'ouverture 104 601,49" does not fit half the row: its price went under the label
    expect(label && open.top >= label.bottom - 1).toBe(true);
    expect(Math.abs(open.bottom - current.getBoundingClientRect().bottom)).toBeLessThanOrEqual(1);
  });
});

describe('OrderRow side of a pending order', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  const badge = async (order: ReturnType<typeof testOrder>) => {
    view?.unmount();
    view = await render(<OrderRow order={order} symbols={undefined} onOpen={() => {}} />, { width: 390, height: 200 });
    await settle();
    return view.container.querySelector(`.${styles.badge}`)?.textContent;
  };

  it('tells a limit from a stop while it waits, and a position is just a buy or a sell', async () => {
    expect(await badge(testOrder({ Status: 0, Entry: 'limit' }))).toBe('Buy Limit');
    expect(await badge(testOrder({ Status: 0, Entry: 'stop', OrderType: 2 }))).toBe('Sell Stop');
    expect(await badge(testOrder({ Status: 3, CloseReason: 'cancelled', Entry: 'stop' }))).toBe('Buy Stop');
    expect(await badge(testOrder({ Status: 1, Entry: 'limit' }))).toBe('Buy');
    expect(await badge(testOrder({ Status: 1, Entry: 'market', OrderType: 2 }))).toBe('Sell');
  });

  it('fits the longest side, German "Verkauf-Limit", on one line of a phone row beside a long symbol', async () => {
    await changeLanguage('de');
    const gold = testOrder({
      Status: 0,
      Entry: 'limit',
      OrderType: 2,
      Quantity: '100',
      ForexTradeLists: { ShowCode: 'XAU/USD', Code: 'XAUUSD', PricePrecision: 2 },
    });
    expect(await badge(gold)).toBe('Verkauf-Limit');
    const top = view?.container.querySelector<HTMLElement>(`.${styles.rowTop}`);
    if (!top) throw new Error('no row top');
    expect(top.scrollWidth).toBeLessThanOrEqual(top.clientWidth + 1);
  });
});
