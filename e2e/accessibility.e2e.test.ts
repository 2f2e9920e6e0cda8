import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, PHONE, SCREENSHOT_DIR } from './browser.ts';
import { demoWithOrders } from './demoOrders.ts';
import { navigate, settle } from './layoutFit.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

const MAIN_SCREENS = ['/', '/trade', '/order', '/user', '/rank', '/news'];
const THEMES = ['dark', 'light'] as const;

async function themedContext(browser: Browser, token: string, theme: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  await context.addInitScript(
    ([value, chosen]) => {
      localStorage.setItem('pipwave.token', value);
      localStorage.setItem('pipwave.theme', chosen);
    },
    [token, theme] as const,
  );
  return context;
}

describe('accessibility of the main screens', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startRealServer();
    browser = await launchChromium();
    token = await demoWithOrders(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(THEMES)('axe finds no serious or critical violation on the main screens (%s theme)', async (theme) => {
    const context = await themedContext(browser, token, theme);
    const page = await context.newPage();
    await page.goto(`${server.url}/?lang=en`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    const found: string[] = [];
    for (const [index, target] of MAIN_SCREENS.entries()) {
      if (index > 0) await navigate(page, target);
      await settle(page, 5000);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      // the screen was there to check: its text was measured for contrast
      if (!results.passes.some((rule) => rule.id === 'color-contrast'))
        found.push(`${theme} ${target}: no text checked`);
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 4);
        found.push(`${theme} ${target}: ${violation.id} (${violation.impact}) at ${where.join(', ')}`);
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('a skip link leads past the screen to the tab bar, and the chart is described and takes the keyboard', async () => {
    const context = await themedContext(browser, token, 'dark');
    const page = await context.newPage();
    await page.goto(`${server.url}/trade?lang=en&code=EURUSD`);
    await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 20_000 });

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the tab bar' });
    await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tab-bar');

    const summary = page.getByTestId('chart-summary');
    await expect.poll(() => summary.textContent()).toMatch(/EUR\/USD .*1 minute: last \d\.\d{5}, change [+-]?\d/);
    const chart = page.locator('[data-chart-state="ready"]');
    await chart.focus();
    const before = await summary.textContent();
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    // the summary follows the bars in view (it is re-read every few seconds)
    await expect.poll(() => summary.textContent(), { timeout: 12_000 }).not.toBe(before);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'trade-keyboard-en.png') });
    await context.close();
  });
});
