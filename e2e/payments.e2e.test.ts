import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../protocol/envelope.ts';
import { desktopContext, launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { newDataDir, type RunningServer, startRealServer } from './realServer.ts';
import { createStaffWithCli, type E2eStaff } from './staffAccount.ts';
import { userApiGet } from './userApi.ts';

const STAFF = { email: 'cashier@pipwave.test', password: 'e2e cashier password 1' };
const USER = { email: 'mei.chan@example.com', password: 'pipwave e2e 123', name: 'Mei Chan' };

function pictureFile(name: string, colour: string) {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));
}

describe('money movement on a phone and in the back office', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let staff: E2eStaff;
  let userToken = '';
  let phone: { context: BrowserContext; page: Page };
  let desk: { context: BrowserContext; page: Page };
  const errors: string[] = [];

  async function api<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Envelope<T>> {
    const headers: Record<string, string> = { lang: 'en' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }

  async function register(): Promise<string> {
    expect((await api('POST', '/api/notify/send_email', { to: USER.email, type: 1 })).code).toBe(1);
    let code = '';
    await expect
      .poll(() => {
        code = /to=mei\.chan@example\.com purpose=register code=(\d{6})/.exec(server.output())?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    const reply = await api<{ token: string }>('POST', '/api/user/register', {
      type: 'email',
      account: USER.email,
      password: USER.password,
      re_password: USER.password,
      sms_code: code,
    });
    expect(reply.code).toBe(1);
    return reply.data.token;
  }

  const shot = async (page: Page, name: string) => {
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `payments-${name}.png`), fullPage: false });
  };

  /** Staff approve the newest waiting item of a queue in /admin → Payments. */
  async function approveInAdmin(section: 'Deposits' | 'Withdrawals' | 'Identity checks') {
    const { page } = desk;
    await page.getByRole('button', { name: section, exact: true }).click();
    const approve = page.getByRole('button', { name: 'Approve' }).first();
    await approve.waitFor();
    await approve.click();
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  }

  beforeAll(async () => {
    dataDir = newDataDir('pipwave-e2e-payments-');
    staff = createStaffWithCli(dataDir, STAFF.email, STAFF.password);
    server = await startRealServer({ DATA_DIR: dataDir, MARKET_ALWAYS_OPEN: '1', HISTORY_DAYS: '1' });
    browser = await launchChromium();
    const deskContext = await desktopContext(browser);
    desk = { context: deskContext, page: await deskContext.newPage() };
    await desk.page.goto(`${server.url}/admin?lang=en`);
    await desk.page.getByLabel('E-mail').fill(STAFF.email);
    await desk.page.getByLabel('Password').fill(STAFF.password);
    await desk.page.getByLabel('Authenticator code').fill(await staff.nextCode());
    await desk.page.getByRole('button', { name: 'Log in' }).click();
    await desk.page.getByRole('button', { name: 'Payments', exact: true }).click();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('verifies identity, deposits by wire, withdraws to the bank, with staff approving each step', async () => {
    userToken = await register();
    const context = await phoneContext(browser);
    await context.addInitScript((value) => localStorage.setItem('pipwave.token', value), userToken);
    phone = { context, page: await context.newPage() };
    phone.page.on('pageerror', (error) => errors.push(error.message));
    const { page } = phone;

    // 1. identity: the form, two images, waiting; staff verify it
    await page.goto(`${server.url}/mine/auth?lang=en`);
    await page.getByLabel('Full name').fill(USER.name);
    await page.getByLabel('ID or passport number').fill('A1234567');
    await page.getByTestId('id-front').setInputFiles(await pictureFile('front.png', '#3b82f6'));
    await page.getByTestId('id-back').setInputFiles(await pictureFile('back.png', '#f59e0b'));
    await expect.poll(() => page.getByRole('button', { name: 'Remove image' }).count()).toBe(2);
    await shot(page, 'auth-form');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Waiting for audit').waitFor();
    await approveInAdmin('Identity checks');
    await page.reload();
    await page.getByText('Certified').waitFor();
    await shot(page, 'auth-certified');

    // 2. deposit by bank wire with a proof image; staff approve; the balance shows it
    await page.goto(`${server.url}/mine/charge?lang=en`);
    await page.getByRole('tab', { name: 'Bank wire' }).click();
    await page.getByTestId('wire-account').waitFor();
    await expect(page.getByText('A bank wire takes 1 to 5 business days to arrive.').count()).resolves.toBe(1);
    // the list under the bank tab says whose records it shows, and that there are none of that kind yet
    await page.getByRole('heading', { name: 'Bank wire deposits' }).waitFor();
    await page.getByText('No bank wire deposits yet').waitFor();
    const { uid } = await userApiGet<{ uid: number }>(server.url, userToken, '/api/user/info');
    expect(await page.getByTestId('wire-reference').innerText()).toBe(
      `Write your UID ${uid} in the transfer's reference so we can match it to your account.`,
    );
    await page.getByLabel('Amount (USD)').fill('1000');
    await page.getByTestId('wire-proof').setInputFiles(await pictureFile('receipt.png', '#10b981'));
    await page.getByRole('button', { name: 'Remove image' }).waitFor();
    await shot(page, 'charge-bank');
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await page.getByTestId('deposit-records').getByText('Pending review').waitFor();
    await approveInAdmin('Deposits');
    await page.goto(`${server.url}/mine/wallet?lang=en`);
    await expect.poll(() => page.getByTestId('account-balance').innerText()).toBe('1,000.00');
    await shot(page, 'wallet');

    // 3. bind a bank account in the verified name, withdraw 200 (fee 1% = 2), staff approve
    await page.goto(`${server.url}/mine/withdraw?lang=en`);
    await page.getByRole('tab', { name: 'Bank account' }).click();
    await page.getByRole('button', { name: 'Add a bank account to withdraw to' }).waitFor();
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add bank account' }).click();
    await page.waitForURL(/withdraw-way\?type=2/);
    const bank: [string, string][] = [
      ['Bank country', 'Hong Kong'],
      ['Bank name', 'Harbour Bank'],
      ['Bank address', '1 Queen St, Central'],
      ['SWIFT code', 'HARBHKHH'],
      ['ABA / routing number', '026009593'],
      ['Postal code', '999077'],
      ['Payee name', USER.name],
      ['Payee account', '012-345678-901'],
      ['Payee address', '8 Harbour Rd, Wan Chai'],
    ];
    for (const [label, value] of bank) await page.getByLabel(label, { exact: true }).fill(value);
    await shot(page, 'withdraw-way-bank');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/mine\/withdraw(\?|$)/);
    await page.getByRole('tab', { name: 'Bank account' }).click();
    await page.getByLabel('To bank account').waitFor();
    await page.getByLabel('Amount (USD)').fill('200');
    await expect.poll(() => page.getByTestId('withdraw-fee').innerText()).toBe('2.00 USD');
    await expect.poll(() => page.getByTestId('withdraw-receipt').innerText()).toBe('198.00 USD');
    await shot(page, 'withdraw');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByTestId('withdraw-records').getByText('Pending review').waitFor();
    await approveInAdmin('Withdrawals');

    // a second bank account bound in a fresh tab (no history to go back to): saving stays in the app, on the list
    const freshTab = await phone.context.newPage();
    await freshTab.goto(`${server.url}/mine/withdraw-way?type=2&lang=en`);
    for (const [label, value] of bank) {
      await freshTab.getByLabel(label, { exact: true }).fill(label === 'Payee account' ? '098-765432-109' : value);
    }
    await freshTab.getByRole('button', { name: 'Save' }).click();
    await freshTab.waitForURL(`${server.url}/mine/bank-card-list`);
    await freshTab.getByRole('heading', { level: 1, name: 'Bank accounts' }).waitFor();
    await freshTab.close();

    // 4. the account detail and ledger: deposit and withdrawal on the ledger, both records completed
    await page.goto(`${server.url}/mine/history?lang=en`);
    await expect.poll(() => page.getByTestId('account-balance').innerText()).toBe('800.00');
    const ledger = page.getByTestId('ledger').locator('li');
    await expect.poll(() => ledger.count()).toBe(2);
    expect(await ledger.nth(0).innerText()).toMatch(/Withdrawal[\s\S]*-200\.00/);
    expect(await ledger.nth(1).innerText()).toMatch(/Deposit[\s\S]*\+1,000\.00/);
    await shot(page, 'history');
    await page.goto(`${server.url}/mine/withdraw?lang=en`);
    await page.getByRole('tab', { name: 'Bank account' }).click();
    await page.getByTestId('withdraw-records').getByText('Completed').waitFor();
    await page.getByTestId('withdraw-records').locator('li').first().scrollIntoViewIfNeeded();
    await shot(page, 'withdraw-records');

    // the crypto deposit screen: address, network and its QR code
    await page.goto(`${server.url}/mine/charge?lang=en`);
    await page.getByTestId('deposit-address').waitFor();
    await page.getByRole('img', { name: 'QR code of the deposit address' }).waitFor();
    await shot(page, 'charge-crypto');
    // a German user types the amount with a decimal comma, and the box's hint shows one
    await page.goto(`${server.url}/mine/charge?lang=de`);
    await page.getByTestId('deposit-address').waitFor();
    expect(await page.getByPlaceholder('0,00', { exact: true }).count()).toBe(1);
    expect(await page.getByPlaceholder('0.00', { exact: true }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Banküberweisung' }).click();
    expect(await page.getByTestId('wire-reference').innerText()).toMatch(
      /^Geben Sie Ihre UID \d+ als Verwendungszweck/,
    );

    // the back office: the user's ledger and the audit trail of every decision
    await desk.page.getByRole('button', { name: 'User ledger', exact: true }).click();
    await desk.page.getByLabel('E-mail, UID or id').fill(USER.email);
    await desk.page.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => desk.page.getByTestId('admin-ledger-summary').innerText()).toContain('800.00');
    await desk.page.getByRole('button', { name: 'Audit log', exact: true }).click();
    const audit = desk.page.getByTestId('audit-log');
    await expect
      .poll(() => audit.innerText())
      .toMatch(/Withdrawal approved[\s\S]*Deposit approved[\s\S]*Identity check approved/);
    await desk.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'payments-admin-audit.png') });
    expect(errors).toEqual([]);
  }, 60_000);
});
