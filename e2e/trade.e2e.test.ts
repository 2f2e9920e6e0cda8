import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

/** RGB(A) pixels of an 8-bit, non-interlaced PNG (what Chromium's screenshots are). */
function decodePng(png: Buffer): { width: number; height: number; channels: number; data: Uint8Array } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = body[9] === 2 ? 3 : 4;
    } else if (type === 'IDAT') {
      idat.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = new Uint8Array(height * stride);
  for (let row = 0; row < height; row += 1) {
    const filter = raw[row * (stride + 1)] ?? 0;
    for (let column = 0; column < stride; column += 1) {
      const value = raw[row * (stride + 1) + 1 + column] ?? 0;
      const left = column >= channels ? (data[row * stride + column - channels] ?? 0) : 0;
      const up = row > 0 ? (data[(row - 1) * stride + column] ?? 0) : 0;
      const upLeft = row > 0 && column >= channels ? (data[(row - 1) * stride + column - channels] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        predicted = a <= b && a <= c ? left : b <= c ? up : upLeft;
      }
      data[row * stride + column] = (value + predicted) & 0xff;
    }
  }
  return { width, height, channels, data };
}

/** Share of the chart's pixels in the candle colours (green #12b76a, red #f04438, allowing for scaling). */
async function candlePixelShare(page: Page, file: string): Promise<number> {
  const png = await page.locator('[data-chart-state]').screenshot({ path: path.join(SCREENSHOT_DIR, file) });
  const image = decodePng(png);
  let coloured = 0;
  const total = image.width * image.height;
  for (let pixel = 0; pixel < total; pixel += 1) {
    const r = image.data[pixel * image.channels] ?? 0;
    const g = image.data[pixel * image.channels + 1] ?? 0;
    const b = image.data[pixel * image.channels + 2] ?? 0;
    const green = g > 140 && r < 60 && b > 70 && b < 140;
    const red = r > 200 && g < 90 && b < 80;
    if (green || red) coloured += 1;
  }
  return coloured / total;
}

/** Counts WebGL contexts the page creates and how many are still alive. */
const COUNT_CONTEXTS = `(() => {
  const made = [];
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, options) {
    const context = original.call(this, type, options);
    if (context && (type === 'webgl' || type === 'webgl2') && !made.includes(context)) made.push(context);
    return context;
  };
  window.__liveWebGL = () => made.filter((context) => !context.isContextLost()).length;
})();`;

const liveContexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __liveWebGL: () => number }).__liveWebGL());

describe('trade journey on a phone', () => {
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

  it('shows a non-blank candlestick chart, reloads candles on a period switch and keeps the choice', async () => {
    const context = await phoneContext(browser);
    await context.addInitScript(COUNT_CONTEXTS);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${server.url}/trade?code=EURUSD&lang=en`);
    await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('chart-first-render').length), { timeout: 10_000 })
      .toBe(1);
    expect(Number(await page.locator('[data-chart-state]').getAttribute('data-bars'))).toBeGreaterThan(100);
    expect(await page.locator('h1:visible').innerText()).toBe('EUR/USD');
    expect(await page.locator('[data-last-price]').innerText()).toMatch(/^\d\.\d{5}$/);
    expect(await candlePixelShare(page, 'trade-1m.png')).toBeGreaterThan(0.01);
    // painted in the chart's drawing worker (Chromium hands it the canvas): Pixi's WebGL where the GPU runs
    // it, the 2D canvas where WebGL would be software (headless here); no WebGL context on the page
    const rendererKind = await page.locator('[data-chart="candles"]').getAttribute('data-renderer');
    expect(['webgl', 'canvas']).toContain(rendererKind);
    expect(await liveContexts(page)).toBe(0);

    // period switch: a new kline request with period=5min, then the chart shows its candles
    const reloaded = page.waitForResponse(
      (response) => response.url().includes('/v1/api/forex/kline') && response.url().includes('period=5min'),
    );
    await page.getByRole('button', { name: '5M', exact: true }).click();
    expect((await reloaded).ok()).toBe(true);
    await page.locator('[data-chart-state="ready"][data-period="5min"]').waitFor();
    expect(await page.getByRole('button', { name: '5M', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await candlePixelShare(page, 'trade-5m.png')).toBeGreaterThan(0.01);

    // symbol drawer: search and choose another symbol
    await page.getByRole('button', { name: 'Choose a symbol' }).click();
    await page.getByRole('searchbox', { name: 'Search symbols' }).fill('gbp');
    await page.locator('[data-symbol="GBPUSD"]').click();
    await expect.poll(() => page.locator('h1:visible').innerText()).toBe('GBP/USD');
    await page.waitForURL(/\/trade\?code=GBPUSD$/);
    await page.locator('[data-chart-state="ready"][data-period="5min"]').waitFor();

    // the market list's mini charts share one context; on /trade the chart has the other
    await page.getByRole('navigation').getByRole('link', { name: 'Markets', exact: true }).click();
    await page.locator('canvas[data-sparklines]').waitFor({ timeout: 10_000 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'home-sparklines.png') });
    expect(await liveContexts(page)).toBeLessThanOrEqual(2);
    await page.getByRole('link', { name: 'Trade', exact: true }).click();
    await page.locator('[data-chart-state="ready"]').waitFor();
    expect(await liveContexts(page)).toBeLessThanOrEqual(2);

    // period and symbol survive navigation and a reload
    expect(await page.getByRole('button', { name: '5M', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${server.url}/trade?lang=en`);
    await page.locator('[data-chart-state="ready"][data-period="5min"]').waitFor();
    expect(await page.locator('h1:visible').innerText()).toBe('GBP/USD');
    expect(errors).toEqual([]);
    await context.close();
  });
});
