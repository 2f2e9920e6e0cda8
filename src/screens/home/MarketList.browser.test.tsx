import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { QUOTE_STRIDE } from '../../../workers/realtime/api.ts';
import { useMarket } from '../../market/marketStore.ts';
import { MARKET_BOARD_KEY, useMarketBoard } from '../../stores/marketBoard.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testSymbol } from '../../testing/tradeSymbol.ts';
import { ListHeader } from './ListHeader.tsx';
import { MarketList, ROW_HEIGHT } from './MarketList.tsx';

function symbol(index: number, close: string, change: string): TradeSymbol {
  const code = `SYM${String(index).padStart(3, '0')}`;
  return testSymbol(code, { close, change }, { Id: index, Name: `Symbol ${index}` });
}

/**
 * A live quote of SYM<index> as the realtime worker hands it over: `close` (the bid) at a `change` % from the
 * day's open, and `ask` (2 points above by default).
 */
function liveQuote(index: number, close: string, change: string, ask = Number(close) + 0.0002): void {
  const bid = Number(close);
  const values = new Float64Array(QUOTE_STRIDE);
  values.set([bid, ask, bid / (1 + Number(change) / 100), bid, bid, Date.now(), 1]);
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

describe('MarketList bid/ask board', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    useMarket.setState({ quotes: {} });
    useMarketBoard.getState().chooseBoard('last');
  });

  const board = (symbols: readonly TradeSymbol[]) =>
    render(
      <>
        <ListHeader />
        <MarketList symbols={symbols} onOpen={() => {}} />
      </>,
    );
  /** a tap on the header's board button, and what it re-renders */
  const tap = (button: HTMLButtonElement | null) => act(async () => button?.click());
  const cell = (code: string, name: string) =>
    view?.container.querySelector(`[data-code="${code}"] [data-cell="${name}"]`)?.textContent;

  it('switches the rows to bid, ask and spread in points with the header button, and back', async () => {
    // SYM000's snapshot: bid 1.08450, ask 1.08462
    const quoted = many
      .slice(0, 3)
      .map((item, index) =>
        index === 0 ? { ...item, ForexQuotations: { ...item.ForexQuotations, Ask: '1.08462' } } : item,
      );
    view = await board(quoted);
    await settle();
    const button = view.container.querySelector<HTMLButtonElement>('button[aria-pressed]');
    if (!button) throw new Error('no board button');
    expect(button.textContent).toBe('Bid/Ask');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(view.container.textContent).toContain('Last price');
    expect(cell('SYM000', 'bid')).toBeUndefined();

    await tap(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(view.container.textContent).toContain('Bid');
    expect(view.container.textContent).toContain('Ask');
    expect(view.container.textContent).not.toContain('Last price');
    expect(cell('SYM000', 'bid')).toBe('1.08450');
    expect(cell('SYM000', 'ask')).toBe('1.08462');
    expect(cell('SYM000', 'spread')).toBe('12');
    expect(view.container.querySelector('[data-code="SYM000"]')?.textContent).toContain('Spread 12');
    expect(view.container.querySelector('[data-code="SYM000"]')?.textContent).not.toContain('%');

    await tap(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(cell('SYM000', 'bid')).toBeUndefined();
    expect(view.container.querySelector('[data-code="SYM000"]')?.textContent).toContain('-0.13%');
  });

  it('follows live quotes in the board and keeps the rows their height', async () => {
    view = await board(many.slice(0, 3));
    await settle();
    await tap(view.container.querySelector<HTMLButtonElement>('button[aria-pressed]'));
    const row = view.container.querySelector<HTMLElement>('[data-code="SYM001"]');
    const height = row?.getBoundingClientRect().height;
    liveQuote(1, '1.09999', '1.50', 1.10034);
    await settle();
    expect(cell('SYM001', 'bid')).toBe('1.09999');
    expect(cell('SYM001', 'ask')).toBe('1.10034');
    expect(cell('SYM001', 'spread')).toBe('35');
    liveQuote(1, '1.10001', '1.52', 1.10008);
    await settle();
    expect(cell('SYM001', 'bid')).toBe('1.10001');
    expect(cell('SYM001', 'ask')).toBe('1.10008');
    expect(cell('SYM001', 'spread')).toBe('7');
    expect(row?.getBoundingClientRect().height).toBe(height);
    expect(height).toBe(ROW_HEIGHT);
  });

  it('remembers the choice on the device: a new visit opens on the bid/ask board', async () => {
    view = await board(many.slice(0, 3));
    await settle();
    await tap(view.container.querySelector<HTMLButtonElement>('button[aria-pressed]'));
    const saved = localStorage.getItem(MARKET_BOARD_KEY);
    expect(saved).toContain('bidAsk');
    view.unmount();

    // the next visit: a store that starts on the default board reads the device's choice
    await act(async () => {
      useMarketBoard.setState({ board: 'last' });
      localStorage.setItem(MARKET_BOARD_KEY, saved ?? '');
      await useMarketBoard.persist.rehydrate();
    });
    view = await board(many.slice(0, 3));
    await settle();
    expect(view.container.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed')).toBe('true');
    expect(cell('SYM002', 'bid')).toBe('1.08450');
  });

  it('keeps a board row readied below the view as it was until it scrolls into sight', async () => {
    useMarketBoard.getState().chooseBoard('bidAsk');
    view = await board(many);
    const { container } = view;
    await settle(100);
    const scroller = container.querySelector('ul')?.parentElement;
    if (!scroller) throw new Error('no scroller');
    const readied = [...container.querySelectorAll<HTMLElement>('button[data-code]')].at(-1);
    if (!readied || readied.getBoundingClientRect().top < scroller.getBoundingClientRect().bottom) {
      throw new Error('no row readied below the view');
    }
    const code = readied.dataset.code ?? '';
    liveQuote(Number(code.slice(3)), '1.11111', '2.50', 1.11151);
    await settle(100);
    expect(cell(code, 'ask')).toBe('1.08450');
    scroller.scrollTop += readied.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.dispatchEvent(new Event('scroll'));
    await expect.poll(() => cell(code, 'ask'), { timeout: 2000 }).toBe('1.11151');
    expect(cell(code, 'spread')).toBe('40');
  });
});
