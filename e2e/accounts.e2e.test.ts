import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { type RunningServer, startRealServer } from './realServer.ts';

const NEW_PASSWORD = 'a new and longer secret';
const PASSWORD = 'e2e password 1';

describe('accounts journeys on a phone', () => {
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

  /** The latest code the log notifier printed for an address (one line per code on the server's stdout). */
  async function codeFor(email: string, purpose: 'register' | 'reset' = 'register'): Promise<string> {
    const pattern = new RegExp(
      `\\[notify\\] email to=${email.replace('.', '\\.')} purpose=${purpose} code=(\\d{6})`,
      'g',
    );
    let code = '';
    await expect
      .poll(() => {
        code = [...server.output().matchAll(pattern)].at(-1)?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code;
  }

  const toast = (page: Page, text: string) => page.getByRole('status').getByText(text).waitFor();

  it('opens a demo account in one tap: the user centre shows the demo label and 10,000.00, and resets it', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${server.url}/login?lang=en`);
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await page.waitForURL(`${server.url}/user`);
    await page.getByText('Demo account', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('balance').innerText()).toBe('10,000.00');
    expect(await page.getByText('Credit score').innerText()).toContain('100');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'user-demo.png') });

    // Real-only entries are refused with SPEC's message.
    await page.getByRole('button', { name: 'Wallet' }).click({ force: true });
    await toast(page, 'Please register or log in to a real account to use this');
    expect(page.url()).toBe(`${server.url}/user`);

    // The balance hides and shows.
    await page.getByRole('button', { name: 'Hide balance' }).click();
    expect(await page.getByTestId('balance').innerText()).toBe('******');
    await page.getByRole('button', { name: 'Show balance' }).click();

    // Demo reset asks first.
    await page.getByRole('button', { name: 'Reset demo account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Demo account reset');
    expect(await page.getByTestId('balance').innerText()).toBe('10,000.00');

    // The same device gets the same demo account back after logging out.
    const uid = await page.getByText(/^User ID \d+$/).innerText();
    await page.goto(`${server.url}/mine/system`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await page.waitForURL(`${server.url}/user`);
    await expect.poll(() => page.getByText(/^User ID \d+$/).innerText()).toBe(uid);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs up by e-mail with the code from the server output, logs out, logs in and returns to the page it came from', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const email = 'journey@example.com';

    // A visitor wants /order and is sent to log in; from there to sign up.
    await page.goto(`${server.url}/order?lang=en`);
    await page.waitForURL(`${server.url}/login?from=%2Forder%3Flang%3Den`);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/register\?from=/);
    // The route changes in a transition: the log-in form stays on screen until the sign-up chunk is in.
    await page.getByRole('button', { name: 'Send code' }).waitFor();

    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Resend in \d+ s/ }).isDisabled()).toBe(true);
    const code = await codeFor(email);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('not the same');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await toast(page, 'The two passwords are not equal');
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'register.png') });
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(`${server.url}/order?lang=en`);

    await page.goto(`${server.url}/user`);
    await page.getByText(email).waitFor();
    expect(await page.getByText('Demo account', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('balance').innerText()).toBe('0.00');
    const token = await page.evaluate(() => localStorage.getItem('pipwave.token'));

    await page.goto(`${server.url}/mine/system`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/`);
    await toast(page, 'Logged out');
    // The old token is dead on the server, not only forgotten here.
    const info = await page.evaluate(
      async (old) => (await fetch('/api/user/info', { headers: { Authorization: old ?? '' } })).json(),
      token,
    );
    expect(info).toMatchObject({ code: 999 });

    await page.goto(`${server.url}/order`);
    await page.waitForURL(`${server.url}/login?from=%2Forder`);
    await page.getByRole('button', { name: 'Try a demo account' }).waitFor();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await toast(page, 'Please enter your e-mail');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await toast(page, 'Wrong account or password');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${server.url}/order`);

    // Changing the password ends the session; the log-in after it returns to the user centre, not the form.
    await page.goto(`${server.url}/mine/password?lang=en`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(email, 'reset'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${server.url}/login?from=%2Fuser`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${server.url}/user`);
    await context.close();
  });
  it('after repeated wrong passwords asks for a human check that solves itself, then logs in', async () => {
    const email = 'captcha@example.com';
    const api = async (url: string, form: Record<string, string>) => {
      const response = await fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
        body: new URLSearchParams(form).toString(),
      });
      return (await response.json()) as { code: number };
    };
    await api('/api/notify/send_email', { to: email, type: '1' });
    const code = await codeFor(email);
    const form = { type: 'email', account: email, password: PASSWORD, re_password: PASSWORD, sms_code: code };
    expect(await api('/api/user/register', form)).toMatchObject({ code: 1 });

    // Wrong passwords until the server asks for the captcha (3 for the account, fewer if the IP has some).
    const wrongLogin = () =>
      api('/api/user/loginForU', { account: email, password: 'wrong password', login_type: 'email' });
    let reply = await wrongLogin();
    for (let attempt = 0; attempt < 4 && reply.code !== 1102; attempt += 1) reply = await wrongLogin();
    expect(reply.code).toBe(1102);

    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/login?lang=en`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await logIn.click();
    await toast(page, 'Please complete the human check');
    const captcha = page.getByTestId('captcha');
    await captcha.waitFor();
    // Nothing to type: the field solves the proof of work by itself (about a second at the default cost).
    await captcha.getByText('Verified, you can continue').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'login-captcha.png') });
    await logIn.click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await page.evaluate(() => localStorage.getItem('pipwave.token'))).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});
