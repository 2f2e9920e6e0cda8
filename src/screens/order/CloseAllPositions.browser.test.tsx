import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUCCESS_CODE } from '../../../protocol/envelope.ts';
import type { ClosedAll, MyDeal } from '../../../protocol/schemas/trading.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../stores/session.ts';
import { useUi } from '../../stores/ui.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { CloseAllPositions } from './CloseAllPositions.tsx';
import { loadOrderSheetTexts } from './orderSheetTexts.ts';

// no socket: the count and the P&L come from the holding list's first page
vi.mock('../../realtime/ensureRealtime.ts', () => ({
  realtime: () => new Promise(() => undefined),
  ensureRealtime: () => undefined,
}));

const HOLDING = [testOrder({ Id: 11 }), testOrder({ Id: 12 })];

/** The server as the screen meets it: the holding list, and what close_all answers; the paths asked, in order. */
function serve(holding: MyDeal, closedAll: ClosedAll): string[] {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), location.origin).pathname;
    asked.push(path);
    const data = path.endsWith('/close_all') ? closedAll : holding;
    return new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

const listOf = (orders: typeof HOLDING): MyDeal => ({
  data: orders,
  total: orders.length,
  all_fact_profits: '12.5',
  balance: '10000',
});

async function show(): Promise<Rendered> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await render(
    <QueryClientProvider client={client}>
      <CloseAllPositions />
    </QueryClientProvider>,
  );
  await settle(100);
  return view;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name) ?? null;

async function click(name: string): Promise<void> {
  const target = button(name);
  if (!target) throw new Error(`no '${name}' button`);
  await act(async () => target.click());
  await settle(100);
}

const toasts = () => useUi.getState().toasts.map((toast) => [toast.text, toast.tone]);

describe('close all positions', () => {
  let view: Rendered | undefined;
  beforeAll(async () => {
    await loadOrderSheetTexts();
    useSession.setState({ token: 'session-token' });
  });
  afterAll(() => useSession.setState({ token: null }));
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    vi.restoreAllMocks();
    useUi.setState({ toasts: [] });
    await changeLanguage('en');
  });

  it('asks first with the count and the P&L, and Cancel closes nothing', async () => {
    const asked = serve(listOf(HOLDING), { Closed: [], MarketClosed: 0 });
    view = await show();
    await click('Close all');
    const dialog = document.querySelector('dialog[open]');
    expect(dialog?.textContent).toContain('Close all positions?');
    expect(dialog?.textContent).toContain('2 open positions close now at the market price. Total P&L now: +12.50 USD.');
    await click('Cancel');
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(asked.filter((path) => path.endsWith('/close_all'))).toEqual([]);
  });

  it('closes them all on Confirm and says how many, and how many stay open because their market is closed', async () => {
    const closed = HOLDING.map((order) => ({ ...order, Status: 3 }));
    const asked = serve(listOf(HOLDING), { Closed: closed.slice(0, 1), MarketClosed: 1 });
    view = await show();
    await click('Close all');
    const confirm = document.querySelector('dialog[open]')?.querySelectorAll('button')[1];
    if (!confirm) throw new Error('no confirm button');
    await act(async () => confirm.click());
    await settle(200);
    expect(asked.filter((path) => path.endsWith('/close_all'))).toEqual(['/v1/api/forex/close_all']);
    expect(toasts()).toEqual([
      ['1 position closed', 'success'],
      ['1 stays open: its market is closed', 'info'],
    ]);
  });

  it('speaks each language’s plural: Russian "2 открытые позиции"', async () => {
    await changeLanguage('ru');
    serve(listOf(HOLDING), { Closed: [], MarketClosed: 0 });
    view = await show();
    await click('Закрыть все');
    expect(document.querySelector('dialog[open]')?.textContent).toContain('2 открытые позиции закрываются');
  });

  it('is not offered without an open position', async () => {
    serve(listOf([]), { Closed: [], MarketClosed: 0 });
    view = await show();
    expect(button('Close all')).toBeNull();
  });
});
