import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUCCESS_CODE } from '../../protocol/envelope.ts';
import { deviceZone, instantOf, zonedText } from '../format/time.ts';
import { type Rendered, settle } from '../testing/render.tsx';
import { AdminQueue } from './AdminQueues.tsx';
import { loadAdminTexts } from './adminTexts.ts';
import { renderWithQueries } from './testing/adminServer.tsx';

/** 45 unchecked identity checks on the server, served 20 a page as the admin API does. */
function identityServer(): { requests: URL[] } {
  const requests: URL[] = [];
  const total = 45;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), location.origin);
    requests.push(url);
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('page_size'));
    const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * size, page * size);
    const data = ids.map((id) => ({
      user_id: id,
      uid: 1000 + id,
      email: `user${id}@example.com`,
      id,
      name: `Name ${id}`,
      card_id: `ID${id}`,
      front_pic: '',
      reverse_pic: '',
      status: 1,
      reason: '',
      created_at: '2026-11-23T10:00:00Z',
    }));
    return new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data: { data, total } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { requests };
}

/** One waiting withdrawal to a TRC20 address (34 characters, no break point) with a long e-mail. */
function withdrawalServer(): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const data = [
      {
        id: 7,
        number: 'W202611290000000007',
        type: 1,
        amount: '1000.50',
        fee: '2.00',
        real_number: '998.50',
        status: 0,
        status_name: 'Pending',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        payee_account: '',
        payee_name: '',
        notes: '',
        remark: '',
        draw_currency: { id: 1, code: 'USDT', name: 'USDT' },
        created_at: '2026-11-29T10:00:00Z',
        user_id: 3,
        uid: 1003,
        email: 'a.rather.long.address.for.a.trader@example.com',
      },
    ];
    return new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data: { data, total: 1 } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

const rowNames = (view: Rendered) =>
  [...view.container.querySelectorAll('[data-testid="queue-identities"] tbody tr')].map(
    (row) => row.querySelectorAll('td')[1]?.textContent,
  );

const button = (view: Rendered, label: string) =>
  [...view.container.querySelectorAll('button')].find((element) => element.textContent === label);

/** The identity-check queue on a desktop-sized page, its queries not retried. */
function renderIdentityQueue(): Promise<Rendered> {
  return renderWithQueries(<AdminQueue queue="identities" />, { width: 1200, height: 800 });
}

describe('AdminQueue paging in Chromium', () => {
  beforeAll(() => loadAdminTexts());
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
  });

  it('pages through a queue longer than one page: 20, 20, then the last 5, and back', async () => {
    const { requests } = identityServer();
    view = await renderIdentityQueue();
    const shown = view;
    await vi.waitFor(() => expect(rowNames(shown)).toHaveLength(20));
    expect(rowNames(shown)[0]).toBe('Name 1');
    expect(view.container.textContent).toContain('Page 1 of 3');
    expect(button(shown, 'Previous')?.disabled).toBe(true);

    await act(async () => button(shown, 'Next')?.click());
    await vi.waitFor(() => expect(rowNames(shown)[0]).toBe('Name 21'));
    await act(async () => button(shown, 'Next')?.click());
    await vi.waitFor(() => expect(rowNames(shown)).toEqual(['Name 41', 'Name 42', 'Name 43', 'Name 44', 'Name 45']));
    expect(view.container.textContent).toContain('Page 3 of 3');
    expect(button(shown, 'Next')?.disabled).toBe(true);
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(requests.every((url) => url.searchParams.get('status') === '1')).toBe(true);

    await act(async () => button(shown, 'Previous')?.click());
    await settle();
    expect(rowNames(shown)[0]).toBe('Name 21');
  });

  it("shows when a request came in as the app does: the user's clock, with its zone", async () => {
    identityServer();
    view = await renderIdentityQueue();
    const shown = view;
    const created = () =>
      shown.container.querySelector('[data-testid="queue-identities"] tbody tr')?.querySelectorAll('td')[6];
    await vi.waitFor(() => expect(created()).toBeDefined());
    const { time, zone } = zonedText(instantOf('2026-11-23T10:00:00Z'), 'device', {
      lang: 'en',
      style: 'dateTime',
      device: deviceZone(),
      newYorkName: 'New York',
    });
    // was the browser's own toLocaleString(): another language's format than the page's, and no zone
    expect(created()?.textContent).toBe(`${time} ${zone}`);
  });

  it('fits a withdrawal with a long address on a 1280-pixel screen, its Approve and Reject in view', async () => {
    withdrawalServer();
    // the back office's content on a 1280-pixel screen (the page's padding either side)
    view = await renderWithQueries(<AdminQueue queue="withdrawals" />, { width: 1240, height: 800 });
    const shown = view;
    const table = () => shown.container.querySelector<HTMLElement>('[data-testid="queue-withdrawals"]');
    await vi.waitFor(() => expect(button(shown, 'Approve')).toBeDefined());
    const wrap = table()?.parentElement;
    if (!wrap) throw new Error('no table');
    // nothing scrolls sideways: the address wraps inside its cell instead of widening the table
    expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth);
    const right = wrap.getBoundingClientRect().right;
    for (const label of ['Approve', 'Reject'])
      expect(button(shown, label)?.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    expect(shown.container.textContent).toContain('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  });
});
