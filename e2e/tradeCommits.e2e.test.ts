import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, phoneContext } from './browser.ts';
import { type RunningServer, startRealServer } from './realServer.ts';
import { readScreenCounters, SCREEN_COUNTERS_SCRIPT } from './screenCounters.ts';
import { steadyTape, tapeProxy } from './tapeProxy.ts';

const TICKS_PER_SECOND = 20;
const WATCHED_MS = 6_000;

/**
 * The whole /trade screen of the production build, from the real server, its socket answered by a 20
 * ticks/s EURUSD tape through the realtime worker: what React does per tick, counted by a devtools-style
 * hook React calls on every commit.
 */
describe('/trade on a live tape', () => {
  let server: RunningServer;
  let proxy: Awaited<ReturnType<typeof tapeProxy>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startRealServer({ HISTORY_DAYS: '1' });
    proxy = await tapeProxy(server.url, steadyTape(TICKS_PER_SECOND), 1000 / TICKS_PER_SECOND);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await server?.stop();
  });

  it('moves the price and the chart while the order form and the rest of the screen never re-render', async () => {
    const context = await phoneContext(browser);
    await context.addInitScript({ content: SCREEN_COUNTERS_SCRIPT });
    const page = await context.newPage();
    await page.goto(`${proxy.url}/trade?code=EURUSD&lang=en`);
    await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="estimated-margin"]').waitFor({ timeout: 30_000 });
    // the screen's start-up (queries, the chart's chunk) done: commits from here on are the tape's
    await page.waitForTimeout(1_500);
    const price = page.locator('[data-last-price]');
    const priceBefore = await price.textContent();
    const before = await readScreenCounters(page);
    const started = Date.now();
    await page.waitForTimeout(WATCHED_MS);
    const after = await readScreenCounters(page);
    const elapsedMs = Date.now() - started;

    expect(await price.textContent()).not.toBe(priceBefore);
    // the live header commits (its price, high, low and open), at most once per hand-off from the worker
    // (ten a second); nothing else renders: not the order form, the chart's view, the screen or its bar
    const commits = after.commits - before.commits;
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThanOrEqual(Math.ceil(elapsedMs / 100) + 2);
    expect(after.formRenders - before.formRenders).toBe(0);
    expect(after.outsideHeaderRenders - before.outsideHeaderRenders).toBe(0);
    // the chart's spoken summary still follows the tape, written outside React
    await expect.poll(() => page.getByTestId('chart-summary').textContent()).toMatch(/EUR\/USD/);
    await context.close();
  });
});
