import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { appRow, shownPrices, waitForMovement } from './livePrices.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

const CODES = ['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'XAUUSD', 'BTCUSD'];

describe('live prices on a phone', () => {
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

  it('moves the home list within 2 s without a reload, and resumes by itself after a server restart', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${server.url}/`);
    await appRow(page).waitFor({ timeout: 20_000 });
    // the document's time origin changes with any reload
    const origin = await page.evaluate(() => performance.timeOrigin);
    const first = await shownPrices(page);
    expect(CODES.filter((code) => first.has(code)).length).toBeGreaterThan(2);
    const moved = await waitForMovement(page, first, 2_000);
    expect(moved).toBeLessThanOrEqual(2_000);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'realtime-live.png') });

    await server.restart();
    // the socket comes back on its own (back-off ≤ 20 s) and prices flow again, still without a reload
    const afterRestart = await shownPrices(page);
    await waitForMovement(page, afterRestart, 30_000);
    await expect.poll(() => page.locator('[data-connection]').count(), { timeout: 5_000 }).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'realtime-resumed.png') });
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(origin);
    expect(errors).toEqual([]);
    await context.close();
  });
});
