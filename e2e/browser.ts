import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true });
}

/** A phone-sized context, touch enabled, like a mid-range Android. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
}
