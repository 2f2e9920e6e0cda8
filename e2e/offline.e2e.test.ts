import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeSymbol } from '../protocol/schemas/market.ts';
import type { Order } from '../protocol/schemas/trading.ts';
import { launchChromium, PHONE } from './browser.ts';
import { appRow, shownPrices, waitForMovement } from './livePrices.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

const SHOTS = path.resolve(import.meta.dirname, '..', '.cache', 'screenshots');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe('offline start and failed screens on a phone', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startRealServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function apiGet<T>(route: string, token?: string): Promise<T> {
    const headers: Record<string, string> = { lang: 'en' };
    if (token) headers.Authorization = token;
    const body = (await (await fetch(`${server.url}${route}`, { headers })).json()) as Envelope<T>;
    if (body.code !== 1) throw new Error(`${route}: ${body.code} ${body.msg}`);
    return body.data;
  }

  /** A demo user holding 0.1 lot of EURUSD, made through the API. */
  async function demoWithPosition(): Promise<{ token: string; orderId: number }> {
    const { token } = await apiGet<{ token: string }>(`/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
    const symbols = await apiGet<TradeSymbol[]>('/v1/api/forex/trade_list');
    const eurusd = symbols.find((symbol) => symbol.Code === 'EURUSD');
    if (!eurusd) throw new Error('no EURUSD');
    const multiple = eurusd.HasForexMultiple[0]?.Value ?? 100;
    const order = await apiGet<Order>(
      `/v1/api/forex/submit?type=1&cont=0.1&forex_id=${eurusd.Id}&status=1&multiple=${multiple}`,
      token,
    );
    return { token, orderId: order.Id };
  }

  async function phone(options: { serviceWorkers: 'allow' | 'block' }): Promise<BrowserContext> {
    return browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, hasTouch: true, isMobile: true, ...options });
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, name) });
  const tab = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });
  const pill = (page: Page) => page.locator('[data-connection]');
  /** Prices drawn dimmed: the home rows' price cells are at reduced opacity. */
  const dimmedPrices = (page: Page) =>
    page
      .locator('[data-code="EURUSD"] span')
      .evaluateAll((spans) => spans.some((span) => Number(getComputedStyle(span).opacity) < 0.6));

  it('started offline shows the shell, the last quotes and positions marked not live, then catches up without a reload', async () => {
    const { token, orderId } = await demoWithPosition();
    const context = await phone({ serviceWorkers: 'allow' });
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        localStorage.setItem('pipwave.lang', 'en');
      },
      ['pipwave.token', token] as const,
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // online: the positions and the live list are seen once (and kept on the device)
    await page.goto(`${server.url}/order`);
    await page.locator(`[data-order-id="${orderId}"]`).waitFor({ timeout: 20_000 });
    await tab(page, 'Markets').click();
    await page.locator('[data-code="EURUSD"]').waitFor({ timeout: 20_000 });
    await waitForMovement(page, await shownPrices(page), 10_000);
    expect(await dimmedPrices(page)).toBe(false);
    // the service worker installs once the page is idle and takes control of it
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

    // offline: the worker drops the socket (the pill says so); once nothing moves any more, those are
    // the last quotes
    await context.setOffline(true);
    await expect.poll(() => pill(page).innerText()).toBe('Offline: prices not live');
    expect(await dimmedPrices(page)).toBe(true);
    let last = await shownPrices(page);
    await expect
      .poll(
        async () => {
          await page.waitForTimeout(1_500);
          const now = await shownPrices(page);
          const settled = [...now].every(([code, text]) => last.get(code) === text);
          last = now;
          return settled;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    await page.reload();
    await appRow(page).waitFor({ timeout: 10_000 });
    await expect.poll(() => pill(page).innerText()).toBe('Offline: prices not live');
    const offlineRows = await shownPrices(page);
    for (const [code, text] of offlineRows) expect(text, code).toBe(last.get(code));
    expect(offlineRows.size).toBeGreaterThan(5);
    expect(await dimmedPrices(page)).toBe(true);
    await shot(page, 'offline-home.png');

    // the positions, from the device too
    await tab(page, 'Orders').click();
    await page.locator(`[data-order-id="${orderId}"]`).waitFor({ timeout: 10_000 });
    await expect.poll(() => pill(page).innerText()).toBe('Offline: prices not live');
    const pnl = page.locator(`[data-order-id="${orderId}"] [data-testid="order-pnl"]`);
    expect(Number(await pnl.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(0.6);
    await shot(page, 'offline-orders.png');

    // a screen never opened comes from the worker's precache: it renders, no retry message
    await tab(page, 'Copy trade').click();
    await page.getByRole('heading', { name: 'Copy trading' }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('screen-load-failed').count()).toBe(0);

    // the worker never answers the API or the back office from a cache: offline they simply fail
    const apiOffline = await page.evaluate(() =>
      fetch('/v1/api/forex/trade_list').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    const backOffice = await context.newPage();
    await expect(backOffice.goto(`${server.url}/admin`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await backOffice.close();

    // back online: the pill goes, the prices move again, all without a reload
    const origin = await page.evaluate(() => performance.timeOrigin);
    await tab(page, 'Markets').click();
    await context.setOffline(false);
    await expect.poll(() => pill(page).count(), { timeout: 30_000 }).toBe(0);
    // the list never falls back to skeleton rows meanwhile; the socket reconnects on the browser's
    // `online` (with back-off if the first try fails)
    await page.locator('[data-code="EURUSD"]').waitFor({ timeout: 1_000 });
    await waitForMovement(page, await shownPrices(page), 45_000);
    expect(await dimmedPrices(page)).toBe(false);
    await shot(page, 'offline-caught-up.png');
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(origin);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a screen whose chunk cannot load shows a retry there, the tab bar keeps working, and it loads once the network is back', async () => {
    // no service worker: the chunks come from the server, as on a first visit
    const context = await phone({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/?lang=en`);
    // the app's row (a button), not the shell's: the app's code is fetched once the shell shows prices
    await appRow(page).waitFor({ timeout: 20_000 });

    // offline, a tab never opened: its chunk fails
    await context.setOffline(true);
    await tab(page, 'Copy trade').click();
    const failed = page.getByTestId('screen-load-failed');
    await failed.waitFor({ timeout: 10_000 });
    expect(await failed.innerText()).toContain('This screen could not load');
    await shot(page, 'chunk-failed-offline.png');
    // the rest of the app works: the tab bar takes the user home, and back to the retry
    await tab(page, 'Markets').click();
    await page.locator('[data-code="EURUSD"]').waitFor();
    await tab(page, 'Copy trade').click();
    await failed.waitFor();
    // back online: the screen loads by itself (a fresh import, not the cached failure)
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Copy trading' }).waitFor({ timeout: 15_000 });
    expect(await failed.count()).toBe(0);

    // the server refuses a screen's stylesheet ("Unable to preload CSS"): a retry, which works once it answers
    await page.route('**/assets/TradeRoute-*.css', (route) => route.abort('connectionrefused'));
    await tab(page, 'Trade').click();
    await failed.waitFor({ timeout: 10_000 });
    expect(await page.getByRole('navigation').isVisible()).toBe(true);
    await shot(page, 'chunk-failed-css.png');
    await page.unroute('**/assets/TradeRoute-*.css');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('region', { name: 'Order form' }).waitFor({ timeout: 15_000 });
    expect(await failed.count()).toBe(0);
    await shot(page, 'chunk-retried.png');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a start whose realtime and start-up chunks fail fetches them again: prices arrive without a reload, no error', async () => {
    const context = await phone({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // the link drops for the worker's chunk and the start-up check right as the app starts
    const refuse = (route: Route) => route.abort('connectionrefused');
    await page.route('**/assets/bridge-*.js', refuse);
    await page.route('**/assets/startupCheck-*.js', refuse);
    await page.goto(`${server.url}/?lang=en`);
    await appRow(page).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1_000);
    await page.unroute('**/assets/bridge-*.js');
    await page.unroute('**/assets/startupCheck-*.js');
    // the bridge is fetched again by itself (a retry after a short delay): the worker starts, prices move
    const origin = await page.evaluate(() => performance.timeOrigin);
    await waitForMovement(page, await shownPrices(page), 30_000);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(origin);
    expect(errors).toEqual([]);
    await context.close();
  });
});
