import { rmSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../protocol/envelope.ts';
import { desktopContext, launchChromium, phoneContext, SCREENSHOT_DIR } from './browser.ts';
import { appRow } from './livePrices.ts';
import { newDataDir, type RunningServer, startRealServer } from './realServer.ts';
import { createStaffWithCli, type E2eStaff } from './staffAccount.ts';

const STAFF = { email: 'editor@pipwave.test', password: 'e2e staff password 1' };
const LANGS = ['hk', 'en', 'jp'] as const;

describe('content journeys on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let staff: E2eStaff;

  async function api<T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<Envelope<T>> {
    const headers: Record<string, string> = { lang: 'en' };
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }

  /** Signs up by e-mail with the code the log notifier prints; returns the session token. */
  async function register(email: string, inviteCode?: string): Promise<string> {
    const sent = await api('POST', '/api/notify/send_email', { to: email, type: 1 });
    expect(sent.code).toBe(1);
    const escaped = email.replace(/[.+]/g, '\\$&');
    let code = '';
    await expect
      .poll(() => {
        code = new RegExp(`to=${escaped} purpose=register code=(\\d{6})`).exec(server.output())?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    const reply = await api<{ token: string }>('POST', '/api/user/register', {
      type: 'email',
      account: email,
      password: 'pipwave e2e 123',
      re_password: 'pipwave e2e 123',
      sms_code: code,
      invite_code: inviteCode,
    });
    expect(reply.code).toBe(1);
    return reply.data.token;
  }

  async function shot(page: Page, name: string): Promise<void> {
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `content-${name}.png`) });
  }

  async function openPhone(token?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await phoneContext(browser);
    if (token) {
      await context.addInitScript((value) => localStorage.setItem('pipwave.token', value), token);
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  beforeAll(async () => {
    dataDir = newDataDir('pipwave-e2e-content-');
    staff = createStaffWithCli(dataDir, STAFF.email, STAFF.password);
    server = await startRealServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the seeded news, loads the next page on scroll and opens an article, in hk, en and jp', async () => {
    const { context, page, errors } = await openPhone();
    for (const lang of LANGS) {
      await page.goto(`${server.url}/news?lang=${lang}`);
      await page.locator('[data-news-id]').first().waitFor({ timeout: 20_000 });
      const rows = await page.locator('[data-news-id]').count();
      expect(rows).toBeGreaterThan(3);
      // every row has a thumbnail that loaded and a date in the reader's language
      await expect
        .poll(() =>
          page
            .locator('[data-news-id] img')
            .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      const firstDate = await page.locator('[data-news-id] time').first().innerText();
      if (lang === 'hk') expect(firstDate).toMatch(/\d+年\d+月\d+日/);
      if (lang === 'jp') expect(firstDate).toMatch(/\d{4}\/\d{1,2}\/\d{1,2}/);
      if (lang === 'en') expect(firstDate).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
      await shot(page, `news-${lang}`);

      // scroll to the end: the second page arrives and the list says there is no more
      const scroller = page.locator('ul[aria-label]').locator('..');
      for (let step = 0; step < 10; step += 1) {
        await scroller.evaluate((element) => {
          element.scrollTop = element.scrollHeight;
        });
        await page.waitForTimeout(120);
      }
      await expect.poll(() => page.locator('[data-news-id="12"]').count()).toBe(1);
      await expect.poll(() => page.locator('ul[aria-label] li').last().innerText()).not.toMatch(/…|\.\.\./);

      await page.goto(`${server.url}/news/detail?id=4&lang=${lang}`);
      await page.locator('article h1').waitFor();
      // the table of this analysis article stays inside the phone's width
      const width = await page.locator('article').evaluate((article) => article.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await shot(page, `news-detail-${lang}`);
    }

    await page.goto(`${server.url}/news?lang=en`);
    await page.getByRole('button', { name: 'Broker notices' }).click();
    await expect.poll(() => page.locator('[data-news-id]').count()).toBe(3);

    // pull-to-refresh: a downward drag from the top asks for page 1 again
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.locator('[data-news-id]').first().waitFor();
    const pages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/news/list')) pages.push(new URL(request.url()).searchParams.get('page') ?? '');
    });
    await page
      .locator('ul[aria-label]')
      .locator('..')
      .evaluate(async (scroller) => {
        const touch = (y: number) => new Touch({ identifier: 1, target: scroller, clientX: 200, clientY: y });
        const fire = (type: string, y: number) =>
          scroller.dispatchEvent(
            new TouchEvent(type, {
              touches: type === 'touchend' ? [] : [touch(y)],
              changedTouches: [touch(y)],
              bubbles: true,
              cancelable: true,
            }),
          );
        fire('touchstart', 200);
        for (let y = 220; y <= 400; y += 20) {
          fire('touchmove', y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        fire('touchend', 400);
      });
    // The refresh starts again from page 1 (the list may then load page 2 as usual when its end is in view).
    await expect.poll(() => pages[0]).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows staff-written HTML sanitised: no script runs, no handler, no javascript: link; images fit', async () => {
    const login = await api<{ token: string }>('POST', '/admin/api/login', { ...STAFF, code: await staff.nextCode() });
    expect(login.code).toBe(1);
    const saved = await api<{ id: number }>(
      'POST',
      '/admin/api/news/save',
      {
        category_id: 3,
        logo: '/news/notice.svg',
        published_at: new Date(Date.now() - 60_000).toISOString(),
        translations: [
          {
            lang: 'en',
            title: 'Sanitiser check',
            desc: 'Staff wrote unsafe HTML',
            content:
              '<p id="body">Safe text</p><script>window.__pwned = 1</script>' +
              '<img src="/news/margin-chart.svg" alt="chart" onload="window.__pwned = 2" width="640" height="320">' +
              '<a id="bad" href="javascript:window.__pwned=3">bad link</a><p onclick="window.__pwned = 4">tap</p>',
          },
        ],
      },
      login.data.token,
    );
    expect(saved.code).toBe(1);

    const { context, page, errors } = await openPhone();
    await page.goto(`${server.url}/news/detail?id=${saved.data.id}&lang=en`);
    await page.getByText('Safe text').waitFor();
    const body = page.locator('article > div');
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.innerHTML()).not.toMatch(/onload|onclick|javascript:/i);
    expect(await body.locator('a', { hasText: 'bad link' }).getAttribute('href')).toBeNull();
    await page.getByText('tap').click();
    const image = body.locator('img');
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const box = await image.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390 - 2 * 16);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await shot(page, 'news-detail-sanitised');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff create and then edit an article in /admin; readers see it', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin?lang=en`);
    await page.getByLabel('E-mail').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByLabel('Authenticator code').fill(await staff.nextCode());
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'News', exact: true }).click();
    await page.getByRole('cell', { name: 'Euro steadies as traders weigh a cautious ECB' }).waitFor();
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Category').selectOption({ label: 'Analysis' });
    await page.getByLabel('Title').fill('Desk note: week ahead');
    await page.getByLabel('Summary').fill('What the desk watches next week');
    await page
      .getByLabel('Content (HTML)')
      .fill('<h2>Week ahead</h2><p>CPI on Wednesday.</p><script>alert(1)</script>');
    await page.getByRole('tab', { name: 'hk' }).click();
    await page.getByLabel('Title').fill('交易台筆記：下週展望');
    await page.getByLabel('Content (HTML)').fill('<p>週三公布消費物價指數。</p>');
    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: /Desk note: week ahead/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('en, hk');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'content-admin-news.png') });

    await row.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Desk note: week ahead');
    expect(await page.getByLabel('Content (HTML)').inputValue()).not.toContain('script');
    await page.getByLabel('Title').fill('Desk note: the week ahead');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row', { name: /Desk note: the week ahead/ }).waitFor();
    await context.close();

    const list = await api<{ data: { id: number; title: string }[] }>('GET', '/api/news/list');
    const created = list.data.data.find((item) => item.title === 'Desk note: the week ahead');
    expect(created).toBeDefined();
    const hk = await fetch(`${server.url}/api/news/info?id=${created?.id}`, { headers: { lang: 'hk' } });
    expect(((await hk.json()) as Envelope<{ title: string }>).data.title).toBe('交易台筆記：下週展望');
  });

  it('product search aborts the previous request, shows only the last result and does not ask twice for one text', async () => {
    const { context, page } = await openPhone();
    // record every search request and whether the page aborted it
    await page.addInitScript(() => {
      const log: { url: string; aborted: boolean }[] = [];
      Object.assign(window, { __searches: log });
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('searchCurrency=')) {
          const entry = { url, aborted: false };
          log.push(entry);
          init?.signal?.addEventListener('abort', () => {
            entry.aborted = true;
          });
        }
        return original(input, init);
      };
    });
    // the first search answers slowly, so its reply would land after the second one's
    await page.route(/searchCurrency=EUR/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });

    await page.goto(`${server.url}/product?lang=en`);
    const input = page.getByRole('searchbox');
    await input.fill('EUR');
    await page.waitForTimeout(400);
    await input.fill('GBP');
    // the pause runs out and the search for GBP starts; Enter then must not ask for it again
    await page.waitForTimeout(400);
    await input.press('Enter');
    await page.locator('ul[data-query="GBP"]').waitFor();
    await page.waitForTimeout(1800);
    expect(await page.locator('ul[data-query]').getAttribute('data-query')).toBe('GBP');
    const codes = await page
      .locator('[data-result]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-result')));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code?.includes('GBP'))).toBe(true);
    expect(codes).not.toContain('EURUSD');
    const searches = await page.evaluate(
      () => (window as unknown as { __searches: { url: string; aborted: boolean }[] }).__searches,
    );
    const eur = searches.find((entry) => entry.url.includes('searchCurrency=EUR'));
    expect(eur?.aborted).toBe(true);
    const gbp = searches.filter((entry) => entry.url.includes('searchCurrency=GBP'));
    expect(gbp).toHaveLength(1);
    expect(gbp[0]?.aborted).toBe(false);
    await shot(page, 'product-en');

    for (const lang of ['hk', 'jp'] as const) {
      await page.goto(`${server.url}/product?lang=${lang}`);
      await page.getByRole('searchbox').fill('XAU');
      await page.locator('ul[data-query="XAU"]').waitFor();
      await shot(page, `product-${lang}`);
    }
    await context.close();
  });

  it('in main mode product search finds provider companies instead of symbols', async () => {
    const { context, page } = await openPhone();
    // the status arrives late (a slow network): the user has typed by then, and the search is redone
    // for companies when the app learns it is in main mode
    await page.route(/\/api\/company\/getCompanyStatus/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 1, msg: 'Success', data: { status: 0, url: '', is_main: 1 } }),
      });
    });
    for (const lang of LANGS) {
      await page.goto(`${server.url}/product?lang=${lang}`);
      await page.getByRole('searchbox').fill('pipwave');
      await page.locator('ul[data-query="pipwave"]').waitFor();
      const names = await page
        .locator('article[data-result]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-result')));
      expect(names).toEqual(['Pipwave Markets Ltd', 'Pipwave Liquidity Services Pte Ltd']);
      expect(await page.locator('article a[href="mailto:contact@pipwave.app"]').count()).toBe(1);
      await shot(page, `product-companies-${lang}`);
    }
    await context.close();
  });

  it('invite page shows the code, the link, the invited count and a QR code that decodes to the link', async () => {
    const inviterToken = await register('inviter@pipwave.test');
    const info = await api<{ invite_code: string; invite_count: number }>(
      'GET',
      '/api/user/invite_info',
      undefined,
      inviterToken,
    );
    await register('friend@pipwave.test', info.data.invite_code);
    const link = `${server.url}/register?invite_code=${info.data.invite_code}`;

    const { context, page, errors } = await openPhone(inviterToken);
    for (const lang of LANGS) {
      await page.goto(`${server.url}/mine/invite?lang=${lang}`);
      await expect.poll(() => page.getByTestId('invite-code').innerText()).toBe(info.data.invite_code);
      expect(await page.getByTestId('invite-link').innerText()).toBe(link);
      expect(await page.getByTestId('invite-count').innerText()).toBe('1');
      const qr = page.locator('img[src^="data:image/png"]');
      await qr.waitFor();
      const pixels = await qr.evaluate(async (element) => {
        const image = element as HTMLImageElement;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context2d = canvas.getContext('2d');
        if (!context2d) throw new Error('no 2d context');
        context2d.drawImage(image, 0, 0);
        const data = context2d.getImageData(0, 0, canvas.width, canvas.height);
        return { width: data.width, height: data.height, rgba: Array.from(data.data) };
      });
      const decoded = jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height);
      expect(decoded?.data).toBe(link);
      await shot(page, `invite-${lang}`);
    }

    // the copy button puts the link on the clipboard and says so
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/mine/invite?lang=en`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves for the server-given URL at start when the company status is not 0 (SPEC §4)', async () => {
    const { context, page } = await openPhone();
    const target = `${server.url}/mine/announcement?lang=en`;
    await page.route(/\/api\/company\/getCompanyStatus/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 1, msg: 'Success', data: { status: 1, url: target, is_main: 0 } }),
      }),
    );
    await page.goto(`${server.url}/?lang=en`);
    await page.waitForURL(target);
    await page.locator('[data-country]').first().waitFor();
    // the page it lands on is the target itself, so it stays
    await page.waitForTimeout(500);
    expect(page.url()).toBe(target);

    await page.unroute(/\/api\/company\/getCompanyStatus/);
    await page.goto(`${server.url}/?lang=en`);
    await appRow(page).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('chat embeds the configured service link in a sandboxed frame', async () => {
    const basic = await api<Record<string, unknown>>('GET', '/api/basicSet/getBasicInfo');
    const { context, page } = await openPhone();
    await page.route(/\/api\/basicSet\/getBasicInfo/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ ...basic, data: { ...basic.data, service_link: 'https://chat.example.test/widget' } }),
      }),
    );
    await page.route('https://chat.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p id="hello">Live chat for Pipwave</p>' }),
    );
    await page.goto(`${server.url}/mine/chat?lang=en`);
    const frame = page.locator('iframe[title="Customer service chat"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('https://chat.example.test/widget');
    expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
    await page.frameLocator('iframe').locator('#hello').waitFor();
    await shot(page, 'chat-frame-en');
    await context.close();
  });

  it('ranking, chat, complaint e-mail, announcement and feedback pages in hk, en and jp', async () => {
    const { context, page, errors } = await openPhone();
    for (const lang of LANGS) {
      await page.goto(`${server.url}/rank?lang=${lang}`);
      await page.locator('[data-trader]').first().waitFor();
      expect(await page.locator('[data-trader]').count()).toBeGreaterThanOrEqual(20);
      await shot(page, `rank-${lang}`);
      await page.locator('[data-trader]').first().click();
      await page.locator('dialog[open]').waitFor();
      await shot(page, `rank-dialog-${lang}`);
      await page.locator('dialog[open] button').click();
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);

      await page.goto(`${server.url}/mine/chat?lang=${lang}`);
      await page.locator('details').first().waitFor();
      await shot(page, `chat-${lang}`);

      await page.goto(`${server.url}/mine/email?lang=${lang}`);
      const email = page.getByTestId('complaint-email');
      await email.waitFor();
      expect(await email.innerText()).toBe('complaints@pipwave.app');
      expect(await email.getAttribute('href')).toMatch(/^mailto:complaints@pipwave\.app\?subject=/);
      await shot(page, `email-${lang}`);

      await page.goto(`${server.url}/mine/announcement?lang=${lang}`);
      await page.locator('[data-country]').first().waitFor();
      expect(await page.locator('[data-country]').count()).toBe(5);
      await shot(page, `announcement-${lang}`);

      await page.goto(`${server.url}/feedback?lang=${lang}`);
      await page.locator('h1').waitFor();
      expect(await page.getByRole('button', { name: /./ }).count()).toBe(1);
      await shot(page, `feedback-${lang}`);
    }
    const japanese = await page.evaluate(() => document.documentElement.lang);
    expect(japanese).toBe('ja-JP');
    expect(errors).toEqual([]);
    await context.close();
  });
});
