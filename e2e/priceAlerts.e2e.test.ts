import { rmSync } from 'node:fs';
import path from 'node:path';
import Big from 'big.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../protocol/envelope.ts';
import type { AlertList } from '../protocol/schemas/alerts.ts';
import type { TradeSymbol } from '../protocol/schemas/market.ts';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { newDataDir, type RunningServer, startRealServer } from './realServer.ts';
import { userApiGet } from './userApi.ts';

/** A step of 5 points at EURUSD's 5 decimals: the simulated feed crosses one side of it within seconds. */
const STEP = '0.00005';

describe('price alerts on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = newDataDir('pipwave-e2e-alerts-');
    server = await startRealServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, name) });

  async function eurusdBid(): Promise<Big> {
    const response = await fetch(`${server.url}/v1/api/forex/trade_list`);
    const symbols = ((await response.json()) as Envelope<TradeSymbol[]>).data;
    const eurusd = symbols.find((symbol) => symbol.Code === 'EURUSD');
    if (!eurusd) throw new Error('no EURUSD');
    return new Big(eurusd.ForexQuotations.Bid);
  }

  it('demo: sets an alert either side of the EURUSD bid, is told when the feed crosses one (a system notification too, the app being in the background), and sees it fired', async () => {
    const context = await phoneContext(browser);
    await context.grantPermissions(['notifications'], { origin: server.url });
    // Headless Chromium keeps every tab visible (a background tab, a minimised window): the test's one seam
    // lets it say the page went to the background, as a phone's browser does when the user switches apps.
    await context.addInitScript(() => {
      const flags = window as unknown as { pipwaveTestHidden?: boolean };
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => (flags.pipwaveTestHidden ? 'hidden' : 'visible'),
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // from the user centre's menu, after the demo log-in
    await page.goto(`${server.url}/mine/alerts?lang=en`);
    await page.waitForURL(/\/login\?from=%2Fmine%2Falerts/);
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await page.waitForURL(/\/mine\/alerts/);
    await page.getByRole('heading', { name: 'Price alerts' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('pipwave.token'));
    if (!token) throw new Error('no session token after the demo log-in');

    // the form starts on EURUSD, bid, above, at the price now
    const level = page.getByLabel('Level', { exact: true });
    await expect.poll(() => level.inputValue()).toMatch(/^1\.\d{5}$/);
    expect(await page.getByLabel('Symbol', { exact: true }).inputValue()).toBe('EURUSD');
    await page.getByText('No active alerts.').waitFor();
    await shot(page, 'alerts-empty.png');

    const add = async (direction: 'At or above' | 'At or below') => {
      const bid = await eurusdBid();
      const target = direction === 'At or above' ? bid.plus(STEP) : bid.minus(STEP);
      await page.getByRole('tab', { name: direction }).click();
      await level.fill(target.toFixed(5));
      await page.getByRole('button', { name: 'Add alert' }).click();
      return target.toFixed(5);
    };
    const above = await add('At or above');
    const below = await add('At or below');
    const list = () => userApiGet<AlertList>(server.url, token, '/v1/api/forex/alert/list');
    // a level the feed reached in the moment between reading the bid and adding is refused (it would fire
    // at once); one of the two is then enough
    await expect.poll(async () => (await list()).active.length + (await list()).fired.length).toBeGreaterThan(0);
    await page.getByTestId('alerts-active').or(page.getByTestId('alerts-fired')).first().waitFor();
    await shot(page, 'alerts-active.png');

    // the user switches to another app; the simulated feed crosses one of them: the service worker shows a
    // system notification, the in-app notice says so too and the list moves it to fired
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      (window as unknown as { pipwaveTestHidden?: boolean }).pipwaveTestHidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const notice = page.getByRole('status').getByText(/^EURUSD bid reached 1\.\d{5} \(1\.\d{5}\)$/);
    await notice.first().waitFor({ timeout: 90_000 });
    const text = (await notice.first().innerText()).trim();
    expect([above, below].some((target) => text.startsWith(`EURUSD bid reached ${target} `))).toBe(true);
    const systemNotifications = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => `${shown.title}: ${shown.body}`);
      });
    await expect.poll(systemNotifications).toContain(`Price alert: ${text}`);
    await page.evaluate(() => {
      (window as unknown as { pipwaveTestHidden?: boolean }).pipwaveTestHidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const fired = page.getByTestId('alerts-fired');
    await fired
      .getByText(/^Reached at 1\.\d{5}$/)
      .first()
      .waitFor();
    await fired.scrollIntoViewIfNeeded();
    await shot(page, 'alerts-fired.png');
    const after = await list();
    expect(after.fired.some((alert) => alert.level === above || alert.level === below)).toBe(true);

    // the other one (if it was accepted and has not fired too) is cancelled from its row
    const still = after.active.find((alert) => alert.level === above || alert.level === below);
    if (still) {
      await page.getByRole('button', { name: 'Cancel the EURUSD alert' }).first().click();
      await expect.poll(async () => (await list()).active.length).toBe(0);
    }
    await page.getByText('No active alerts.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
