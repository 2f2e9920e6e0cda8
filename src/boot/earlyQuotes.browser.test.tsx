import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { INTL_LOCALE, LANGUAGE_CODES } from '../../protocol/locales.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import { formatDecimal } from '../format/number.ts';
import { adoptEarlyTradeList, TRADE_LIST_KEY, useTradeList } from '../market/queries.ts';
import { type Rendered, render, settle } from '../testing/render.tsx';
import { testSymbol } from '../testing/tradeSymbol.ts';
import { startEarlyTradeList, takeEarlyTradeList } from './earlyTradeList.ts';
import { paintShellQuote, paintShellRows } from './shellPrices.ts';

const LIST = [
  testSymbol('EURUSD', { close: '1.0845', change: '0.42' }),
  testSymbol('USDJPY', { close: '1523.4', change: '-0.13' }, { PricePrecision: 3 }),
  testSymbol('XAUUSD', { close: '2411.5', change: '0' }, { MarketStatus: 0 }),
];

/** index.html's shell (its styles and the home frame), as the page has it before any script ran. */
function shell(): HTMLElement {
  const markup = /<div class="boot" id="boot"[\s\S]*?<!--boot:script-->/.exec(indexHtml)?.[0];
  const styles = /<style>([\s\S]*?)<\/style>/.exec(indexHtml)?.[1];
  if (!markup || !styles) throw new Error('no shell in index.html');
  const host = document.createElement('div');
  host.innerHTML = markup;
  const style = document.createElement('style');
  style.textContent = styles;
  host.prepend(style);
  const boot = host.querySelector<HTMLElement>('#boot');
  if (!boot) throw new Error('no #boot');
  boot.querySelector('[data-boot-closed]')?.append('Closed');
  document.body.append(host);
  return boot;
}

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ code: 1, msg: 'Success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

function ListProbe() {
  const list = useTradeList();
  return <p data-testid="codes">{list.data?.map((item) => item.Code).join(',') ?? 'none'}</p>;
}

describe('early quotes (index.html before the app)', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    view = undefined;
    takeEarlyTradeList();
    vi.restoreAllMocks();
    document.querySelector('#boot')?.parentElement?.remove();
  });

  it("paints the first markets into the shell's rows as the app shows them, and drops the rows left over", () => {
    const boot = shell();
    paintShellRows(boot, LIST, 'en');
    const rows = [...boot.querySelectorAll<HTMLElement>('.boot-home .boot-row')];
    expect(rows.map((row) => row.dataset.code)).toEqual(['EURUSD', 'USDJPY', 'XAUUSD']);
    const cells = (row: HTMLElement | undefined) =>
      [...(row?.querySelectorAll('span') ?? [])].map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual(['EURUSDEURUSD name', 'EURUSD', 'EURUSD name', '', '1.08450', '+0.42%']);
    expect(cells(rows[1])).toEqual(['USDJPYUSDJPY name', 'USDJPY', 'USDJPY name', '', '1,523.400', '-0.13%']);
    // a closed market says so instead of its name, as the app's row does
    expect(cells(rows[2])?.[2]).toBe('Closed');
    expect(rows[1]?.querySelector('.boot-change')?.className).toContain('boot-down');
    // same box as the app's row: the shell's rows keep their height when filled
    for (const row of rows) expect(row.getBoundingClientRect().height).toBe(64);
  });

  it("paints the trade shell's header with the symbol the URL names, as the app's header shows it", () => {
    const boot = shell();
    boot.setAttribute('data-route', 'trade');
    const usdJpy = LIST[1];
    if (!usdJpy) throw new Error('no USDJPY');
    paintShellQuote(boot, usdJpy, 'de');
    expect(boot.querySelector('.boot-title-trade')?.textContent).toBe('USDJPY');
    const main = boot.querySelector('.boot-quote-main');
    expect([...(main?.querySelectorAll('span') ?? [])].map((cell) => cell.textContent)).toEqual([
      'USDJPY name',
      // German writes a no-break space before the percent sign
      '1.523,400-0,13\u00a0%',
      '1.523,400',
      '-0,13\u00a0%',
    ]);
    expect(main?.querySelector('.boot-quote-price')?.className).toContain('boot-text-down');
    // the header keeps the shell's height (the app's header replaces it in the same place)
    expect(boot.querySelector('.boot-quote')?.getBoundingClientRect().height).toBe(63);
  });

  it("formats prices as this browser's Intl does in every language (the shell and the rows skip Intl)", () => {
    for (const lang of LANGUAGE_CODES) {
      for (const [value, decimals] of [
        [1234567.891, 3],
        [-0.000125, 5],
        [1523.4, 0],
      ] as const) {
        const intl = new Intl.NumberFormat(INTL_LOCALE[lang], {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: 'always',
        });
        expect(formatDecimal(value, decimals, lang), `${lang} ${value}`).toBe(intl.format(value));
      }
    }
  });

  it('hands an arrived list to the first render, and a pending one to the first fetch, with no second request', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () => envelope(LIST));
    const early = startEarlyTradeList('en');
    await early.result;
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const arrived = new QueryClient();
    adoptEarlyTradeList(arrived);
    expect(arrived.getQueryData<TradeSymbol[]>(TRADE_LIST_KEY)?.map((item) => item.Code)).toEqual([
      'EURUSD',
      'USDJPY',
      'XAUUSD',
    ]);
    // taken once: a later client finds nothing
    expect(takeEarlyTradeList()).toBeUndefined();

    let answer: (response: Response) => void = () => {};
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    startEarlyTradeList('en');
    const pending = new QueryClient();
    adoptEarlyTradeList(pending);
    view = await render(
      <QueryClientProvider client={pending}>
        <ListProbe />
      </QueryClientProvider>,
    );
    answer(envelope(LIST.slice(0, 2)));
    await expect.poll(() => view?.container.textContent).toBe('EURUSD,USDJPY');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('falls back to an ordinary request when the early one failed', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    fetchSpy.mockImplementation(async () => envelope(LIST.slice(2)));
    startEarlyTradeList('en');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    adoptEarlyTradeList(client);
    view = await render(
      <QueryClientProvider client={client}>
        <ListProbe />
      </QueryClientProvider>,
    );
    await settle();
    await expect.poll(() => view?.container.textContent).toBe('XAUUSD');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
