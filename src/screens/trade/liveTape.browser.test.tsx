import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QUOTE_STRIDE } from '../../../workers/realtime/api.ts';
import { fakeSymbol } from '../../../workers/realtime/testing/fakeSymbol.ts';
import { useMarket } from '../../market/marketStore.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { OrderForm } from './OrderForm.tsx';
import { TradeHeader } from './TradeHeader.tsx';

const symbol = fakeSymbol(1, 'EURUSD', '1.10000');
/** EURUSD at 100x with its margin at the price (mode 2): the form's estimates follow the market */
const tradable = { ...symbol, HasForexMultiple: [{ Value: 100 }], MarginMode: 2 };

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

  /** The order form for EURUSD at 100x with a commit counter, its start-up (queries, bridge) settled. */
  async function renderCountedForm(): Promise<{ commits(): number }> {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['basicInfo'], { trade_fee_type: 1 });
    let commits = 0;
    view = await render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Profiler id="order-form" onRender={() => (commits += 1)}>
            <OrderForm symbol={tradable} symbols={[tradable]} />
          </Profiler>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(async () => tick(1.1, 1.10002, 1.1, 1.1));
    let quiet = -1;
    while (quiet !== commits) {
      quiet = commits;
      await settle(300);
    }
    return { commits: () => commits };
  }

  it('the order form commits 0 times over a 20-tick tape while its prices and estimated margin follow every tick', async () => {
    const form = await renderCountedForm();
    const container = view?.container;
    if (!container) throw new Error('not rendered');
    const margin = () => container.querySelector('[data-testid="estimated-margin"]')?.textContent ?? '';
    const before = form.commits();
    const margins: string[] = [];
    let last = { bid: 0, ask: 0 };
    for (let index = 1; index <= 20; index += 1) {
      last = { bid: 1.1 + index * 0.00011, ask: 1.1 + index * 0.00011 + 0.00002 };
      await act(async () => tick(last.bid, last.ask, 1.1 + index * 0.0002, 1.09));
      await settle(50);
      margins.push(margin());
    }
    expect(form.commits() - before).toBe(0);
    // 0.01 lot of 100,000 at the ask, 100x: the margin moves by 0.011 USD a tick
    expect(new Set(margins).size).toBe(20);
    expect(margins.at(-1)).toBe(
      ((0.01 * 100_000 * last.ask) / 100).toLocaleString('en-US', {
        minimumFractionDigits: 6,
        maximumFractionDigits: 6,
      }),
    );
    const buttons = [...container.querySelectorAll('button')];
    const sell = buttons.find((button) => button.textContent?.startsWith('Sell'));
    const buy = buttons.find((button) => button.textContent?.startsWith('Buy'));
    expect(sell?.textContent).toContain(last.bid.toFixed(5));
    expect(buy?.textContent).toContain(last.ask.toFixed(5));
  });

  it('a tick that changes what the form says (a stop now on the wrong side) commits it and shows the error', async () => {
    const form = await renderCountedForm();
    const container = view?.container;
    if (!container) throw new Error('not rendered');
    const stopLoss = [...container.querySelectorAll('[role="switch"], input[type="checkbox"]')][0];
    if (!(stopLoss instanceof HTMLElement)) throw new Error('no stop-loss switch');
    await act(async () => stopLoss.click());
    await settle(100);
    const message = () => container.querySelector('[data-stop-message]')?.textContent ?? '';
    // a buy's stop loss is allowed at the bid or lower: the hint follows the bid without a commit
    expect(message()).toBe('Allowed: 1.09999 or lower');
    const before = form.commits();
    await act(async () => tick(1.1001, 1.10012, 1.1001, 1.1));
    await settle(50);
    expect(message()).toBe('Allowed: 1.10009 or lower');
    expect(form.commits() - before).toBe(0);
    // the bid falls under the prefilled stop: the stop is out of range, the form says so (a commit)
    await act(async () => tick(1.095, 1.09502, 1.1001, 1.095));
    await settle(50);
    expect(form.commits() - before).toBeGreaterThan(0);
    expect(message()).toBe('Must be 1.09499 or lower');
    expect(container.querySelector('input[aria-invalid="true"]')).not.toBeNull();
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

  it('switching a pending order back to market starts a stop the market puts on the wrong side again at its prefill', async () => {
    await renderCountedForm();
    const container = view?.container;
    if (!container) throw new Error('not rendered');
    const button = (text: string) =>
      [...container.querySelectorAll<HTMLButtonElement>('button')].find((element) => element.textContent === text);
    await act(async () => button('Pending')?.click());
    await settle(100);
    const price = [...container.querySelectorAll('label')]
      .find((label) => label.textContent?.startsWith('Price'))
      ?.querySelector('input');
    if (!price) throw new Error('no price field');
    // a buy stop far above the market, its stop loss prefilled under that price
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(price, '1.20000');
      price.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const stopLossSwitch = container.querySelector<HTMLElement>('[role="switch"]');
    await act(async () => stopLossSwitch?.click());
    await settle(100);
    const stopLoss = () => container.querySelector<HTMLInputElement>('input[aria-label="Stop loss"]')?.value ?? '';
    expect(Number(stopLoss())).toBeGreaterThan(1.19);
    await act(async () => button('Market')?.click());
    await settle(100);
    // judged against the bid of 1.10000 now: started again below it, nothing left blocking the order
    expect(Number(stopLoss())).toBeLessThan(1.1);
    expect(container.querySelector('input[aria-invalid="true"]')).toBeNull();
  });
});
