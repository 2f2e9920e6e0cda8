import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDeal } from '../protocol/schemas/trading.ts';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { type RunningServer, startRealServer } from './realServer.ts';
import { userApiGet } from './userApi.ts';

interface GermanTexts {
  orderForm: { formLabel: string; lots: string; buy: string; moreLots: string; placedTitle: string };
  common: { ok: string };
  orderSafety: { reviewTitle: string; confirm: string };
  orders: { lotsCount: string; detailTitle: string; takeProfit: string; saveStops: string };
  tabs: { order: string };
  localNumbers: { unreadable: string };
}
const de = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../src/i18n/locales/de.json'), 'utf8'),
) as GermanTexts;

/** German money and prices: groups of three split by '.', a decimal comma ("10.000,00", "4.185,20"). */
const GERMAN_NUMBER = /^\d{1,3}(\.\d{3})*,\d+$/;

describe('one number convention per language on a phone (German)', () => {
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

  async function germanDemoPage(): Promise<{ page: Page; token: string; submits: string[] }> {
    const reply = await fetch(`${server.url}/api/user/createAccountDemoForU?demo_id=local-numbers-${Date.now()}`);
    const token = ((await reply.json()) as { data: { token: string } }).data.token;
    const context = await phoneContext(browser);
    await context.addInitScript((value) => localStorage.setItem('pipwave.token', value), token);
    const page = await context.newPage();
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/api/forex/submit')) submits.push(request.url());
    });
    return { page, token, submits };
  }

  it('the order form shows 0,01 lots, takes 0,02 typed (and a point), shows German figures and sends 0.02', async () => {
    const { page, token, submits } = await germanDemoPage();
    await page.goto(`${server.url}/trade?lang=de&code=EURUSD`);
    const form = page.getByRole('region', { name: de.orderForm.formLabel });
    const lots = form.getByLabel(de.orderForm.lots, { exact: true });
    const lotsMessage = form.getByTestId('lots-message');
    await expect.poll(() => form.getByTestId('free-margin').innerText(), { timeout: 15_000 }).toBe('10.000,00');
    expect(await lots.inputValue()).toBe('0,01');

    await lots.fill('0,02');
    expect(await lots.inputValue()).toBe('0,02');
    await expect.poll(() => lotsMessage.count()).toBe(0);
    await expect.poll(() => form.getByTestId('estimated-margin').innerText()).toMatch(/^\d+,\d{6}$/);
    // the + button steps from what was typed, in German marks
    await form
      .getByRole('button', { name: /\+|mehr/i })
      .last()
      .click();
    expect(await lots.inputValue()).toBe('0,03');
    // a point is read as the decimal mark too, and shown as the German comma
    await lots.fill('');
    await lots.pressSequentially('0.02');
    expect(await lots.inputValue()).toBe('0,02');
    // a grouped number is refused with an example in German marks, never read as 1.2345
    await lots.fill('1.234,5');
    await expect.poll(() => lotsMessage.innerText()).toBe(de.localNumbers.unreadable.replace('{{example}}', '1,5'));
    await lots.fill('0,02');
    await expect.poll(() => lotsMessage.count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'local-numbers-trade-de.png') });

    const buy = form.getByRole('button', { name: new RegExp(`^${de.orderForm.buy}`) });
    await expect.poll(() => buy.isDisabled()).toBe(false);
    await buy.click();
    const review = page.getByRole('dialog', { name: de.orderSafety.reviewTitle });
    await review.waitFor();
    expect(await review.locator('[data-review="lots"] dd').innerText()).toBe('0,02');
    expect(await review.locator('[data-review="price"] dd').innerText()).toMatch(GERMAN_NUMBER);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'local-numbers-review-de.png') });
    await review.getByRole('button', { name: de.orderSafety.confirm.replace('{{side}}', de.orderForm.buy) }).click();
    await expect.poll(() => submits.length).toBe(1);
    // the wire gets the plain form
    expect(new URL(submits[0] ?? '').searchParams.get('cont')).toBe('0.02');
    const holding = async () =>
      (await userApiGet<MyDeal>(server.url, token, '/v1/api/forex/my_deal?status=1&page=1')).data[0];
    await expect.poll(async () => (await holding())?.Id).toBeDefined();
    const order = await holding();
    if (!order) throw new Error('no order after Confirm');

    const placed = page.getByRole('dialog', { name: de.orderForm.placedTitle });
    await placed.getByRole('button', { name: de.common.ok }).click();
    // the order's row and its detail in German marks; a take-profit typed "1,3" reaches the server as 1.3
    await page.getByRole('link', { name: de.tabs.order }).first().click();
    const row = page.locator(`[data-order-id="${order.Id}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain(de.orders.lotsCount.replace('{{lots}}', '0,02'));
    await row.click();
    const sheet = page.getByRole('dialog', {
      name: de.orders.detailTitle.replace('{{symbol}}', 'EUR/USD').replace('{{id}}', String(order.Id)),
    });
    await sheet.waitFor();
    const takeProfit = sheet.getByLabel(de.orders.takeProfit, { exact: true });
    await takeProfit.fill('1,3');
    expect(await takeProfit.inputValue()).toBe('1,3');
    await sheet.getByRole('button', { name: de.orders.saveStops }).click();
    await expect.poll(async () => (await holding())?.TargetProfitPrice).toMatch(/^1\.30*$/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'local-numbers-order-de.png') });
  });

  it("the gold chart's spoken summary reads prices with German group and decimal marks", async () => {
    const { page } = await germanDemoPage();
    await page.goto(`${server.url}/trade?lang=de&code=XAUUSD`);
    await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 20_000 });
    // the axis, the price tag and the crosshair are painted on the chart's canvas (their German marks are
    // checked where the picture is built, src/chart/chartNumbers.browser.test.ts); the summary a screen
    // reader speaks is text
    const summary = page.getByTestId('chart-summary');
    await expect.poll(() => summary.textContent(), { timeout: 10_000 }).toMatch(/\d\.\d{3},\d{2}/);
    expect(await summary.textContent()).not.toMatch(/\d,\d{3}\.\d{2}/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'local-numbers-chart-de.png') });
  });
});
