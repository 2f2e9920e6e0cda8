import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { appRow } from './livePrices.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

/** Scrolls the virtualised market list to the end, collecting every symbol code that was rendered. */
async function collectListedCodes(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let step = 0; step < 40; step += 1) {
    const codes = await page
      .locator('[data-code]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-code') ?? ''));
    for (const code of codes) seen.add(code);
    const atEnd = await page.locator('ul[aria-label]').evaluate((list) => {
      const scroller = list.parentElement;
      if (!scroller) return true;
      const before = scroller.scrollTop;
      scroller.scrollTop += scroller.clientHeight * 0.8;
      return scroller.scrollTop === before;
    });
    await page.waitForTimeout(60);
    if (atEnd) break;
  }
  return seen;
}

describe('home journey on a phone', () => {
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

  it('shows the live market list from the server, then switches to English on /language', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const apiErrors: string[] = [];
    page.on('pageerror', (error) => apiErrors.push(error.message));

    await page.goto(`${server.url}/`);
    // the app's row (a button): index.html's shell shows the first prices in rows of its own before that
    await appRow(page).waitFor({ timeout: 20_000 });
    // The default language is Traditional Chinese.
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-HK');
    const firstPrice = await page.locator('[data-code="EURUSD"]').innerText();
    expect(firstPrice).toMatch(/\d\.\d{5}/);
    const mark = await page.evaluate(() => performance.getEntriesByName('market-list-ready').length);
    expect(mark).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'home-hk.png') });

    // Only the visible rows (plus overscan) are in the DOM, yet scrolling reaches every symbol.
    const rendered = await page.locator('[data-code]').count();
    expect(rendered).toBeLessThan(24);
    const codes = await collectListedCodes(page);
    expect(codes.size).toBeGreaterThanOrEqual(24);

    await page.getByRole('link', { name: '語言' }).click();
    await page.waitForURL(`${server.url}/language`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.locator('h1:visible').innerText()).toBe('Markets');
    await expect.poll(() => page.getByRole('navigation').innerText()).toContain('Markets');
    await expect.poll(() => page.getByRole('button', { name: 'Forex' }).count()).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'home-en.png') });

    // The choice is remembered across a reload.
    await page.reload();
    await expect.poll(() => page.locator('h1:visible').innerText()).toBe('Markets');
    expect(apiErrors).toEqual([]);
    await context.close();
  });

  it('filters by category, clears the filter on a second tap and opens /trade for a tapped row', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/?lang=en`);
    await page.locator('[data-code="EURUSD"]').waitFor();
    const crypto = page.getByRole('button', { name: 'Crypto' });
    await crypto.click();
    await expect.poll(() => page.locator('[data-code="EURUSD"]').count()).toBe(0);
    await page.locator('[data-code="BTCUSD"]').waitFor();
    await crypto.click();
    await page.locator('[data-code="EURUSD"]').waitFor();
    expect(await crypto.getAttribute('aria-pressed')).toBe('false');

    await crypto.click();
    await page.locator('[data-code="BTCUSD"]').click();
    await page.waitForURL(/\/trade\?code=BTCUSD$/);
    await expect.poll(() => page.locator('h1:visible').innerText()).toBe('BTCUSD');
    await context.close();
  });

  it('sends a visitor who opens /order to /login with the wanted path', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/order?lang=tw`);
    await page.waitForURL(`${server.url}/login?from=%2Forder%3Flang%3Dtw`);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-HK');
    await context.close();
  });
});
