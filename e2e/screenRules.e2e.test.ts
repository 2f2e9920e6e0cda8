import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { demoWithPositions } from './journeyAccounts.ts';
import { appRow } from './livePrices.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

/** How far the screen `name` (its data-page in the layout) is scrolled: its most scrolled container. */
function scrolledIn(page: Page, name: string): Promise<number> {
  return page.evaluate((pageName) => {
    const screen = document.querySelector(`[data-page="${pageName}"]`);
    if (!screen) return -1;
    let most = 0;
    for (const element of screen.querySelectorAll('*')) most = Math.max(most, element.scrollTop);
    return most;
  }, name);
}

/**
 * A screen brought back is where it was left within its first frames once it shows: on a busy machine the
 * list it restores may take a few frames to come back, so the check waits that long, not more. The
 * navigation itself may take longer there (the URL changes before the screen is rendered, a render the
 * live prices can hold up), so the wait starts when the screen is on show: a hidden screen reads as not
 * scrolled, which is not what is checked.
 */
async function expectRestored(page: Page, name: string, at: number): Promise<void> {
  await page.locator(`[data-page="${name}"]`).waitFor({ state: 'visible' });
  await expect.poll(() => scrolledIn(page, name), { timeout: 1_000, interval: 50 }).toBe(at);
}

/**
 * Scrolls the screen under the middle of the phone as a finger would, and says how far it went. A screen
 * that just opened may still be settling (its first render, the scroll rule's reset to the top), so like a
 * user the swipe is repeated until the screen has moved.
 */
async function scrollBy(page: Page, name: string, pixels: number): Promise<number> {
  await page.mouse.move(195, 450);
  await expect
    .poll(
      async () => {
        if ((await scrolledIn(page, name)) <= 100) await page.mouse.wheel(0, pixels);
        return scrolledIn(page, name);
      },
      { interval: 300 },
    )
    .toBeGreaterThan(100);
  // the position the screen came to rest at
  let resting = -1;
  await expect
    .poll(async () => {
      const previous = resting;
      resting = await scrolledIn(page, name);
      return resting === previous;
    })
    .toBe(true);
  return resting;
}

function hourMinute(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    Date.parse(iso),
  );
}

describe('screen rules on a phone: scroll, clock, stale P&L', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startRealServer({ HISTORY_DAYS: '1' }, 150_000);
    browser = await launchChromium();
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function demoPhone(positions: number, options: BrowserContextOptions = {}) {
    const { token } = await demoWithPositions(server, positions);
    const context: BrowserContext = await phoneContext(browser, options);
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        localStorage.setItem('pipwave.lang', 'en');
      },
      ['pipwave.token', token] as const,
    );
    return { context, page: await context.newPage() };
  }

  const tab = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

  it('brings tabs back where they were by the tab bar or going back, and shows every other navigation from the top', async () => {
    const { context, page } = await demoPhone(16);
    await page.goto(`${server.url}/`);
    await appRow(page).waitFor();

    // Markets -> Trade -> Markets by the tab bar: the list is where it was left
    const homeAt = await scrollBy(page, 'home', 600);
    await tab(page, 'Trade').click();
    await page.waitForURL(`${server.url}/trade`);
    await tab(page, 'Markets').click();
    await page.waitForURL(`${server.url}/`);
    await expectRestored(page, 'home', homeAt);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'journey-home-restored.png') });
    // tapping the tab already shown goes to the top
    await tab(page, 'Markets').click();
    await expect.poll(() => scrolledIn(page, 'home')).toBe(0);

    // a row opens /trade (a link, not a tab): back comes to the row's place in the list
    const again = await scrollBy(page, 'home', 600);
    await page.locator('[data-code]').nth(8).click();
    await page.waitForURL(/\/trade\?code=/);
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await expectRestored(page, 'home', again);

    // Orders: the same by the tab bar; a tap on its own tab goes to the top
    await tab(page, 'Orders').click();
    await page.waitForURL(`${server.url}/order`);
    await expect.poll(() => page.locator('[data-order-id]').count()).toBeGreaterThan(8);
    const ordersAt = await scrollBy(page, 'order', 500);
    await tab(page, 'Markets').click();
    await tab(page, 'Orders').click();
    await page.waitForURL(`${server.url}/order`);
    await expectRestored(page, 'order', ordersAt);
    await tab(page, 'Orders').click();
    await expect.poll(() => scrolledIn(page, 'order')).toBe(0);

    // News is opened by a link from the quotes: each opening starts at the top; back from an article restores
    await tab(page, 'Markets').click();
    await page.getByRole('link', { name: 'News' }).click();
    await page.waitForURL(`${server.url}/news`);
    await page.locator('[data-news-id]').first().waitFor();
    const newsAt = await scrollBy(page, 'news', 400);
    await page.locator('[data-news-id]').nth(6).click();
    await page.waitForURL(/\/news\/detail\?id=/);
    await page.goBack();
    await page.waitForURL(`${server.url}/news`);
    await expectRestored(page, 'news', newsAt);
    await tab(page, 'Markets').click();
    await page.getByRole('link', { name: 'News' }).click();
    await page.waitForURL(`${server.url}/news`);
    await expect.poll(() => scrolledIn(page, 'news')).toBe(0);
    await context.close();
  });

  it("shows every time in the device's zone with its label, the chart in New York time, and New York everywhere on request", async () => {
    const { context, page } = await demoPhone(1, { timezoneId: 'Asia/Hong_Kong' });
    const orderTime = page.locator('[data-order-id] time').first();
    await page.goto(`${server.url}/order`);
    await orderTime.waitFor();
    const placedAt = (await orderTime.getAttribute('datetime')) ?? '';
    expect(await orderTime.innerText()).toMatch(/ GMT\+8$/);
    expect(await orderTime.innerText()).toContain(hourMinute(placedAt, 'Asia/Hong_Kong'));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'journey-orders-device-clock.png') });

    await page.goto(`${server.url}/mine/history`);
    expect(await page.getByTestId('ledger').locator('time').first().innerText()).toMatch(/ GMT\+8$/);
    await page.goto(`${server.url}/news`);
    expect(await page.locator('[data-news-id] time').first().innerText()).toMatch(/ GMT\+8$/);
    await page.goto(`${server.url}/trade`);
    expect(await page.getByTestId('chart-zone').innerText()).toBe('New York');
    await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'journey-chart-zone.png') });

    // the setting in the user centre: New York time for everything
    await page.goto(`${server.url}/mine/system`);
    await page.getByRole('tab', { name: 'This device (GMT+8)' }).waitFor();
    await page.getByRole('tab', { name: 'New York' }).click();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'journey-clock-setting.png') });
    await page.goto(`${server.url}/order`);
    await orderTime.waitFor();
    expect(await orderTime.innerText()).toMatch(/ New York$/);
    expect(await orderTime.innerText()).toContain(hourMinute(placedAt, 'America/New_York'));
    await page.goto(`${server.url}/mine/history`);
    expect(await page.getByTestId('ledger').locator('time').first().innerText()).toMatch(/ New York$/);
    await page.goto(`${server.url}/news`);
    expect(await page.locator('[data-news-id] time').first().innerText()).toMatch(/ New York$/);
    await context.close();
  });

  it('marks the P&L of open positions "not live" while disconnected, and unmarks it when back', async () => {
    const { context, page } = await demoPhone(1);
    await page.goto(`${server.url}/order`);
    // live first: the socket is open and the position's price moves with its quotes
    const price = page.getByTestId('order-price').first();
    await price.waitFor();
    const first = await price.innerText();
    await expect.poll(() => price.innerText(), { timeout: 30_000 }).not.toBe(first);
    expect(await page.getByTestId('pnl-stale').count()).toBe(0);
    expect(await page.getByTestId('order-pnl-stale').first().isVisible()).toBe(false);

    await context.setOffline(true);
    await page.getByTestId('pnl-stale').waitFor();
    expect(await page.getByTestId('pnl-stale').innerText()).toMatch(/^Not live: P&L as of the last prices received/);
    expect(await page.getByTestId('order-pnl-stale').first().isVisible()).toBe(true);
    expect(await page.getByTestId('order-pnl-stale').first().innerText()).toBe('Not live');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'journey-orders-stale.png') });

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pnl-stale').count(), { timeout: 20_000 }).toBe(0);
    expect(await page.getByTestId('order-pnl-stale').first().isVisible()).toBe(false);
    await context.close();
  });
});
