import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { QUOTE_STRIDE } from '../../../workers/realtime/api.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useMarket } from '../../market/marketStore.ts';
import { TRADE_LIST_KEY, useTradeList } from '../../market/queries.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testSymbol } from '../../testing/tradeSymbol.ts';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { OrderDetailSheet } from './OrderDetailSheet.tsx';
import { loadOrderSheetTexts } from './orderSheetTexts.ts';

// no realtime worker here: the quotes are the market store's, set by each test (the market list query would
// otherwise start the app's worker, which has no server to reach in a component test)
vi.mock('../../realtime/ensureRealtime.ts', () => ({
  realtime: () => new Promise(() => {}),
  ensureRealtime: () => undefined,
}));

const OPENED = Date.UTC(2026, 10, 27, 14, 5, 0);
const CLOSED = Date.UTC(2026, 10, 28, 9, 30, 0);

/** A 390 px phone's sheet: its content is 358 px wide (16 px padding each side). */
const SHEET_CONTENT = { width: 358, height: 640 };

async function showSheet(order: ReturnType<typeof testOrder>, symbols: readonly TradeSymbol[] = []): Promise<Rendered> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await render(
    <QueryClientProvider client={client}>
      <OrderDetailSheet order={order} symbols={symbols} onChanged={() => {}} onClosing={() => {}} onClose={() => {}} />
    </QueryClientProvider>,
    SHEET_CONTENT,
  );
  await settle();
  return view;
}

/**
 * The sheet as the Orders screen shows it, its symbols from the market list query (answered with `list`),
 * opened when that list was last fetched `fetchedAgo` ms ago; the market list requests the opening makes.
 */
async function showSheetFromMarketList(order: ReturnType<typeof testOrder>, list: TradeSymbol[], fetchedAgo: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const requests: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), location.origin);
    requests.push(url.pathname);
    return new Response(JSON.stringify({ code: 1, msg: 'ok', data: list }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  let openSheet: (shown: ReturnType<typeof testOrder>) => void = () => {};
  function FromMarketList() {
    const symbols = useTradeList().data;
    const [shown, setShown] = useState<ReturnType<typeof testOrder> | null>(null);
    openSheet = setShown;
    return (
      <OrderDetailSheet order={shown} symbols={symbols} onChanged={() => {}} onClosing={() => {}} onClose={() => {}} />
    );
  }
  const rendered = await render(
    <QueryClientProvider client={client}>
      <FromMarketList />
    </QueryClientProvider>,
    SHEET_CONTENT,
  );
  await settle();
  // the screen has been open a while: its list was last fetched `fetchedAgo` ms ago
  await act(async () => {
    client.setQueryData(TRADE_LIST_KEY, list, { updatedAt: Date.now() - fetchedAgo });
  });
  const before = requests.length;
  await act(async () => openSheet(order));
  await settle();
  return {
    view: rendered,
    tradeListRequests: () => requests.slice(before).filter((path) => path.endsWith('/trade_list')),
  };
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

/** EURUSD's quote moves to `bid` / `ask`, as the realtime worker hands it over. */
async function tick(bid: number, ask: number): Promise<void> {
  const values = new Float64Array(QUOTE_STRIDE);
  values.set([bid, ask, bid, bid, bid, Date.now(), 1]);
  await act(async () => useMarket.getState().applyLive(['EURUSD'], new Uint16Array([0]), values, QUOTE_STRIDE));
}

/** Types `text` into an input as a user would (React reads the value on the input event). */
async function type(input: HTMLInputElement, text: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('OrderDetailSheet', () => {
  let view: Rendered | undefined;
  beforeAll(() => loadOrderSheetTexts());
  afterEach(() => {
    view?.unmount();
    useMarket.setState({ quotes: {} });
    vi.restoreAllMocks();
  });
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

  it('opening a position fetches the market list again, even one a moment old (a stops level staff changed applies)', async () => {
    const eurusd = testSymbol('EURUSD', { close: '1.16520', change: '0' }, { Id: 1, stops_level: 0 });
    for (const fetchedAgo of [60_000, 1_000]) {
      const shown = await showSheetFromMarketList(testOrder({ Status: 1 }), [eurusd], fetchedAgo);
      view = shown.view;
      expect(shown.tradeListRequests()).toEqual(['/v1/api/forex/trade_list']);
      view.unmount();
      view = undefined;
      vi.restoreAllMocks();
    }
  });

  it('opening a closed order does not fetch the market list', async () => {
    const eurusd = testSymbol('EURUSD', { close: '1.16520', change: '0' }, { Id: 1 });
    const shown = await showSheetFromMarketList(testOrder({ Status: 3, CloseReason: 'manual' }), [eurusd], 60_000);
    view = shown.view;
    expect(shown.tradeListRequests()).toEqual([]);
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
    expect(figureLabels()).not.toContain('Trailing stop (points)');
    expect(figureLabels()).toContain('Margin');
    expect(document.querySelectorAll('dl ~ * input').length).toBeGreaterThanOrEqual(2);
  });

  it("judges a position's take-profit again as the price moves: inside the stops level it says so and Save waits", async () => {
    // a buy on EURUSD with a 40-point stops level: its take-profit at least 40 points over the bid
    const eurusd = testSymbol('EURUSD', { close: '1.16520', change: '0' }, { Id: 1, stops_level: 40 });
    await tick(1.1652, 1.1653);
    view = await showSheet(testOrder({ Status: 1 }), [eurusd]);
    const takeProfit = [...document.querySelectorAll('label')]
      .filter((label) => label.textContent === 'Take profit')
      .map((label) => document.getElementById(label.htmlFor))[0];
    const save = [...document.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Save'));
    if (!(takeProfit instanceof HTMLInputElement) || !save) throw new Error('no take-profit box or Save button');
    const problem = () => document.getElementById(takeProfit.getAttribute('aria-describedby') ?? '')?.textContent;
    await type(takeProfit, '1.166');
    expect([problem(), save.disabled]).toEqual([undefined, false]);
    // the bid rises to 40 points under it: still allowed (the bound itself)
    await tick(1.1656, 1.1657);
    expect([problem(), save.disabled]).toEqual([undefined, false]);
    await tick(1.1658, 1.1659);
    expect([problem(), save.disabled]).toEqual(['Must be 1.16620 or higher', true]);
    await tick(1.1667, 1.1668);
    expect([problem(), save.disabled]).toEqual(['Must be above the current price', true]);
    // back down, the same take-profit is fine again
    await tick(1.1651, 1.1652);
    expect([problem(), save.disabled]).toEqual([undefined, false]);
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
