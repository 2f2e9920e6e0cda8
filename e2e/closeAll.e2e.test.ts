import path from 'node:path';
import Big from 'big.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRisk, MyDeal } from '../protocol/schemas/trading.ts';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { demoWithOrders } from './demoOrders.ts';
import { type RunningServer, startRealServer } from './realServer.ts';
import { userApiGet } from './userApi.ts';

describe('close all on a phone', () => {
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

  it('demo: closes the buy and the sell at once after asking, keeps the pending order, and moves the balance by their P&L', async () => {
    const token = await demoWithOrders(server.url);
    const apiGet = <T>(route: string) => userApiGet<T>(server.url, token, route);
    const before = await apiGet<AccountRisk>('/v1/api/forex/risk');
    const context = await phoneContext(browser);
    await context.addInitScript((value) => localStorage.setItem('pipwave.token', value), token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/order?lang=en`);
    await page.locator('[data-order-tab="1"] li').nth(1).waitFor();

    await page.getByRole('button', { name: 'Close all' }).click();
    const question = page.getByRole('dialog', { name: 'Close all positions?' });
    await question
      .getByText(/^2 open positions close now at the market price\. Total P&L now: [-+]?[\d.,]+ USD\.$/)
      .waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'close-all-question.png') });
    await question.getByRole('button', { name: 'Close all' }).click();
    await page.getByRole('status').getByText('2 positions closed').first().waitFor();
    await page.getByText('No data').waitFor();

    expect((await apiGet<MyDeal>('/v1/api/forex/my_deal?status=1&page=1')).data).toEqual([]);
    expect((await apiGet<MyDeal>('/v1/api/forex/my_deal?status=0&page=1')).data).toHaveLength(1);
    const history = (await apiGet<MyDeal>('/v1/api/forex/my_deal?status=3&page=1')).data;
    expect(history.map((order) => order.CloseReason)).toEqual(['manual', 'manual']);
    const profits = history.reduce((total, order) => total.plus(order.FactProfits), new Big(0));
    const after = await apiGet<AccountRisk>('/v1/api/forex/risk');
    expect(new Big(after.balance).minus(before.balance).eq(profits)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
