import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { type Rendered, settle } from '../testing/render.tsx';
import AdminApp from './AdminApp.tsx';
import { AdminChannels } from './AdminChannels.tsx';
import { setStaffToken } from './adminApi.ts';
import { loadAdminTexts } from './adminTexts.ts';
import deTexts from './locales/de.json';
import hkTexts from './locales/hk.json';
import { renderWithQueries, serveAdminReplies } from './testing/adminServer.tsx';

const REPLIES: Record<string, unknown> = {
  '/admin/api/me': { id: 1, email: 'back-office.supervisor@pipwave.example' },
  '/admin/api/users': { data: [], total: 0 },
  '/admin/api/payment_config': {
    deposit_methods: [],
    wire_methods: [],
    withdraw_currencies: [],
  },
};

const show = (ui: ReactNode, width: number) => renderWithQueries(ui, { width, height: 1180 });

/** Lines a button's label takes: one box per line of its text. */
function labelLines(button: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(button);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

describe('the back office on a tablet, in Chromium', () => {
  beforeAll(() => loadAdminTexts());
  afterAll(async () => {
    setStaffToken(null);
    await changeLanguage('en');
  });
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
  });

  it('keeps the staff e-mail and log-out on screen at 820 px in German, the longest section names', async () => {
    await changeLanguage('de');
    setStaffToken('staff-token');
    serveAdminReplies(REPLIES);
    view = await show(<AdminApp />, 820);
    const shown = view;
    const logout = () =>
      [...shown.container.querySelectorAll('button')].find((button) => button.textContent === deTexts.admin.logout);
    await vi.waitFor(() => expect(shown.container.textContent).toContain('back-office.supervisor@pipwave.example'));
    await settle();
    const right = shown.container.getBoundingClientRect().right;
    // was pushed past the right edge: "admin@pipwa…" and no log-out in sight
    expect(logout()?.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    const email = [...shown.container.querySelectorAll('header span')].find((span) =>
      span.textContent?.includes('supervisor'),
    );
    expect(email?.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  });

  it('keeps a table button label on one line in Chinese (was 保 over 存)', async () => {
    await changeLanguage('hk');
    serveAdminReplies(REPLIES);
    view = await show(<AdminChannels />, 820);
    const shown = view;
    const add = () =>
      [...shown.container.querySelectorAll<HTMLButtonElement>('tbody button')].find(
        (button) => button.textContent === hkTexts.adminPay.add,
      );
    await vi.waitFor(() => expect(add()).toBeDefined());
    const button = add();
    if (!button) throw new Error('no add button');
    expect(labelLines(button)).toBe(1);
  });
});
