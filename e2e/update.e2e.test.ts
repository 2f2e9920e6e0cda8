import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, phoneContext } from './browser.ts';
import { appRow } from './livePrices.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

const SHOTS = path.resolve(import.meta.dirname, '..', '.cache', 'screenshots');

describe('a new version on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  // a copy of the build the test can "deploy" over
  const staticDir = mkdtempSync(path.join(tmpdir(), 'pipwave-dist-'));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    cpSync(path.resolve(import.meta.dirname, '..', 'dist'), staticDir, { recursive: true });
    server = await startRealServer({ STATIC_DIR: staticDir });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('is offered with a translated reload prompt on the next visit, and taken only when the user taps reload', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/?lang=en`);
    await appRow(page).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    expect(await page.getByTestId('update-prompt').count()).toBe(0);

    // a deploy changes the service worker (and, as the build does, its pre-compressed copies, which the
    // server sends in its place); the next visit finds it
    const worker = path.join(staticDir, 'sw.js');
    appendFileSync(worker, '\n// the next version\n');
    expect(existsSync(`${worker}.br`)).toBe(true);
    writeFileSync(`${worker}.br`, brotliCompressSync(readFileSync(worker)));
    writeFileSync(`${worker}.gz`, gzipSync(readFileSync(worker)));
    await page.reload();
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 30_000 });
    expect(await prompt.innerText()).toContain('A new version of Pipwave is available');
    await page.screenshot({ path: path.join(SHOTS, 'update-prompt.png') });
    // nothing changed under the user: the old version keeps running and a new one waits
    await page.locator('[data-code="EURUSD"]').waitFor();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
      true,
    );

    const origin = await page.evaluate(() => performance.timeOrigin);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.evaluate(() => performance.timeOrigin), { timeout: 20_000 }).not.toBe(origin);
    await appRow(page).waitFor({ timeout: 20_000 });
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
