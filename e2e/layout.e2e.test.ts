import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../protocol/locales.ts';
import { ROUTES } from '../src/app/routeTable.ts';
import { launchChromium } from './browser.ts';
import { demoWithOrders } from './demoOrders.ts';
import { navigate, type Overflow, overflowsOn, settle } from './layoutFit.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

/** The narrowest phone the layouts must fit. */
const NARROW = { width: 360, height: 740 } as const;
/** Screens a visitor sees (the /mine pages show at least their title), then those behind the demo log-in. */
const VISITOR_PATHS = ['/', '/trade', ...ROUTES.filter((route) => route.path.startsWith('/mine/')).map((r) => r.path)];
const DEMO_PATHS = ['/order', '/user', '/mine/alerts'];
const LANES = 3;

async function narrowContext(browser: Browser, token: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: NARROW, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  if (token) await context.addInitScript((value) => localStorage.setItem('pipwave.token', value), token);
  return context;
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

describe('layouts fit every language at 360 px', () => {
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
});
