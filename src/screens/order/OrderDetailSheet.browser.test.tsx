import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { OrderDetailSheet } from './OrderDetailSheet.tsx';

const OPENED = Date.UTC(2026, 10, 27, 14, 5, 0);
const CLOSED = Date.UTC(2026, 10, 28, 9, 30, 0);

/** A 390 px phone's sheet: its content is 358 px wide (16 px padding each side). */
const SHEET_CONTENT = { width: 358, height: 640 };

async function showSheet(order: ReturnType<typeof testOrder>): Promise<Rendered> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await render(
    <QueryClientProvider client={client}>
      <OrderDetailSheet order={order} symbols={[]} onChanged={() => {}} onClosing={() => {}} onClose={() => {}} />
    </QueryClientProvider>,
    SHEET_CONTENT,
  );
  await settle();
  return view;
}

/** The sheet's figures as label → the instant of a <time> value. */
function timesByLabel(): Map<string, string | null> {
  const found = new Map<string, string | null>();
  for (const row of document.querySelectorAll('dl > div')) {
    const time = row.querySelector('dd time');
    if (time) found.set(row.querySelector('dt')?.textContent ?? '', time.getAttribute('dateTime'));
  }
  return found;
}

describe('OrderDetailSheet', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  it('says when a closed order was closed, beside when it was opened', async () => {
    view = await showSheet(
      testOrder({ Status: 3, CloseReason: 'manual', CreatedAt: OPENED, ClosedAt: CLOSED, Price: '1.16600' }),
    );
    expect(Object.fromEntries(timesByLabel())).toEqual({
      Opened: new Date(OPENED).toISOString(),
      Closed: new Date(CLOSED).toISOString(),
    });
  });

  it('has no close time for an open position', async () => {
    view = await showSheet(testOrder({ Status: 1, CreatedAt: OPENED }));
    expect([...timesByLabel().keys()]).toEqual(['Opened']);
  });

  it('says when a pending order was placed: it has not opened', async () => {
    view = await showSheet(testOrder({ Status: 0, CreatedAt: OPENED, OriginPrice: '1.16000' }));
    expect(Object.fromEntries(timesByLabel())).toEqual({ Placed: new Date(OPENED).toISOString() });
  });

  it('says when a filled pending order was placed and when it opened', async () => {
    const FILLED = Date.UTC(2026, 10, 27, 20, 45, 0);
    view = await showSheet(testOrder({ Status: 1, CreatedAt: OPENED, OpenedAt: FILLED }));
    expect(Object.fromEntries(timesByLabel())).toEqual({
      Placed: new Date(OPENED).toISOString(),
      Opened: new Date(FILLED).toISOString(),
    });
  });

  it('says a market order opened when it was placed, once', async () => {
    view = await showSheet(
      testOrder({ Status: 3, CloseReason: 'manual', CreatedAt: OPENED, OpenedAt: OPENED, ClosedAt: CLOSED }),
    );
    expect([...timesByLabel().keys()]).toEqual(['Opened', 'Closed']);
  });

  it('says when a pending order that was cancelled was placed, and when it was cancelled', async () => {
    view = await showSheet(testOrder({ Status: 3, CloseReason: 'cancelled', CreatedAt: OPENED, ClosedAt: CLOSED }));
    expect([...timesByLabel().keys()]).toEqual(['Placed', 'Cancelled']);
  });

  it('shows a cancelled pending order as one that never opened: its pending price, no P&L, margin, fee or close', async () => {
    const cancelled = testOrder({
      Status: 3,
      CloseReason: 'no_margin',
      OriginPrice: '1.16000',
      Price: '0',
      ClosedAt: CLOSED,
    });
    view = await showSheet(cancelled);
    expect(figureLabels()).toEqual([
      'Multiplier',
      'Lots',
      'Pending price',
      'Stop loss',
      'Take profit',
      'Placed',
      'Cancelled',
      'Result',
    ]);
  });

  it("lists an open position's figures without its stops, which the editor below shows", async () => {
    view = await showSheet(testOrder({ Status: 1, TargetLossPrice: '1.15000' }));
    expect(figureLabels()).not.toContain('Stop loss');
    expect(figureLabels()).not.toContain('Take profit');
    expect(figureLabels()).toContain('Margin');
    expect(document.querySelectorAll('dl ~ * input').length).toBeGreaterThanOrEqual(2);
  });

  it('puts a figure under its label when both do not fit on one line (German), never over it', async () => {
    await changeLanguage('de');
    view = await showSheet(
      testOrder({
        Status: 1,
        ForexTradeLists: { ShowCode: 'BTC/USD', Code: 'BTCUSD', PricePrecision: 2 },
        OriginPrice: '104601.49',
        Price: '104418.91',
      }),
    );
    let wrapped = 0;
    for (const row of document.querySelectorAll('dl > div')) {
      const labelBox = row.querySelector('dt');
      const label = labelBox?.getBoundingClientRect();
      const figure = row.querySelector('dd')?.getBoundingClientRect();
      if (!labelBox || !label || !figure) continue;
      // the label's text stays in its box (a word too long for it ran under the figure)
      expect(labelBox.scrollWidth, `${row.textContent}`).toBeLessThanOrEqual(labelBox.clientWidth + 1);
      expect(label.right <= figure.left + 0.5 || label.bottom <= figure.top + 0.5, `${row.textContent}`).toBe(true);
      expect(figure.right).toBeLessThanOrEqual(row.getBoundingClientRect().right + 0.5);
      if (label.bottom <= figure.top + 0.5) wrapped += 1;
    }
    // "Eröffnungskurs 104.601,49" does not fit half the sheet: its figure went under the label
    expect(wrapped).toBeGreaterThan(0);
  });
});

/** The sheet's figure labels, in order. */
function figureLabels(): string[] {
  return [...document.querySelectorAll('dl > div > dt')].map((label) => label.textContent ?? '');
}
