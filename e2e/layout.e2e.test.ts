import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../protocol/locales.ts';
import { ROUTES } from '../src/app/routeTable.ts';
import { desktopContext, launchChromium } from './browser.ts';
import { demoWithOrders } from './demoOrders.ts';
import { navigate, type Overflow, overflowsOn, settle } from './layoutFit.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

/** The narrowest phone the layouts must fit. */
const NARROW = { width: 360, height: 740 } as const;
const MINE_ROUTES = ROUTES.filter((route) => route.path.startsWith('/mine/'));
/**
 * Screens a visitor sees: the /mine pages open to visitors show at least their title; every other one sends
 * a visitor to the same log-in screen (its notice is the same whichever page was wanted), so that screen is
 * checked once per language, reached from the first of them. Then those behind the demo log-in.
 */
const VISITOR_PATHS = [
  '/',
  '/trade',
  ...MINE_ROUTES.filter((route) => !route.loginRequired).map((route) => route.path),
  ...MINE_ROUTES.filter((route) => route.loginRequired)
    .slice(0, 1)
    .map((route) => route.path),
];
const DEMO_PATHS = ['/order', '/user', '/mine/alerts'];
const LANES = 3;
/** The narrowest window the desktop terminal comes in as the terminal (the form's column over the list). */
const TERMINAL = { width: 1024, height: 768 } as const;
/** The terminal list's symbol names, which give way to the figures with an ellipsis (TerminalScreen.module.css). */
const TERMINAL_SHORTENED = '[data-testid="trading-terminal"] [data-code] [data-part="name"]';

async function narrowContext(browser: Browser, token: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: NARROW, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  if (token) await context.addInitScript((value) => localStorage.setItem('pipwave.token', value), token);
  return context;
}

/** Each overflow on the terminal in one language: its list, chart, form, and the positions and pending tabs. */
async function checkTerminal(page: Page, baseUrl: string, lang: LanguageCode) {
  const problems: string[] = [];
  await page.goto(`${baseUrl}/trade?code=EURUSD&lang=${lang}`);
  await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 30_000 });
  const tabs = page.getByTestId('positions-panel').getByRole('tab');
  for (const tab of [0, 1]) {
    await tabs.nth(tab).click();
    await page.getByTestId('positions-panel').locator('[data-order-id]').first().waitFor();
    await settle(page);
    const report = (overflow: Overflow) =>
      `${lang} terminal tab ${tab}: ${overflow.path} '${overflow.text}' (${overflow.scrollWidth} > ${overflow.clientWidth})`;
    problems.push(...(await overflowsOn(page, TERMINAL_SHORTENED)).map(report));
  }
  return problems;
}

/** Every overflow on each path in one language, as "lang path: element 'text' (scroll/client)". */
async function checkLanguage(page: Page, baseUrl: string, lang: LanguageCode, paths: readonly string[]) {
  const problems: string[] = [];
  await page.goto(`${baseUrl}${paths[0]}?lang=${lang}`);
  for (const [index, target] of paths.entries()) {
    if (index > 0) await navigate(page, target);
    await settle(page);
    const report = (overflow: Overflow) =>
      `${lang} ${target}: ${overflow.path} '${overflow.text}' (${overflow.scrollWidth} > ${overflow.clientWidth})`;
    problems.push(...(await overflowsOn(page)).map(report));
  }
  return problems;
}

describe('layouts fit every language: phones at 360 px, the desktop terminal at 1,024 px', () => {
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

  it('no text is cut or sticks out of its box on the main screens, the /mine titles and the tab bar, in all 15 languages', async () => {
    const visitor = await narrowContext(browser, null);
    const demo = await narrowContext(browser, await demoWithOrders(server.url));
    // a few pages side by side: most of each check is waiting for the screen's data
    const lanes = await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => ({
        languages: LANGUAGE_CODES.filter((_code, index) => index % LANES === lane),
        visitorPage: await visitor.newPage(),
        demoPage: await demo.newPage(),
      })),
    );
    const found = await Promise.all(
      lanes.map(async ({ languages, visitorPage, demoPage }) => {
        const problems: string[] = [];
        for (const lang of languages) {
          problems.push(...(await checkLanguage(visitorPage, server.url, lang, VISITOR_PATHS)));
          problems.push(...(await checkLanguage(demoPage, server.url, lang, DEMO_PATHS)));
        }
        return problems;
      }),
    );
    await Promise.all([visitor.close(), demo.close()]);
    expect(found.flat()).toEqual([]);
  }, 240_000);

  // the price labels of a 1,024 px window's positions panel were cut beside their prices ("Цена откр…"), and
  // the list's "スプレッド" and "Chênh lệch" headers in its 300 px column
  it('no text is cut or sticks out of its box on the desktop terminal at 1,024 px with positions and a pending order, in all 15 languages', async () => {
    const token = await demoWithOrders(server.url);
    const context = await desktopContext(browser, { viewport: TERMINAL });
    await context.addInitScript((value) => localStorage.setItem('pipwave.token', value), token);
    const found = await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        const page = await context.newPage();
        const problems: string[] = [];
        for (const lang of LANGUAGE_CODES.filter((_code, index) => index % LANES === lane))
          problems.push(...(await checkTerminal(page, server.url, lang)));
        return problems;
      }),
    );
    await context.close();
    expect(found.flat()).toEqual([]);
  }, 240_000);
});
