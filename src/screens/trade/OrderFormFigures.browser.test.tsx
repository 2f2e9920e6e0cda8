import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '../../../protocol/locales.ts';
import { QUOTE_STRIDE } from '../../../workers/realtime/api.ts';
import { fakeSymbol } from '../../../workers/realtime/testing/fakeSymbol.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useMarket } from '../../market/marketStore.ts';
import { useSession } from '../../stores/session.ts';
import { type Rendered, settle } from '../../testing/render.tsx';
import styles from './OrderForm.module.css';
import { renderOrderForm } from './testing/renderOrderForm.tsx';

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

/** EURUSD: the phone trade screen's form at a small phone's height (global.css: a share of the screen, at least 260 px) */
const EURUSD = fakeSymbol(1, 'EURUSD', '1.16520');
const FORM_HEIGHT = '260px';

describe('the order form: its figures, and its height on a phone', () => {
  let view: Rendered | undefined;
  // no server: the form's account calls fail at once (the available figure shows --)
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    useMarket.setState({ quotes: {} });
    useSession.setState({ token: null });
    vi.restoreAllMocks();
    await changeLanguage('en');
  });

  // 320 and 300 px: the terminal's form column in a wide and in a narrower window; 390 px: a phone
  for (const width of [300, 320, 390]) {
    it(`keeps margin, fee and available on one line, each USD with its label, in a ${width} px form in every language`, async () => {
      const faults: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        await changeLanguage(lang);
        view = await renderOrderForm(BTCUSD, width);
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

  it('keeps lots typed as "1e5" or "-1" in the box and says it is not a number, instead of reading 15 or 1 lots', async () => {
    await changeLanguage('en');
    view = await renderOrderForm(EURUSD, 390);
    await settle(50);
    const label = [...view.container.querySelectorAll('label')].find((item) => item.textContent === 'Lots');
    const lots = label && view.container.querySelector<HTMLInputElement>(`[id="${label.htmlFor}"]`);
    if (!lots) throw new Error('no lots box');
    for (const typed of ['1e5', '-1']) {
      await act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(lots, typed);
        lots.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await settle(50);
      expect(lots.value).toBe(typed);
      expect(lots.getAttribute('aria-invalid')).toBe('true');
      expect(view.container.textContent).toContain('Not a number: type digits and one decimal mark, e.g. 1.5');
    }
  });

  it('reads a French price pasted with its group space ("1 000,50", as the app shows it) as one number', async () => {
    await changeLanguage('fr');
    view = await renderOrderForm(EURUSD, 390);
    await settle(50);
    await act(async () => view?.container.querySelector<HTMLElement>('[role="tab"]:nth-child(2)')?.click());
    const price = [...view.container.querySelectorAll('label')]
      .find((label) => label.textContent?.startsWith('Prix'))
      ?.querySelector('input');
    if (!price) throw new Error('no price box');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(price, '1\u202f000,50');
      price.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(50);
    expect(price.value).toBe('1000,50');
    expect(price.getAttribute('aria-invalid')).toBeNull();
    expect(view.container.textContent).not.toContain('Nombre illisible');
  });

  it('keeps its height when a pending order and both stops are chosen, its figures and buttons in sight, and scrolls each stop turned on into sight above them', async () => {
    view = await renderOrderForm(EURUSD, 390);
    view.container.style.setProperty('--trade-form-height', FORM_HEIGHT);
    await settle(50);
    const form = view.container.querySelector<HTMLElement>(`.${styles.form}`);
    const bar = view.container.querySelector<HTMLElement>(`.${styles.footer}`);
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
      // what the order costs stays whole in sight, not cut by the form's edge or passed under the buttons
      const margin = view.container.querySelector('[data-testid="estimated-margin"]')?.getBoundingClientRect();
      expect(margin && margin.top >= barTop && margin.bottom <= formBox.bottom, `margin at ${margin?.top}`).toBe(true);
    }
    // the content outgrew the form: it scrolls, the form (and the chart above it) keeps its size
    expect(form.scrollHeight).toBeGreaterThan(form.clientHeight);
    expect(form.getBoundingClientRect().height).toBe(height);
  });

  it('does not scroll the form when the market, not the user, makes a stop refused', async () => {
    useSession.setState({ token: 'a-session' });
    view = await renderOrderForm({ ...EURUSD, HasForexMultiple: [{ Value: 100 }] }, 390);
    view.container.style.setProperty('--trade-form-height', FORM_HEIGHT);
    await settle(50);
    const form = view.container.querySelector<HTMLElement>(`.${styles.form}`);
    const toggle = view.container.querySelector<HTMLElement>('[role="switch"]');
    if (!form || !toggle) throw new Error('no form');
    await act(async () => toggle.click());
    await settle(100);
    const input = view.container.querySelector<HTMLInputElement>('input[aria-label="Stop loss"]');
    if (!input) throw new Error('no stop-loss box');
    // a buy's stop-loss under the market: allowed
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '1.16000');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(1_200);
    expect(view.container.querySelector('[data-stop-message]')?.textContent).toMatch(/^Allowed/);
    // the user looks at the top of the form; the bid falls under the stop: refused, the form stays put
    form.scrollTop = 0;
    const values = new Float64Array(QUOTE_STRIDE);
    values.set([1.159, 1.1591, 1.159, 1.159, 1.159, Date.now(), 1]);
    await act(async () => useMarket.getState().applyLive(['EURUSD'], new Uint16Array([0]), values, QUOTE_STRIDE));
    await settle(150);
    expect(view.container.querySelector('[data-stop-message]')?.textContent).toMatch(/^Must be/);
    expect(form.scrollTop).toBe(0);
  });

  it("scrolls a stop's refusal into sight above the Sell and Buy buttons, however many reasons they give", async () => {
    // logged in: the buttons say under them why each is off, which makes the footer taller
    useSession.setState({ token: 'a-session' });
    view = await renderOrderForm({ ...EURUSD, HasForexMultiple: [{ Value: 100 }] }, 390);
    view.container.style.setProperty('--trade-form-height', FORM_HEIGHT);
    await settle(50);
    const form = view.container.querySelector<HTMLElement>(`.${styles.form}`);
    const bar = view.container.querySelector<HTMLElement>(`.${styles.footer}`);
    const toggle = view.container.querySelector<HTMLElement>('[role="switch"]');
    if (!form || !bar || !toggle) throw new Error('no form');
    await act(async () => toggle.click());
    await settle(100);
    const input = view.container.querySelector<HTMLInputElement>('input[aria-label="Stop loss"]');
    if (!input) throw new Error('no stop-loss box');
    // a buy's stop-loss above the market: refused as typed, and both buttons say why they are off
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '1.30000');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(150);
    const refusal = view.container.querySelector<HTMLElement>('[data-stop-message]');
    expect(refusal?.textContent).toMatch(/or lower/);
    const shown = refusal?.getBoundingClientRect();
    const barTop = bar.getBoundingClientRect().top;
    expect(bar.querySelector('[data-testid="side-reasons"]')?.textContent).toContain('Fix the stop loss');
    expect(
      shown && shown.top >= form.getBoundingClientRect().top && shown.bottom <= barTop,
      `${shown?.bottom} under ${barTop}`,
    ).toBe(true);
  });
});
