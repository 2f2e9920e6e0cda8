import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { QUOTE_STRIDE } from '../../../workers/realtime/api.ts';
import { useMarket } from '../../market/marketStore.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testSymbol } from '../../testing/tradeSymbol.ts';
import { MarketList, ROW_HEIGHT } from './MarketList.tsx';

function symbol(index: number, close: string, change: string): TradeSymbol {
  const code = `SYM${String(index).padStart(3, '0')}`;
  return testSymbol(code, { close, change }, { Id: index, Name: `Symbol ${index}` });
}

/** A live quote of SYM<index> as the realtime worker hands it over: `close` at a `change` % from the day's open. */
function liveQuote(index: number, close: string, change: string): void {
  const bid = Number(close);
  const values = new Float64Array(QUOTE_STRIDE);
  values.set([bid, bid + 0.0002, bid / (1 + Number(change) / 100), bid, bid, Date.now(), 1]);
  useMarket.getState().applyLive([symbol(index, close, change).Code], new Uint16Array([0]), values, QUOTE_STRIDE);
}

const many = Array.from({ length: 300 }, (_, index) => symbol(index, '1.08450', index % 2 ? '0.42' : '-0.13'));

describe('MarketList in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    useMarket.setState({ quotes: {} });
  });

  it('shows 10 skeleton rows while loading', async () => {
    view = await render(<MarketList symbols={undefined} onOpen={() => {}} />);
    expect(view.container.querySelectorAll('[data-skeleton]')).toHaveLength(10);
  });

  it('renders only the rows in view out of 300 and follows the scroll', async () => {
    view = await render(<MarketList symbols={many} onOpen={() => {}} />);
    const { container } = view;
    await settle();
    const rows = () => [...container.querySelectorAll('[data-code]')].map((row) => row.getAttribute('data-code'));
    const first = rows();
    expect(first[0]).toBe('SYM000');
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(30);
    const scroller = container.querySelector('ul')?.parentElement;
    if (!scroller) throw new Error('no scroller');
    scroller.scrollTop = ROW_HEIGHT * 200;
    scroller.dispatchEvent(new Event('scroll'));
    await settle();
    expect(rows()).toContain('SYM200');
    expect(rows()).not.toContain('SYM000');
  });

  it('colours the change by sign and formats the price at the symbol precision', async () => {
    view = await render(<MarketList symbols={many.slice(0, 2)} onOpen={() => {}} />);
    await settle();
    const down = view.container.querySelector('[data-code="SYM000"]');
    const up = view.container.querySelector('[data-code="SYM001"]');
    expect(down?.textContent).toContain('1.08450');
    expect(down?.textContent).toContain('-0.13%');
    expect(up?.textContent).toContain('+0.42%');
    const colour = (row: Element | null | undefined) =>
      getComputedStyle(row?.lastElementChild ?? document.body).backgroundColor;
    expect(colour(down)).not.toBe(colour(up));
  });

  it('re-renders a row when its quote changes in the store and reports taps with the code', async () => {
    const onOpen = vi.fn();
    view = await render(<MarketList symbols={many.slice(0, 3)} onOpen={onOpen} />);
    await settle();
    liveQuote(1, '1.09999', '1.50');
    await settle();
    const row = view.container.querySelector<HTMLButtonElement>('[data-code="SYM001"]');
    expect(row?.textContent).toContain('1.09999');
    expect(row?.textContent).toContain('+1.50%');
    row?.click();
    expect(onOpen).toHaveBeenCalledWith('SYM001');
  });

  it('keeps a row readied below the view as it was until it scrolls into sight, then shows the latest quote', async () => {
    view = await render(<MarketList symbols={many} onOpen={() => {}} />);
    const { container } = view;
    await settle(100);
    const scroller = container.querySelector('ul')?.parentElement;
    if (!scroller) throw new Error('no scroller');
    const bottom = scroller.getBoundingClientRect().bottom;
    // the list keeps a few rows ready past the bottom edge: the last of them is out of sight
    const readied = [...container.querySelectorAll<HTMLElement>('button[data-code]')].at(-1);
    if (!readied || readied.getBoundingClientRect().top < bottom) throw new Error('no row readied below the view');
    const index = Number(readied.dataset.code?.slice(3));
    liveQuote(index, '1.11111', '2.50');
    await settle(100);
    expect(readied.textContent).toContain('1.08450');
    scroller.scrollTop += readied.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.dispatchEvent(new Event('scroll'));
    await expect.poll(() => readied.textContent, { timeout: 2000 }).toContain('1.11111');
    expect(readied.textContent).toContain('+2.50%');
  });

  it('recolours the change cell when a live quote turns the change from up to down, and back', async () => {
    view = await render(<MarketList symbols={many.slice(0, 3)} onOpen={() => {}} />);
    await settle();
    const cell = () => view?.container.querySelector('[data-code="SYM001"]')?.lastElementChild ?? document.body;
    const upColour = getComputedStyle(cell()).backgroundColor;
    liveQuote(1, '1.07000', '-0.80');
    await settle();
    expect(cell().textContent).toBe('-0.80%');
    const downColour = getComputedStyle(cell()).backgroundColor;
    expect(downColour).not.toBe(upColour);
    liveQuote(1, '1.09000', '0.90');
    await settle();
    expect(cell().textContent).toBe('+0.90%');
    expect(getComputedStyle(cell()).backgroundColor).toBe(upColour);
  });
});

describe('MarketList mini charts', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('draws every visible row on one shared canvas, loaded after the list', async () => {
    const series = many.map((item, index) => ({
      Code: item.Code,
      Closes: Array.from({ length: 48 }, (_, point) => 1 + Math.sin(point / 5 + index) * 0.01),
    }));
    view = await render(<MarketList symbols={many} onOpen={() => {}} sparklines={series} />);
    const { container } = view;
    await expect.poll(() => container.querySelectorAll('canvas[data-sparklines]').length, { timeout: 5000 }).toBe(1);
    await settle(100);
    expect(container.querySelectorAll('canvas')).toHaveLength(1);
    const slots = container.querySelectorAll('[data-spark]');
    expect(slots.length).toBeGreaterThan(5);
    expect(slots.length).toBeLessThan(30);
  });
});
