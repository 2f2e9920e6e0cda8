import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDeal } from '../protocol/schemas/trading.ts';
import { desktopContext, launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { demoWithPositions } from './journeyAccounts.ts';
import { type RunningServer, startRealServer } from './realServer.ts';
import { userApiGet } from './userApi.ts';

const TERMINAL_VIEWPORT = { width: 1440, height: 900 } as const;

/** The element's box lies inside the viewport (nothing of it needs a scroll to be seen). */
async function insideViewport(page: Page, locator: Locator, name: string, smallest = 100): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name}: not rendered`);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  expect(box.width, `${name} width`).toBeGreaterThan(smallest);
  expect(box.height, `${name} height`).toBeGreaterThan(smallest);
  expect(box.x, `${name} left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
}

/** The element's box lies inside the other's (a row inside its list's visible part). */
async function insideBox(inner: Locator, outer: Locator): Promise<boolean> {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!box || !frame) return false;
  return box.y >= frame.y - 0.5 && box.y + box.height <= frame.y + frame.height + 0.5;
}

/** axe's serious and critical WCAG 2.1 AA violations on the page, as "rule at element" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('desktop trading terminal', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startRealServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, name) });

  it('shows list, chart, form and positions on one screen at 1440x900; the list, keys and the panel edge work', async () => {
    const { token } = await demoWithPositions(server, 0);
    const context = await desktopContext(browser, { viewport: TERMINAL_VIEWPORT });
    await context.addInitScript((value) => localStorage.setItem('pipwave.token', value), token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${server.url}/trade?code=EURUSD&lang=en`);
    const terminal = page.getByTestId('trading-terminal');
    await terminal.waitFor({ timeout: 30_000 });
    const markets = page.getByRole('region', { name: 'Markets' });
    const chart = page.locator('[data-chart-state]');
    const form = page.getByRole('region', { name: 'Order form' });
    const positions = page.getByTestId('positions-panel');
    await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 30_000 });
    await markets.locator('[data-code="EURUSD"][aria-current="true"]').waitFor();
    await form.getByTestId('free-margin').getByText('10,000.00').waitFor();
    await positions.getByRole('tab', { name: 'Holding', selected: true }).waitFor();
    await positions.getByText('No data').waitFor();

    // Every region on screen, nothing to scroll: the terminal fills the window exactly.
    const scroll = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      clientHeight: document.documentElement.clientHeight,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scroll.scrollHeight).toBeLessThanOrEqual(scroll.clientHeight);
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    await insideViewport(page, markets, 'market list');
    await insideViewport(page, chart, 'chart');
    await insideViewport(page, form, 'order form');
    await insideViewport(page, positions, 'positions panel');
    await insideViewport(page, page.getByRole('navigation'), 'tab rail', 60);
    // the list's rows show bid, ask and the spread in points
    const eurusd = markets.locator('[data-code="EURUSD"]');
    expect(await eurusd.locator('[data-cell="bid"]').innerText()).toMatch(/^\d\.\d{5}$/);
    expect(await eurusd.locator('[data-cell="ask"]').innerText()).toMatch(/^\d\.\d{5}$/);
    expect(await eurusd.locator('[data-cell="spread"]').innerText()).toMatch(/^\d+$/);
    // the shortcuts are said on the controls and in the legend
    expect(await form.getByRole('button', { name: /^Buy/ }).getAttribute('aria-keyshortcuts')).toBe('B');
    expect(await form.getByRole('button', { name: /^Sell/ }).getAttribute('aria-keyshortcuts')).toBe('S');
    expect(await page.getByRole('button', { name: '5M', exact: true }).getAttribute('aria-keyshortcuts')).toBe('2');
    expect(await page.getByRole('searchbox', { name: 'Search symbols' }).getAttribute('aria-keyshortcuts')).toBe(
      '/ Control+K',
    );
    expect(await page.getByRole('region', { name: 'Keyboard shortcuts' }).innerText()).toContain('1–6');
    await shot(page, 'desktop-terminal.png');
    expect(await seriousViolations(page)).toEqual([]);

    // A row shows its symbol in the chart, the header and the form, without leaving /trade.
    await markets.locator('[data-code="GBPUSD"]').click();
    await page.waitForURL(/\/trade\?code=GBPUSD$/);
    await page.locator('[aria-label="GBP/USD candlestick chart"][data-chart-state="ready"]').waitFor();
    await markets.locator('[data-code="GBPUSD"][aria-current="true"]').waitFor();
    expect(await page.getByRole('region', { name: 'New order' }).getByRole('heading').innerText()).toContain('GBP/USD');
    await expect.poll(() => page.locator('[data-last-price]').innerText()).toMatch(/^1\.\d{5}$/);

    // `/` then typing filters the list; Escape clears it and gives the keys back.
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search symbols' });
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('xau');
    await expect.poll(() => markets.locator('[data-code]').count()).toBe(1);
    // keys typed in the box are text: "2" there is not a period
    await page.keyboard.type('2');
    expect(await page.getByRole('button', { name: '1M', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => markets.locator('[data-code]').count()).toBeGreaterThan(5);

    // 2 is the five-minute chart.
    const fiveMinutes = page.waitForResponse(
      (response) => response.url().includes('/v1/api/forex/kline') && response.url().includes('period=5min'),
    );
    await page.keyboard.press('2');
    expect((await fiveMinutes).ok()).toBe(true);
    await page.locator('[data-chart-state="ready"][data-period="5min"]').waitFor();
    expect(await page.getByRole('button', { name: '5M', exact: true }).getAttribute('aria-pressed')).toBe('true');

    // B opens the buy review; confirming puts the position in the holding panel.
    await page.keyboard.press('b');
    const review = page.getByRole('dialog', { name: 'Review order' });
    await review.waitFor();
    expect(await review.locator('[data-review="symbol"]').innerText()).toContain('GBP/USD');
    expect(await review.locator('[data-review="side"]').innerText()).toContain('Buy');
    await shot(page, 'desktop-terminal-review.png');
    await review.getByRole('button', { name: 'Confirm Buy' }).click();
    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed.waitFor();
    await placed.getByRole('button', { name: 'OK' }).click();
    const holding = await userApiGet<MyDeal>(server.url, token, '/v1/api/forex/my_deal?status=1&page=1');
    expect(holding.total).toBe(1);
    const order = holding.data[0];
    if (!order) throw new Error('no holding order');
    const row = positions.locator(`[data-order-id="${order.Id}"]`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toContain('GBP/USD');
    await expect.poll(() => row.getByTestId('order-pnl').getAttribute('data-live')).toBe('1');
    await insideViewport(page, positions, 'positions panel with a position');

    // The panel's top edge: dragged up 150 px the panel grows by as much; the arrow keys move it too.
    const separator = page.getByRole('separator', { name: 'Resize the positions panel' });
    const heightBefore = (await positions.boundingBox())?.height ?? 0;
    const valueBefore = Number(await separator.getAttribute('aria-valuenow'));
    expect(valueBefore).toBe(Math.round(heightBefore));
    const edge = await separator.boundingBox();
    if (!edge) throw new Error('no separator');
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2 - 75, { steps: 4 });
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2 - 150, { steps: 4 });
    await page.mouse.up();
    const heightDragged = (await positions.boundingBox())?.height ?? 0;
    expect(heightDragged - heightBefore).toBeCloseTo(150, 0);
    expect(Number(await separator.getAttribute('aria-valuenow'))).toBe(Math.round(heightDragged));
    await separator.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => separator.getAttribute('aria-valuenow')).toBe(String(Math.round(heightDragged) - 32));
    expect((await positions.boundingBox())?.height).toBeCloseTo(heightDragged - 32, 0);
    // the chart gave the panel its room and still fits, as does everything else
    await insideViewport(page, chart, 'chart after the resize');
    await insideViewport(page, positions, 'positions panel after the resize');
    const scrollAfter = await page.evaluate(
      () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
    );
    expect(scrollAfter).toBe(true);
    await shot(page, 'desktop-terminal-resized.png');

    // A window narrower than 768 px is the phone's /trade again, same symbol and period.
    await page.setViewportSize({ width: 700, height: 900 });
    await page.locator('h1:visible').getByText('GBP/USD').waitFor();
    expect(await terminal.count()).toBe(0);
    await page.locator('[data-chart-state="ready"][data-period="5min"]').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('fits a 1,024 x 768 window too, in Traditional Chinese and the light theme (the form over the list, right of the chart)', async () => {
    const context = await desktopContext(browser, { viewport: { width: 1024, height: 768 } });
    await context.addInitScript(() => localStorage.setItem('pipwave.theme', 'light'));
    const page = await context.newPage();
    await page.goto(`${server.url}/trade?code=XAUUSD&lang=hk`);
    await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 30_000 });
    const markets = page.getByRole('region', { name: '市場' });
    await markets.locator('[data-code="XAUUSD"][aria-current="true"]').waitFor();
    await page.getByRole('region', { name: '下單表單' }).waitFor();
    // the current symbol's row, far down the list, is scrolled into the list's view
    const scroller = markets.locator('ul').locator('..');
    await expect.poll(() => insideBox(markets.locator('[data-code="XAUUSD"]'), scroller)).toBe(true);
    await page.getByTestId('positions-panel').getByRole('link', { name: '登入' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight),
    ).toBe(true);
    await insideViewport(page, markets, 'market list');
    await insideViewport(page, page.locator('[data-chart-state]'), 'chart');
    await insideViewport(page, page.getByRole('region', { name: '下單表單' }), 'order form');
    await insideViewport(page, page.getByTestId('positions-panel'), 'positions panel');
    await shot(page, 'desktop-terminal-1024-hk.png');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);

  it('keeps the phone layout on a phone', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/trade?code=EURUSD&lang=en`);
    await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('trading-terminal').count()).toBe(0);
    expect(await page.locator('h1:visible').innerText()).toBe('EUR/USD');
    await context.close();
  }, 60_000);
});
