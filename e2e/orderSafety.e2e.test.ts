import path from 'node:path';
import Big from 'big.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeSymbol } from '../protocol/schemas/market.ts';
import type { MyDeal } from '../protocol/schemas/trading.ts';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { type RunningServer, startRealServer } from './realServer.ts';
import { registerByEmail, userApiGet } from './userApi.ts';

/** "USD 11.6512", "9,883.41 USD": the number in an English money text. */
const amountIn = (text: string) => new Big(text.replace(/[^\d.]/g, ''));

describe('order form safety on a phone', () => {
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

  const apiGet = <T>(token: string, route: string) => userApiGet<T>(server.url, token, route);

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, name) });

  /** A visitor on /trade?code=… taps Buy, tries a demo account and is back on the form, logged in. */
  async function demoOnTrade(code: string) {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/api/forex/submit')) submits.push(request.url());
    });
    await page.goto(`${server.url}/trade?lang=en&code=${code}`);
    const form = page.getByRole('region', { name: 'Order form' });
    await form.getByRole('button', { name: /^Buy/ }).click();
    await page.waitForURL(/\/login\?from=/);
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await page.waitForURL(/\/trade/);
    const token = await page.evaluate(() => localStorage.getItem('pipwave.token'));
    if (!token) throw new Error('no session token after the demo log-in');
    await expect.poll(() => form.getByTestId('free-margin').innerText(), { timeout: 15_000 }).toBe('10,000.00');
    return {
      context,
      page,
      form,
      token,
      errors,
      submits,
      lots: form.getByLabel('Lots', { exact: true }),
      buy: form.getByRole('button', { name: /^Buy/ }),
      sell: form.getByRole('button', { name: /^Sell/ }),
      review: page.getByRole('dialog', { name: 'Review order' }),
      placed: page.getByRole('dialog', { name: 'Order placed' }),
    };
  }

  it('refuses "abc" and 500 lots inline, sends nothing; the review shows what the server then charges; Back closes the sheets; one-tap trading skips the review', async () => {
    const { context, page, form, token, errors, submits, lots, buy, sell, review, placed } =
      await demoOnTrade('EURUSD');
    const lotsMessage = form.getByTestId('lots-message');

    // What was typed stays in the box and is refused under it, never read as another number; Buy and Sell
    // are disabled.
    for (const typed of ['abc', '1e5', '-1']) {
      await lots.fill(typed);
      expect(await lots.inputValue()).toBe(typed);
      await expect.poll(() => lotsMessage.innerText()).toBe('Not a number: type digits and one decimal mark, e.g. 1.5');
      expect(await buy.isDisabled()).toBe(true);
      expect(await sell.isDisabled()).toBe(true);
    }
    await lots.fill('');
    await expect.poll(() => lotsMessage.innerText()).toBe('Please enter an amount');
    await lots.pressSequentially('1.2.3');
    // a second point stays visible and is refused, never merged into 1.23
    expect(await lots.inputValue()).toBe('1.2.3');
    await expect.poll(() => lotsMessage.innerText()).toBe('Not a number: type digits and one decimal mark, e.g. 1.5');
    await lots.fill('0.015');
    await expect.poll(() => lotsMessage.innerText()).toBe('Lots go in steps of 0.01');

    // 500 lots: the margin and fee next to the field, against the free margin; both sides disabled with why.
    await lots.fill('500');
    await expect
      .poll(() => lotsMessage.innerText())
      .toMatch(/^Needs [\d,]+\.\d\d USD of margin and fee; free margin is 10,000\.00 USD$/);
    expect(amountIn((await lotsMessage.innerText()).split(';')[0] ?? '').gt(500_000)).toBe(true);
    expect(await buy.isDisabled()).toBe(true);
    expect(await sell.isDisabled()).toBe(true);
    expect(await form.getByTestId('side-reasons').innerText()).toBe('Not enough free margin');
    await shot(page, 'order-safety-500-lots.png');
    await buy.click({ force: true });
    await sell.click({ force: true });
    await page.waitForTimeout(500);
    expect(submits).toEqual([]);
    expect(await review.isVisible()).toBe(false);
    expect((await apiGet<MyDeal>(token, '/v1/api/forex/my_deal?status=1&page=1')).total).toBe(0);
    expect((await apiGet<MyDeal>(token, '/v1/api/forex/my_deal?status=0&page=1')).total).toBe(0);

    // Buy 0.01 lot: the review sheet first, then the server charges exactly what it showed (to the cent).
    await lots.fill('0.01');
    await expect.poll(() => lotsMessage.count()).toBe(0);
    await buy.click();
    await review.waitFor();
    expect(submits).toEqual([]);
    const reviewed = (key: string) => review.locator(`[data-review="${key}"] dd`).innerText();
    expect(await reviewed('side')).toBe('Buy');
    expect(await reviewed('symbol')).toBe('EUR/USD');
    expect(await reviewed('lots')).toBe('0.01');
    expect(await reviewed('leverage')).toBe('100x');
    expect(await reviewed('stopLoss')).toBe('Not set');
    await shot(page, 'order-safety-review.png');
    // an order's margin and fee at the server's 6 decimals, as the order form shows them
    expect(await reviewed('margin')).toMatch(/^\d+\.\d{6} USD$/);
    expect(await reviewed('fee')).toMatch(/^\d+\.\d{6} USD$/);
    const shownMargin = amountIn(await reviewed('margin'));
    const shownFee = amountIn(await reviewed('fee'));
    const shownFreeAfter = amountIn(await reviewed('freeAfter'));
    const shownPrice = await reviewed('price');
    await review.getByRole('button', { name: 'Confirm Buy' }).click();
    await placed.waitFor();
    expect(submits).toHaveLength(1);
    await placed.getByRole('button', { name: 'OK' }).click();
    const holding = await apiGet<MyDeal>(token, '/v1/api/forex/my_deal?status=1&page=1');
    const order = holding.data[0];
    if (!order) throw new Error('no order after Confirm');
    expect(new Big(order.CautionMoney).toFixed(2)).toBe(shownMargin.toFixed(2));
    expect(new Big(order.TradeFee).toFixed(2)).toBe(shownFee.toFixed(2));
    const balance = (await apiGet<{ balance: string }>(token, '/v1/api/main/wallet/getBalance')).balance;
    expect(new Big(balance).toFixed(2)).toBe(new Big(10_000).minus(shownFee).toFixed(2));
    // free margin after = 10,000 − margin − fee (the floating P&L since moves it by cents at most)
    expect(shownFreeAfter.minus(new Big(10_000).minus(order.CautionMoney).minus(order.TradeFee)).abs().lt('0.02')).toBe(
      true,
    );

    // Back (Android's gesture) with the review open closes it and stays on /trade; nothing is sent.
    await buy.click();
    await review.waitFor();
    await page.goBack();
    await review.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/trade');
    expect(await form.isVisible()).toBe(true);
    expect(submits).toHaveLength(1);
    // Cancel leaves no history entry behind: Back then leaves the screen as before the sheet.
    await buy.click();
    await review.waitFor();
    await review.getByRole('button', { name: 'Cancel' }).click();
    await review.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => history.state?.pipwaveSheet ?? null)).toBeNull();

    // A pending Buy below the market is reviewed as what it is: a Buy Limit (nothing is sent on Cancel).
    await form.getByRole('tab', { name: 'Pending' }).click();
    const price = form.getByLabel('Price', { exact: true });
    await price.fill(new Big(shownPrice).times('0.98').toFixed(5));
    await buy.click();
    await review.waitFor();
    expect(await reviewed('side')).toBe('Buy Limit');
    await review.getByRole('button', { name: 'Cancel' }).click();
    await review.waitFor({ state: 'hidden' });
    await form.getByRole('tab', { name: 'Market' }).click();
    expect(submits).toHaveLength(1);

    // The order detail sheet on /order closes on Back too.
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(`${server.url}/order`);
    await page.locator(`[data-order-id="${order.Id}"]`).click();
    const detail = page.getByRole('dialog', { name: `EUR/USD · order ${order.Id}` });
    await detail.waitFor();
    await page.goBack();
    await detail.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/order');

    // One-tap trading: off by default, a warning to turn it on, then Sell goes out with no review.
    await page.getByRole('link', { name: 'Me' }).click();
    const oneTap = page.getByRole('switch', { name: 'One-tap trading' });
    expect(await oneTap.getAttribute('aria-checked')).toBe('false');
    await oneTap.click();
    const warning = page.getByRole('dialog', { name: 'Turn on one-tap trading?' });
    await warning.waitFor();
    await shot(page, 'order-safety-one-tap-warning.png');
    await warning.getByRole('button', { name: 'Turn on' }).click();
    expect(await oneTap.getAttribute('aria-checked')).toBe('true');
    await page.reload();
    expect(await page.getByRole('switch', { name: 'One-tap trading' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('link', { name: 'Trade', exact: true }).click();
    await expect.poll(() => sell.isDisabled()).toBe(false);
    await sell.click();
    await placed.waitFor();
    expect(await review.isVisible()).toBe(false);
    expect(submits).toHaveLength(2);
    expect((await apiGet<MyDeal>(token, '/v1/api/forex/my_deal?status=1&page=1')).total).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a real account with no free margin is offered a deposit next to the lots; a demo account is not', async () => {
    const token = await registerByEmail(server.url, server.output, 'zero.balance@example.com', 'pipwave e2e 123');
    const context = await phoneContext(browser);
    await context.addInitScript((session) => localStorage.setItem('pipwave.token', session), token);
    const page = await context.newPage();
    await page.goto(`${server.url}/trade?lang=en&code=EURUSD`);
    const form = page.getByRole('region', { name: 'Order form' });
    await expect.poll(() => form.getByTestId('free-margin').innerText(), { timeout: 15_000 }).toBe('0.00');
    await form.getByText('Your free margin does not cover the smallest order (0.01 lots).').waitFor();
    expect(await form.getByRole('button', { name: /^Buy/ }).isDisabled()).toBe(true);
    expect(await form.getByTestId('side-reasons').innerText()).toBe('Not enough free margin');
    await shot(page, 'order-safety-deposit.png');
    await form.getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL(`${server.url}/mine/charge`);
    await context.close();

    // A demo account whose margin is spent (8.5 lots at 100x hold ~9,900 and the spread costs ~100 more;
    // at 10x the smallest order needs ~116): told why, but no deposit is offered for demo money.
    const demo = await demoOnTrade('EURUSD');
    const symbols = await apiGet<TradeSymbol[]>(demo.token, '/v1/api/forex/trade_list');
    const eurusd = symbols.find((symbol) => symbol.Code === 'EURUSD');
    await apiGet(demo.token, `/v1/api/forex/submit?type=1&cont=8.5&forex_id=${eurusd?.Id}&status=1&multiple=100`);
    await demo.form.getByLabel('Multiplier').selectOption('10');
    await expect
      .poll(() => demo.form.getByTestId('lots-message').innerText(), { timeout: 15_000 })
      .toMatch(/^Needs 11\d\.\d\d USD of margin and fee; free margin is -?[\d,]+\.\d\d USD$/);
    expect(await demo.buy.isDisabled()).toBe(true);
    expect(await demo.form.getByText(/does not cover the smallest order/).count()).toBe(0);
    expect(await demo.form.getByRole('link', { name: 'Deposit' }).count()).toBe(0);
    await demo.context.close();
  });

  it('a Buy with the stop-loss switched on at its prefill is not stopped out in the next 30 s of a quiet tape', async () => {
    // EUR/CHF: a quiet cross (6 % a year, a 22-point spread). The bid the buy is stopped at moves about 6
    // points in 30 s; the old prefill (the close, i.e. the bid itself) is crossed by the first down-tick.
    const { context, page, form, token, errors, buy, review, placed } = await demoOnTrade('EURCHF');
    const stopLoss = form.getByRole('switch', { name: 'Stop loss' });
    const bidBefore = new Big(
      ((await form.getByRole('button', { name: /^Sell/ }).innerText()).split('\n').pop() ?? '').replace(/,/g, ''),
    );
    await stopLoss.click();
    const box = form.getByLabel('Stop loss', { exact: true });
    const prefilled = new Big(await box.inputValue());
    const hint = await form.locator('[data-stop-message]').first().innerText();
    expect(hint).toMatch(/^Allowed: \d\.\d{5} or lower$/);
    expect(prefilled.lte(amountIn(hint))).toBe(true);
    // at least a spread (22 points, 0.00022) under the bid it was set at: never at the market
    expect(prefilled.lt(bidBefore.minus('0.00010'))).toBe(true);
    await shot(page, 'order-safety-stop-prefill.png');

    await buy.click();
    await review.waitFor();
    expect(await review.locator('[data-review="stopLoss"] dd').innerText()).toBe(prefilled.toFixed(5));
    await review.getByRole('button', { name: 'Confirm Buy' }).click();
    await placed.waitFor();
    await placed.getByRole('button', { name: 'OK' }).click();
    const order = (await apiGet<MyDeal>(token, '/v1/api/forex/my_deal?status=1&page=1')).data[0];
    if (!order) throw new Error('the buy did not open');
    expect(new Big(order.TargetLossPrice).eq(prefilled)).toBe(true);

    const started = Date.now();
    while (Date.now() - started < 30_000) {
      const open = await apiGet<MyDeal>(token, '/v1/api/forex/my_deal?status=1&page=1');
      if (!open.data.some((candidate) => candidate.Id === order.Id)) {
        const closed = (await apiGet<MyDeal>(token, '/v1/api/forex/my_deal?status=3&page=1')).data.find(
          (candidate) => candidate.Id === order.Id,
        );
        throw new Error(`closed after ${Date.now() - started} ms: ${closed?.CloseReason}`);
      }
      await page.waitForTimeout(1_000);
    }
    const history = await apiGet<MyDeal>(token, '/v1/api/forex/my_deal?status=3&page=1');
    expect(history.data.some((candidate) => candidate.Id === order.Id)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
