import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '../../../protocol/locales.ts';
import { QUOTE_STRIDE } from '../../../workers/realtime/api.ts';
import { fakeSymbol } from '../../../workers/realtime/testing/fakeSymbol.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useMarket } from '../../market/marketStore.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import styles from './OrderForm.module.css';
import { OrderForm } from './OrderForm.tsx';

/** BTCUSD at 2x, its margin at the price: a four-digit margin with six decimals, as the walk saw it. */
const BTCUSD = {
  ...fakeSymbol(1, 'BTCUSD', '104023.82'),
  PricePrecision: 2,
  ForexContNum: '3',
  HasForexMultiple: [{ Value: 2 }],
  MarginMode: 2,
};

function tick(bid: number, ask: number): void {
  const values = new Float64Array(QUOTE_STRIDE);
  values.set([bid, ask, bid, bid, bid, Date.now(), 1]);
  useMarket.getState().applyLive(['BTCUSD'], new Uint16Array([0]), values, QUOTE_STRIDE);
}

/** The box of the last line an element's text takes. */
function lastLine(node: Node): DOMRect | undefined {
  const range = document.createRange();
  range.selectNodeContents(node);
  return [...range.getClientRects()].at(-1);
}

/**
 * What is wrong with the margin, fee and available figures: one not on the others' line, a "USD" on a line
 * of its own (not on its label's last line), a figure cut by its cell.
 */
function figureFaults(container: HTMLElement): string[] {
  const figures = container.querySelector(`.${styles.figures}`);
  if (!figures) throw new Error('no figures');
  const faults: string[] = [];
  const values = [...figures.querySelectorAll('dd')];
  const tops = new Set(values.map((value) => Math.round(value.getBoundingClientRect().top)));
  if (tops.size !== 1) faults.push(`figures on ${tops.size} lines: ${values.map((value) => value.textContent)}`);
  for (const label of figures.querySelectorAll('dt')) {
    const unit = label.querySelector(`.${styles.unit}`);
    const words = label.firstChild;
    if (!unit || !words) throw new Error('no unit');
    // the unit (a smaller font) sits on the label's last line: its middle is inside that line's box
    const line = lastLine(words);
    const box = unit.getBoundingClientRect();
    const middle = (box.top + box.bottom) / 2;
    if (!line || middle < line.top || middle > line.bottom)
      faults.push(`'${label.textContent}': USD on a line of its own`);
  }
  for (const value of values)
    if (value.scrollWidth > value.clientWidth) faults.push(`'${value.textContent}' cut (${value.scrollWidth} px)`);
  if (figures.scrollWidth > figures.clientWidth) faults.push(`figures wider than the form (${figures.scrollWidth} px)`);
  return faults;
}

// no live account figures (and no socket): the form's own estimates only
vi.mock('../../realtime/ensureRealtime.ts', () => ({
  realtime: () => new Promise(() => undefined),
  ensureRealtime: () => undefined,
}));

describe('order form figures', () => {
  let view: Rendered | undefined;
  // no server: the form's account calls fail at once (the available figure shows --)
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  });
  afterEach(() => {
    view?.unmount();
    view = undefined;
    useMarket.setState({ quotes: {} });
    vi.restoreAllMocks();
  });
  afterAll(() => changeLanguage('en'));

  // 320 and 300 px: the terminal's form column in a wide and in a narrower window; 390 px: a phone
  for (const width of [300, 320, 390]) {
    it(`keeps margin, fee and available on one line, each USD with its label, in a ${width} px form in every language`, async () => {
      const faults: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        await changeLanguage(lang);
        const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        client.setQueryData(['basicInfo'], { trade_fee_type: 2 });
        view = await render(
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <OrderForm symbol={BTCUSD} symbols={[BTCUSD]} />
            </MemoryRouter>
          </QueryClientProvider>,
          { width, height: 700 },
        );
        await act(async () => tick(104023.82, 104052.15));
        await settle(100);
        const margin = view.container.querySelector('[data-testid="estimated-margin"]')?.textContent ?? '';
        expect(margin).toMatch(/^\d[^\d]\d{3}[.,]\d{6}$/u);
        faults.push(...figureFaults(view.container).map((fault) => `${lang}: ${fault}`));
        view.unmount();
        view = undefined;
        useMarket.setState({ quotes: {} });
      }
      expect(faults).toEqual([]);
    });
  }
});
