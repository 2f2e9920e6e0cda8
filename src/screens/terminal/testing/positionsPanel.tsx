import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRef } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { SUCCESS_CODE } from '../../../../protocol/envelope.ts';
import type { LanguageCode } from '../../../../protocol/locales.ts';
import type { TradeSymbol } from '../../../../protocol/schemas/market.ts';
import type { AccountRisk, MyDeal, Order } from '../../../../protocol/schemas/trading.ts';
import { changeLanguage } from '../../../i18n/i18n.ts';
import { type Rendered, render, settle } from '../../../testing/render.tsx';
import { PositionsPanel } from '../PositionsPanel.tsx';
import { loadTerminalTexts } from '../terminalTexts.ts';

/** What the trading API answers the panel: its positions, pending orders, and the history, account and symbols if given. */
export interface TradingReplies {
  holding: Order[];
  pending: Order[];
  history?: Order[];
  risk?: AccountRisk;
  symbols?: TradeSymbol[];
}

/** The trading API as a fetch stub, in the server's envelope (null for any other call). */
export function serveTrading(replies: TradingReplies): void {
  const reply = (data: unknown) =>
    new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), location.origin);
    if (url.pathname.endsWith('/forex/risk') && replies.risk) return reply(replies.risk);
    if (url.pathname.endsWith('/trade_list') && replies.symbols) return reply(replies.symbols);
    if (url.pathname.endsWith('/forex/my_deal')) {
      const status = url.searchParams.get('status');
      const rows = status === '1' ? replies.holding : status === '0' ? replies.pending : (replies.history ?? []);
      const deal: MyDeal = {
        data: rows,
        total: rows.length,
        all_fact_profits: replies.risk?.all_fact_profits ?? '0',
        balance: replies.risk?.balance ?? '10000',
      };
      return reply(deal);
    }
    return reply(null);
  });
}

function Terminal() {
  const terminal = useRef<HTMLDivElement>(null);
  return (
    <div ref={terminal} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <PositionsPanel terminalRef={terminal} />
    </div>
  );
}

/** The desktop terminal's positions panel, `width` px wide, with its own query client (no retries). */
export function renderPositionsPanel(width: number): Promise<Rendered> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Terminal />
      </MemoryRouter>
    </QueryClientProvider>,
    { width, height: 600 },
  );
}

/** The panel `width` px wide in `lang`, on its positions tab (it remembers the last one). */
export async function renderPositionsPanelIn(lang: LanguageCode, width: number): Promise<Rendered> {
  await changeLanguage(lang);
  await loadTerminalTexts();
  sessionStorage.removeItem('pipwave.orderTab');
  return renderPositionsPanel(width);
}

/** The order's row once the panel has it, measured. */
export async function rowOf(container: HTMLElement, id: number): Promise<HTMLElement> {
  const selector = `[data-order-id="${id}"]`;
  for (let tries = 0; tries < 50 && !container.querySelector(selector); tries += 1) await settle(20);
  await settle();
  const row = container.querySelector<HTMLElement>(selector);
  if (!row) throw new Error(`no row ${id}`);
  return row;
}
