import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopContext, launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { newDataDir, type RunningServer, startRealServer } from './realServer.ts';
import { createStaffWithCli, type E2eStaff } from './staffAccount.ts';

const STAFF = { email: 'settings@pipwave.test', password: 'e2e staff password 1' };
const CHAT_LINK = 'https://chat.example.com/pipwave?room=1';

describe('back office settings reach the app without a restart', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let staff: E2eStaff;

  beforeAll(async () => {
    dataDir = newDataDir('pipwave-e2e-settings-');
    staff = createStaffWithCli(dataDir, STAFF.email, STAFF.password);
    server = await startRealServer({ DATA_DIR: dataDir, HISTORY_DAYS: '1' });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a staff change of the service link in /admin shows in /mine/chat without a server restart', async () => {
    const phone = await phoneContext(browser);
    const page = await phone.newPage();
    await page.goto(`${server.url}/mine/chat?lang=en`);
    // no link configured: the built-in help page, no frame
    await page.getByRole('link', { name: 'Complaint email' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);

    const desk = await desktopContext(browser);
    const admin = await desk.newPage();
    await admin.goto(`${server.url}/admin?lang=en`);
    await admin.getByLabel('E-mail').fill(STAFF.email);
    await admin.getByLabel('Password').fill(STAFF.password);
    await admin.getByLabel('Authenticator code').fill(await staff.nextCode());
    await admin.getByRole('button', { name: 'Log in' }).click();
    await admin.getByRole('button', { name: 'Settings', exact: true }).click();
    await admin.getByLabel('Customer-service link (empty: the built-in help page)').fill(CHAT_LINK);
    await admin.getByRole('button', { name: 'Save', exact: true }).first().click();
    await admin.getByText('Saved', { exact: true }).waitFor();
    await admin.screenshot({ path: path.join(SCREENSHOT_DIR, 'back-office-settings.png') });

    // the server was not restarted: the next time the app opens the chat, the frame shows the new link
    await page.goto(`${server.url}/mine/chat?lang=en`);
    await expect.poll(() => page.locator('iframe').getAttribute('src'), { timeout: 15_000 }).toBe(CHAT_LINK);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'back-office-chat-link.png') });

    // the audit log names the change
    await admin.getByRole('button', { name: 'Payments', exact: true }).click();
    await admin.getByRole('button', { name: 'Audit log', exact: true }).click();
    await expect.poll(() => admin.getByText('Setting changed').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await desk.close();
    await phone.close();
  });
});
