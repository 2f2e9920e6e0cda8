import { act, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUCCESS_CODE } from '../../protocol/envelope.ts';
import { deviceZone, zonedText } from '../format/time.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { type Rendered, settle } from '../testing/render.tsx';
import { AdminAudit } from './AdminAudit.tsx';
import { AdminChannels } from './AdminChannels.tsx';
import { AdminLedger } from './AdminLedger.tsx';
import { AdminQueue } from './AdminQueues.tsx';
import { AdminStopsLevels } from './AdminStopsLevels.tsx';
import { loadAdminTexts } from './adminTexts.ts';
import deTexts from './locales/de.json';
import { adminScreensIn, EURUSD_STOPS, renderWithQueries, serveAdminReplies } from './testing/adminServer.tsx';

const ENTRY_AT = Date.parse('2026-11-23T10:00:00Z');

/** What the admin API answers per path, as the server wrote it (amounts as typed, fees at 4 places). */
const REPLIES: Record<string, unknown> = {
  '/admin/api/deposits': {
    total: 1,
    data: [
      {
        id: 1,
        number: 'D1',
        uid: 10000007,
        email: 'a@example.com',
        type: 0,
        currency_code: 'USDT',
        protocol_code: 'TRC20',
        amount: '2500.5',
        credit_amount: '2500.50',
        proof_img: '',
        status: 2,
        remark: 'Beleg unleserlich',
        created_at: '2026-11-23T10:00:00Z',
      },
    ],
  },
  '/admin/api/withdrawals': {
    total: 1,
    data: [
      {
        id: 1,
        number: 'W1',
        uid: 10000007,
        email: 'a@example.com',
        amount: '1250.00',
        fee: '2.0000',
        real_number: '1248',
        draw_currency: { id: 1, code: 'USDT', protocol: 'TRC20' },
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        payee_name: '',
        payee_account: '',
        status: 2,
        remark: 'Adresse gesperrt',
        created_at: '2026-11-23T10:00:00Z',
      },
    ],
  },
  '/admin/api/user_ledger': {
    user_id: 7,
    uid: 10000007,
    email: 'a@example.com',
    is_demo: 0,
    review_status: 2,
    balance: '3735.06',
    lock_balance: '350.50',
    total: 1,
    entries: [
      {
        id: 1,
        Value: '2500.5',
        MemoTran: 'Deposit',
        CreatedAtTran: '2026-11-23 05:00:00',
        CreatedAt: ENTRY_AT,
        Kind: 'deposit',
        BalanceAfter: '3735.06',
      },
    ],
  },
  '/admin/api/payment_config': {
    deposit_methods: [],
    wire_methods: [],
    withdraw_currencies: [],
  },
  '/admin/api/stops_levels': [EURUSD_STOPS],
  '/admin/api/settings': { trade_fee_type: '1', stop_out_level: '' },
};

const cellsOf = (view: Rendered, selector: string) =>
  [...view.container.querySelectorAll(`${selector} tbody tr:first-child td`)].map((cell) => cell.textContent);

describe('the payment screens of the back office, in German, in Chromium', () => {
  const render = adminScreensIn('de');
  function show(screen: ReactNode): Promise<Rendered> {
    serveAdminReplies(REPLIES);
    return render(screen);
  }

  it('shows queue amounts as the users see them: grouped, the locale marks, cents, each with its currency', async () => {
    const deposits = await show(<AdminQueue queue="deposits" />);
    await vi.waitFor(() => expect(cellsOf(deposits, '[data-testid="queue-deposits"]')).not.toHaveLength(0));
    // was "2500.5 USDT" beside "2500.50 USD"
    expect(cellsOf(deposits, '[data-testid="queue-deposits"]').slice(3, 5)).toEqual([
      '2.500,50\u00a0USDT',
      '2.500,50\u00a0USD',
    ]);
    deposits.unmount();

    const withdrawals = await show(<AdminQueue queue="withdrawals" />);
    await vi.waitFor(() => expect(cellsOf(withdrawals, '[data-testid="queue-withdrawals"]')).not.toHaveLength(0));
    // was "1250.00 USD", a bare "2.0000" and "1248 USDT"
    expect(cellsOf(withdrawals, '[data-testid="queue-withdrawals"]').slice(2, 5)).toEqual([
      '1.250,00\u00a0USD',
      '2,00\u00a0USD',
      '1.248,00\u00a0USDT',
    ]);
  });

  it("shows a user's ledger with the time in the staff member's clock and zone, amounts and status in words", async () => {
    const shown = await show(<AdminLedger />);
    const box = shown.container.querySelector<HTMLInputElement>('form input');
    if (!box) throw new Error('no look-up box');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, '10000007');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => box.form?.requestSubmit());
    await vi.waitFor(() =>
      expect(shown.container.querySelector('[data-testid="admin-ledger-summary"]')).not.toBeNull(),
    );
    await settle();
    const summary = shown.container.querySelector('[data-testid="admin-ledger-summary"]')?.textContent ?? '';
    // was "Identitätsstatus: 2" and a bare "3735.06"
    expect(summary).toContain(`${deTexts.adminPay.identityStatus}: ${deTexts.adminPay.identity.verified}`);
    expect(summary).toContain('3.735,06 USD');
    expect(summary).toContain('350,50 USD');
    const { time, zone } = zonedText(ENTRY_AT, 'device', {
      lang: 'de',
      style: 'dateTime',
      device: deviceZone(),
      newYorkName: 'New York',
    });
    // was New York's wall clock ("2026-11-23 05:00:00") with no zone, beside every other screen's own clock
    expect(cellsOf(shown, '')).toEqual([`${time} ${zone}`, 'Deposit', '2.500,50', '3.735,06']);
  });

  it('names the channel columns in the staff language, not by their API field names', async () => {
    const shown = await show(<AdminChannels />);
    await vi.waitFor(() => expect(shown.container.querySelectorAll('th').length).toBeGreaterThan(0));
    const heads = [...shown.container.querySelectorAll('table')].map((table) =>
      [...table.querySelectorAll('th')].map((head) => head.textContent).filter(Boolean),
    );
    const field = deTexts.adminPay.field;
    expect(heads[0]).toEqual([
      field.currency_code,
      field.protocol_code,
      field.address,
      field.usd_rate,
      field.min_amount,
      field.max_amount,
      field.enabled,
    ]);
    expect(heads.flat()).not.toContain('usd_rate');
    expect(heads[2]).toContain(field.draw_rate);
    expect(shown.container.querySelector(`input[aria-label="${field.bank_swift}"]`)).not.toBeNull();
  });

  it("writes a symbol's stops distance with the locale's decimal mark, like the fee rates beside it", async () => {
    const shown = await show(<AdminStopsLevels />);
    await vi.waitFor(() => expect(cellsOf(shown, '')).not.toHaveLength(0));
    // 40 points of a 5-decimal price; was "0.00040" beside "0,0005"
    expect(cellsOf(shown, '')[3]).toBe('0,00040');
  });
});

describe('the audit log in Chromium', () => {
  beforeAll(() => loadAdminTexts());
  afterEach(() => vi.restoreAllMocks());

  it('pages back past its newest 50 entries to the oldest', async () => {
    const total = 120;
    const pages: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), location.origin);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      pages.push(String(page));
      const ids = Array.from({ length: total }, (_, index) => total - index).slice((page - 1) * size, page * size);
      const data = ids.map((id) => ({
        id,
        staff_email: 'staff@example.com',
        action: 'deposit.approve',
        target_id: id,
        detail: '{}',
        created_at: '2026-11-23T10:00:00Z',
      }));
      return new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data: { data, total } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const view = await renderWithQueries(<AdminAudit />, { width: 1400, height: 900 });
    const records = () =>
      [...view.container.querySelectorAll('[data-testid="audit-log"] tbody tr')].map(
        (row) => row.querySelectorAll('td')[3]?.textContent,
      );
    const next = () => [...view.container.querySelectorAll('button')].find((button) => button.textContent === 'Next');
    await vi.waitFor(() => expect(records()).toHaveLength(50));
    expect(view.container.textContent).toContain('Page 1 of 3');
    // was the newest 50 only, with no way to older entries
    await act(async () => next()?.click());
    await act(async () => next()?.click());
    await vi.waitFor(() => expect(records()).toHaveLength(20));
    expect(records().at(-1)).toBe('1');
    expect(next()?.disabled).toBe(true);
    expect(pages).toEqual(['1', '2', '3']);
    view.unmount();
  });
});

describe('decided records in the German queues, in Chromium', () => {
  beforeAll(async () => {
    await loadAdminTexts();
    await changeLanguage('de');
  });
  afterAll(() => changeLanguage('en'));
  afterEach(() => vi.restoreAllMocks());

  it('show the reason a deposit or withdrawal was rejected, as identity checks do', async () => {
    for (const queue of ['deposits', 'withdrawals'] as const) {
      serveAdminReplies(REPLIES);
      const view = await renderWithQueries(<AdminQueue queue={queue} />, { width: 1400, height: 900 });
      const table = `[data-testid="queue-${queue}"]`;
      await vi.waitFor(() => expect(cellsOf(view, table)).not.toHaveLength(0));
      const reason = queue === 'deposits' ? 'Beleg unleserlich' : 'Adresse gesperrt';
      // was "Abgelehnt" alone: staff could not see why without the audit log
      expect(cellsOf(view, table)[6]).toBe(`${deTexts.adminPay.status.rejected} (${reason})`);
      view.unmount();
    }
  });
});
