import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');
const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * Every page of every journey runs under the server's Content-Security-Policy: a violation (the
 * `securitypolicyviolation` event, or Chromium's "Refused to …" console error) fails the test it happened in,
 * and so does a header the browser could not apply ("Error with Permissions-Policy header: …").
 */
const violations: string[] = [];
const CSP_CONSOLE = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate|create)/i;
const HEADER_CONSOLE = /Error with Permissions-Policy header/i;

afterEach(() => {
  const found = violations.splice(0);
  expect(found, 'Content-Security-Policy violations and refused security headers').toEqual([]);
});

async function watchSecurityPolicy(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `[csp] Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  context.on('page', (page) => {
    page.on('console', (message) => {
      const text = message.text();
      const cspViolation = message.type() === 'error' && CSP_CONSOLE.test(text);
      if (cspViolation || HEADER_CONSOLE.test(text)) {
        violations.push(`${page.url()}: ${text}`);
      }
    });
  });
  return context;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true });
}

/** A phone-sized context, touch enabled, like a mid-range Android (options: e.g. the phone's time zone). */
export async function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return watchSecurityPolicy(
    await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, hasTouch: true, isMobile: true, ...options }),
  );
}

/** A desktop-sized context (the back office). */
export async function desktopContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return watchSecurityPolicy(await browser.newContext({ viewport: DESKTOP, ...options }));
}
