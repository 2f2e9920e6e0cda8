import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QUOTE_STRIDE } from '../../../workers/realtime/api.ts';
import { fakeSymbol } from '../../../workers/realtime/testing/fakeSymbol.ts';
import { useMarket } from '../../market/marketStore.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { FORM_QUOTE_MS } from '../../trading/useOrderForm.ts';
import { OrderForm } from './OrderForm.tsx';
import { TradeHeader } from './TradeHeader.tsx';

const symbol = fakeSymbol(1, 'EURUSD', '1.10000');

/** One live tick of EURUSD as the realtime bridge applies it: bid, ask, day open, high, low, time. */
function tick(bid: number, ask: number, high: number, low: number): void {
  const values = new Float64Array(QUOTE_STRIDE);
  values.set([bid, ask, 1.1, high, low, Date.now(), 1]);
  useMarket.getState().applyLive(['EURUSD'], new Uint16Array([0]), values, QUOTE_STRIDE);
}

/** A 20 ticks/s tape for one second, each tick in its own frame-sized slot. */
async function playTape(): Promise<{ bid: number; ask: number }> {
  let last = { bid: 0, ask: 0 };
  for (let index = 1; index <= 20; index += 1) {
    last = { bid: 1.1 + index * 0.00011, ask: 1.1 + index * 0.00011 + 0.00002 };
    await act(async () => tick(last.bid, last.ask, 1.1 + index * 0.0002, 1.09 - index * 0.0001));
    await settle(50);
  }
  return last;
}

describe('/trade under a live tape in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    useMarket.setState({ quotes: {} });
  });

  it('the order form re-reads the market at most every FORM_QUOTE_MS, not per tick, while its buy and sell prices follow every tick', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['basicInfo'], { trade_fee_type: 1 });
    let commits = 0;
    view = await render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Profiler id="order-form" onRender={() => (commits += 1)}>
            <OrderForm symbol={symbol} symbols={[symbol]} />
          </Profiler>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(async () => tick(1.1, 1.10002, 1.1, 1.1));
    // the form's own start-up (queries, the realtime bridge loading) settles before the tape plays
    let quiet = -1;
    while (quiet !== commits) {
      quiet = commits;
      await settle(300);
    }
    const before = commits;
    const started = performance.now();
    const last = await playTape();
    const elapsed = performance.now() - started;
    // 20 ticks: a form that re-rendered per tick would commit 20 times; it takes the market at its own pace
    expect(commits - before).toBeLessThanOrEqual(Math.ceil(elapsed / FORM_QUOTE_MS) + 1);
    expect(commits - before).toBeLessThan(20);
    const buttons = [...view.container.querySelectorAll('button')];
    const sell = buttons.find((button) => button.textContent?.startsWith('Sell'));
    const buy = buttons.find((button) => button.textContent?.startsWith('Buy'));
    expect(sell?.textContent).toContain(last.bid.toFixed(5));
    expect(buy?.textContent).toContain(last.ask.toFixed(5));
  });

  it("the header shows the live price and the day's high, low and open from the quote store, not the snapshot", async () => {
    view = await render(<TradeHeader code="EURUSD" symbol={symbol} onOpenSymbols={() => {}} />);
    const text = (selector: string) => view?.container.querySelector(selector)?.textContent;
    expect(text('[data-day-high]')).toBe('1.10000');
    await playTape();
    expect(text('[data-last-price]')).toBe((1.1 + 20 * 0.00011).toFixed(5));
    expect(text('[data-day-high]')).toBe((1.1 + 20 * 0.0002).toFixed(5));
    expect(text('[data-day-low]')).toBe((1.09 - 20 * 0.0001).toFixed(5));
    expect(text('[data-day-open]')).toBe('1.10000');
  });
});
