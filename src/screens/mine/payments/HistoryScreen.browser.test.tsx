import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUCCESS_CODE } from '../../../../protocol/envelope.ts';
import type { ForexDetail, LedgerRow } from '../../../../protocol/schemas/payments.ts';
import { type Rendered, render, settle } from '../../../testing/render.tsx';
import HistoryScreen from './HistoryScreen.tsx';
import { loadPaymentsTexts } from './paymentsTexts.ts';

const TOTAL = 500;
const PAGE = 20;

/** Entry n (1 = newest): every seventh has a memo long enough to wrap onto more lines. */
function entry(n: number): LedgerRow {
  const memo =
    n % 7 === 0 ? `Deposit ${n} with a long memo that wraps over several lines on a phone screen` : `Trade fee ${n}`;
  return {
    id: n,
    Value: `-${n}.00`,
    MemoTran: memo,
    CreatedAtTran: '2026-11-23 10:00:00',
    CreatedAt: Date.UTC(2026, 10, 23, 15, 0, 0),
    Kind: 'trade_fee',
    BalanceAfter: '100.00',
  };
}

const detail: ForexDetail = {
  currency: 'USD',
  balance: '100.00',
  lock_balance: '0',
  equity: '100.00',
  margin: '0',
  free_margin: '100.00',
  total_deposit: '0',
  total_withdraw: '0',
  total_fee: '0',
  total_pnl: '0',
};

/** A ledger of 500 entries served 20 a page, and the account detail above it. */
function ledgerServer(): { pages: number[] } {
  const pages: number[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), location.origin);
    let data: unknown = detail;
    if (url.pathname.endsWith('/accountLog/forexChange')) {
      const page = Number(url.searchParams.get('page'));
      pages.push(page);
      const ids = Array.from({ length: PAGE }, (_, index) => (page - 1) * PAGE + index + 1).filter((id) => id <= TOTAL);
      data = { data: ids.map(entry), total: TOTAL, page };
    }
    return new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { pages };
}

const shownRows = (view: Rendered) => [...view.container.querySelectorAll<HTMLElement>('[data-testid="ledger"] > li')];
const titles = (view: Rendered) => shownRows(view).map((row) => row.querySelector('span')?.textContent ?? '');

function scroller(view: Rendered): HTMLElement {
  const list = view.container.querySelector('[data-testid="ledger"]');
  const scrolling = list?.parentElement;
  if (!scrolling) throw new Error('no scroll area');
  return scrolling;
}

async function scrollToEnd(view: Rendered) {
  const scrolling = scroller(view);
  scrolling.scrollTop = scrolling.scrollHeight;
  scrolling.dispatchEvent(new Event('scroll'));
  await settle(60);
}

describe('the ledger on /mine/history in Chromium', () => {
  beforeAll(() => loadPaymentsTexts());
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
  });

  it('loads all 500 entries page by page as the user scrolls, with only the rows in view on the page', async () => {
    const { pages } = ledgerServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = await render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HistoryScreen />
        </MemoryRouter>
      </QueryClientProvider>,
      { width: 390, height: 844 },
    );
    const shown = view;
    await vi.waitFor(() => expect(titles(shown)[0]).toBe('Trade fee 1'));

    for (let step = 0; step < 200 && !titles(shown).includes('Trade fee 499'); step += 1) await scrollToEnd(shown);
    expect(titles(shown)).toContain('Trade fee 499');
    expect(pages).toEqual(Array.from({ length: TOTAL / PAGE }, (_, index) => index + 1));
    expect(shownRows(shown).length).toBeLessThan(40);
    expect(shown.container.textContent).toContain('No more');

    // Rows of different heights never overlap and keep the 8 px gap, and the last one sits inside the list.
    const boxes = shownRows(shown).map((row) => row.getBoundingClientRect());
    for (let index = 1; index < boxes.length; index += 1) {
      const above = boxes[index - 1];
      const below = boxes[index];
      if (!above || !below) continue;
      expect(below.top - above.bottom).toBeCloseTo(8, 0);
    }
    expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBeGreaterThan(1);
    const listBox = shown.container.querySelector('[data-testid="ledger"]')?.getBoundingClientRect();
    expect(boxes.at(-1)?.bottom).toBeLessThanOrEqual((listBox?.bottom ?? 0) + 0.5);

    // Back at the top: the first entry sits right under the heading, below the account totals.
    scroller(shown).scrollTop = 0;
    scroller(shown).dispatchEvent(new Event('scroll'));
    await settle(60);
    expect(titles(shown)[0]).toBe('Trade fee 1');
    const heading = shown.container.querySelector('[data-testid="ledger"]')?.previousElementSibling;
    expect(heading?.tagName).toBe('H2');
    const first = shownRows(shown)[0]?.getBoundingClientRect();
    expect(first?.top).toBeGreaterThan(heading?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY);
    expect((first?.top ?? 0) - (heading?.getBoundingClientRect().bottom ?? 0)).toBeLessThan(40);
  });
});
