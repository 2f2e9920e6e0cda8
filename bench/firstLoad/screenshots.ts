import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../.cache/first-load');
const PHONE = { width: 390, height: 844 } as const;

/**
 * Screenshots of `route` at 390x844: the shell alone (the app's scripts blocked: what paints before
 * they run; the shell's own inline script still picks the frame and language) and the app once it has
 * taken over (`ready` is a selector it shows then).
 */
export async function screenshotShellAndApp(
  browser: Browser,
  baseUrl: string,
  route: string,
  name: string,
  ready: string,
): Promise<{ shell: string; app: string }> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const shell = path.join(SCREENSHOT_DIR, `${name}-shell.png`);
  const app = path.join(SCREENSHOT_DIR, `${name}-app.png`);
  const options = { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const noScript = await browser.newContext(options);
  try {
    const page = await noScript.newPage();
    await page.route('**/assets/*.js', (request) => request.abort());
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    await page.screenshot({ path: shell });
  } finally {
    await noScript.close();
  }
  const withScript = await browser.newContext(options);
  try {
    const page = await withScript.newPage();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    await page.waitForSelector(ready, { timeout: 30_000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: app });
  } finally {
    await withScript.close();
  }
  return { shell, app };
}
