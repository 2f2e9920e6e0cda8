import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSymbol } from '../../../workers/realtime/testing/fakeSymbol.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import styles from './OrderForm.module.css';
import { OrderForm } from './OrderForm.tsx';

// no live account figures (and no socket): the form's own estimates only
vi.mock('../../realtime/ensureRealtime.ts', () => ({
  realtime: () => new Promise(() => undefined),
  ensureRealtime: () => undefined,
}));

const EURUSD = fakeSymbol(1, 'EURUSD', '1.16520');
/** the phone's form height at a small phone's size (global.css: a share of the screen, at least 260 px) */
const FORM_HEIGHT = '260px';

describe('order form of a fixed height (the phone trade screen)', () => {
  let view: Rendered | undefined;
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  });
  afterEach(() => {
    view?.unmount();
    view = undefined;
    vi.restoreAllMocks();
  });

  it('keeps its height when a pending order and both stops are chosen, and scrolls each stop turned on into sight above the Sell and Buy bar', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = await render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OrderForm symbol={EURUSD} symbols={[EURUSD]} />
        </MemoryRouter>
      </QueryClientProvider>,
      { width: 390, height: 700 },
    );
    view.container.style.setProperty('--trade-form-height', FORM_HEIGHT);
    await settle(50);
    const form = view.container.querySelector<HTMLElement>(`.${styles.form}`);
    const bar = view.container.querySelector<HTMLElement>(`.${styles.sideBar}`);
    if (!form || !bar) throw new Error('no form');
    const height = form.getBoundingClientRect().height;
    expect(height).toBe(260);
    await act(async () => view?.container.querySelector<HTMLElement>('[role="tab"]:nth-child(2)')?.click());
    for (const name of ['Stop loss', 'Take profit']) {
      const toggle = [...view.container.querySelectorAll<HTMLElement>('[role="switch"]')].find(
        (element) => element.getAttribute('aria-label') === name || element.textContent?.includes(name),
      );
      if (!toggle) throw new Error(`no ${name} switch`);
      await act(async () => toggle.click());
      await settle(100);
      const input = view.container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
      const box = input?.getBoundingClientRect();
      const formBox = form.getBoundingClientRect();
      const barTop = bar.getBoundingClientRect().top;
      expect(box && box.top >= formBox.top && box.bottom <= barTop, `${name}: ${box?.bottom} under ${barTop}`).toBe(
        true,
      );
    }
    // the content outgrew the form: it scrolls, the form (and the chart above it) keeps its size
    expect(form.scrollHeight).toBeGreaterThan(form.clientHeight);
    expect(form.getBoundingClientRect().height).toBe(height);
  });
});
