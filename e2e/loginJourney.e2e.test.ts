import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { type RealUser, revokeSession, signUpByEmail } from './journeyAccounts.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

const LOG_IN_TO_CONTINUE = 'Log in to continue to the page you opened.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** The four money screens a visitor used to be stranded on, and the title each shows once reached. */
const WANTED: readonly (readonly [string, string])[] = [
  ['/mine/history', 'Account detail'],
  ['/mine/charge', 'Deposit'],
  ['/mine/withdraw', 'Withdrawal'],
  ['/mine/withdraw-way?type=2', 'Add bank account'],
];

describe('log-in journeys on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let user: RealUser;

  beforeAll(async () => {
    // one day of history is plenty here; the start may be slow on a busy machine
    server = await startRealServer({ HISTORY_DAYS: '1' }, 150_000);
    browser = await launchChromium();
    user = await signUpByEmail(server, 'wanderer@example.com', 'journey password 17');
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function englishPhone(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await phoneContext(browser);
    await context.addInitScript(() => localStorage.setItem('pipwave.lang', 'en'));
    return { context, page: await context.newPage() };
  }

  const notice = (page: Page) => page.getByTestId('login-notice').innerText();
  const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  async function logIn(page: Page): Promise<void> {
    await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  it('sends a visitor from each /mine/* money screen to log in and, once logged in, to that screen', async () => {
    for (const [route, screenTitle] of WANTED) {
      const { context, page } = await englishPhone();
      await page.goto(`${server.url}${route}`);
      await page.waitForURL(`${server.url}/login?from=${encodeURIComponent(route)}`);
      // a visitor is asked to log in, never told a session expired they never had
      expect(await notice(page)).toBe(LOG_IN_TO_CONTINUE);
      expect(await page.locator('body').innerText()).not.toMatch(/expired/i);
      if (route === '/mine/charge')
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'journey-login-from.png') });
      await logIn(page);
      await page.waitForURL(`${server.url}${route}`);
      await title(page, screenTitle).waitFor();
      await context.close();
    }
  });

  it('forwards someone logged in who opens /login to `from`, or home', async () => {
    const { context, page } = await englishPhone();
    await page.goto(`${server.url}/login`);
    await logIn(page);
    await page.waitForURL(`${server.url}/user`);
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/login?from=${encodeURIComponent('/mine/withdraw-way?type=2')}`);
    await page.waitForURL(`${server.url}/mine/withdraw-way?type=2`);
    await title(page, 'Add bank account').waitFor();
    // a nested log-in URL (the old bug's) still leads to the route first wanted
    const nested = `/login?from=${encodeURIComponent(`/login?from=${encodeURIComponent('/mine/history')}`)}`;
    await page.goto(`${server.url}${nested}`);
    await page.waitForURL(`${server.url}/mine/history`);
    await context.close();
  });

  it('lands a visitor who tries a demo on the ledger they wanted; a demo reaches it from the user centre too', async () => {
    const { context, page } = await englishPhone();
    await page.goto(`${server.url}/mine/history`);
    await page.waitForURL(/\/login\?from=%2Fmine%2Fhistory$/);
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await page.waitForURL(`${server.url}/mine/history`);
    await page.getByTestId('ledger').getByText('Demo account funding').waitFor();

    await page.goto(`${server.url}/user`);
    await page.getByRole('button', { name: 'Account detail' }).click();
    await page.waitForURL(`${server.url}/mine/history`);
    await title(page, 'Account detail').waitFor();

    // a demo account opening /login keeps the form: that is how it reaches a real account
    await page.goto(`${server.url}/login?from=%2Fmine%2Fcharge`);
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/login');
    // and logging in to the real account from there goes where the demo could not
    await logIn(page);
    await page.waitForURL(`${server.url}/mine/charge`);
    await context.close();
  });

  it('sends a visitor who taps Buy on a symbol to log in and, once logged in, back to that symbol', async () => {
    const { context, page } = await englishPhone();
    await page.goto(`${server.url}/trade?code=GBPUSD`);
    const form = page.getByRole('region', { name: 'Order form' });
    await form.getByRole('button', { name: /^Buy/ }).click();
    await page.waitForURL(`${server.url}/login?from=${encodeURIComponent('/trade?code=GBPUSD')}`);
    await logIn(page);
    await page.waitForURL(`${server.url}/trade?code=GBPUSD`);
    await title(page, 'GBP/USD').waitFor();
    await context.close();
  });

  it('says "session expired" to someone whose session expired, then brings them back', async () => {
    const { context, page } = await englishPhone();
    await page.goto(`${server.url}/login`);
    await logIn(page);
    await page.waitForURL(`${server.url}/user`);
    const token = await page.evaluate(() => localStorage.getItem('pipwave.token'));
    if (!token) throw new Error('no token after log-in');
    await revokeSession(server, token);

    // The app learns it from its next call (the tap on Orders) or from its socket, which the server closes
    // with the session: whichever comes first, the user lands on the log-in told why, with where they were.
    const orders = page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true });
    await orders.click({ timeout: 5_000 }).catch(() => undefined);
    await page.waitForURL(/\/login\?from=%2F(order|user)$/);
    const from = new URL(page.url()).searchParams.get('from') ?? '';
    expect(await notice(page)).toBe(SESSION_EXPIRED);
    // the calls the orders screen had in flight end quietly when it goes away: no error toast over the form
    expect(await page.getByText(/could not handle the request/).count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'journey-session-expired.png') });
    await logIn(page);
    await page.waitForURL(`${server.url}${from}`);

    // a visitor with no session, on the same kind of route, is only asked to log in
    const visitor = await englishPhone();
    await visitor.page.goto(`${server.url}/order`);
    await visitor.page.waitForURL(`${server.url}/login?from=%2Forder`);
    expect(await notice(visitor.page)).toBe(LOG_IN_TO_CONTINUE);
    await visitor.context.close();
    await context.close();
  });
});
