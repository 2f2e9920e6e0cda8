import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Envelope, SUCCESS_CODE } from '../../protocol/envelope.ts';
import type { AuditEntry } from '../../protocol/schemas/paymentsAdmin.ts';
import { settle } from '../testing/render.tsx';
import { AdminAudit } from './AdminAudit.tsx';
import { AdminChannels } from './AdminChannels.tsx';
import { AdminSettings } from './AdminSettings.tsx';
import de from './locales/de.json';
import { adminScreensIn, EURUSD_STOPS } from './testing/adminServer.tsx';

// The back office in German, as a staff walk found it: refusals named API fields ("draw_rate muss …"), the
// audit log showed stored keys and JSON ({"key":"trade_fee_type","from":"1","to":"2"}), and the symbol list
// the category's code ("forex").

const WITHDRAW_CURRENCY = {
  id: 3,
  type: 1,
  code: 'USDT',
  protocol: 'TRC20',
  fee_type: 2,
  draw_rate: '0.01',
  usd_price: '1',
  min_amount: '10',
  enabled: true,
};

/** The admin API: each GET's data from `replies`; every POST refused with `refusal` (as the server words it). */
function adminServer(replies: Record<string, unknown>, refusal?: Omit<Envelope<null>, 'data'>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), location.origin).pathname;
    const envelope =
      init?.method === 'POST' && refusal
        ? { ...refusal, data: null }
        : { code: SUCCESS_CODE, msg: 'ok', data: replies[path] ?? null };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
}

/** Sets a control's value the way typing does, so React sees the change. */
function type(box: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

const buttonIn = (root: Element | null | undefined, text: string) =>
  [...(root?.querySelectorAll('button') ?? [])].find((button) => button.textContent === text);

describe('the back office names things in words, in German, in Chromium', () => {
  const show = adminScreensIn('de');

  it("names a refused channel value by its column's label", async () => {
    adminServer(
      {
        '/admin/api/payment_config': {
          deposit_methods: [],
          wire_methods: [],
          withdraw_currencies: [WITHDRAW_CURRENCY],
        },
      },
      {
        code: 1001,
        msg: 'draw_rate muss zwischen 0 und 1 liegen',
        field: 'draw_rate',
        field_msg: '{{field}} muss zwischen 0 und 1 liegen',
      },
    );
    const shown = await show(<AdminChannels />);
    await vi.waitFor(() => expect(shown.container.querySelectorAll('table')).toHaveLength(3));
    const currencies = shown.container.querySelectorAll('table')[2]?.closest('section > div');
    await act(async () => buttonIn(currencies?.querySelector('tbody tr'), de.adminPay.save)?.click());
    await settle();
    // was "draw_rate muss zwischen 0 und 1 liegen"
    expect(currencies?.querySelector('p')?.textContent).toBe(
      `${de.adminPay.field.draw_rate} muss zwischen 0 und 1 liegen`,
    );
  });

  it('names a refused setting by its label', async () => {
    adminServer(
      { '/admin/api/settings': { trade_fee_type: '1', stop_out_level: '' }, '/admin/api/stops_levels': [] },
      {
        code: 1001,
        msg: 'Erlaubte Werte für stop_out_level: (leer), 1 … 100',
        field: 'stop_out_level',
        field_msg: 'Erlaubte Werte für {{field}}: (leer), 1 … 100',
      },
    );
    const shown = await show(<AdminSettings />);
    await vi.waitFor(() => expect(shown.container.querySelector('#setting-stop_out_level')).not.toBeNull());
    const box = shown.container.querySelector<HTMLInputElement>('#setting-stop_out_level');
    if (!box) throw new Error('no stop-out level box');
    await act(async () => type(box, '250'));
    const flags = box.closest('section > div');
    await act(async () => buttonIn(flags, de.adminSettings.save)?.click());
    await vi.waitFor(() => expect(flags?.textContent).toContain('Erlaubte Werte'));
    // was "Erlaubte Werte für stop_out_level: …"
    expect(flags?.textContent).toContain(`Erlaubte Werte für ${de.adminSettings.stop_out_level}: (leer), 1 … 100`);
    expect(flags?.textContent).not.toContain('stop_out_level');
  });

  it("names each symbol's category by its name, not its code", async () => {
    adminServer({
      '/admin/api/settings': { trade_fee_type: '1', stop_out_level: '' },
      '/admin/api/stops_levels': [{ ...EURUSD_STOPS, category: 'forex', category_name: 'Devisen' }],
    });
    const shown = await show(<AdminSettings />);
    const row = () =>
      [...shown.container.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes('EURUSD'));
    await vi.waitFor(() => expect(row()).toBeDefined());
    // was "forex"
    expect(row()?.querySelectorAll('td')[1]?.textContent).toBe('Devisen');
  });

  it('writes what each audited action changed in words: labels, old → new, values as the forms show them', async () => {
    const entry = (id: number, action: string, detail: Record<string, unknown>): AuditEntry => ({
      id,
      staff_email: 'staff@example.com',
      action,
      target_id: null,
      detail: JSON.stringify(detail),
      created_at: '2026-11-23T10:00:00Z',
    });
    const entries = [
      entry(7, 'setting.save', { key: 'trade_fee_type', from: '1', to: '2' }),
      entry(6, 'setting.save', { key: 'stop_out_level', from: '', to: '30' }),
      entry(5, 'symbol.feeRate', { code: 'EURUSD', field: 'fee_margin_rate', from: '0.0005', to: '0.001' }),
      entry(4, 'withdrawCurrency.save', { field: 'minAmount', from: '10', to: '1500.5' }),
      entry(3, 'symbol.stopsLevel', { code: 'BTCUSD', from: 20000, to: 25000 }),
      entry(2, 'deposit.reject', { number: 'D1', user_id: 7, credit: null, reason: 'Beleg unleserlich' }),
      entry(1, 'staff.login.failed', { ip: '203.0.113.9', email: 'staff@example.com', reason: 'wrongCode' }),
      entry(0, 'news.save', { field: 'translation', lang: 'de', from: 'Alt', to: 'Neu', text_changed: true }),
      entry(-1, 'news.save', { field: 'published', from: false, to: true }),
      entry(-2, 'wireMethod.save', {
        created: true,
        currencyCode: 'USD',
        bankName: 'HSBC',
        usdRate: '1',
        enabled: true,
      }),
    ];
    adminServer({ '/admin/api/audit': { data: entries, total: entries.length } });
    const shown = await show(<AdminAudit />);
    await vi.waitFor(() => expect(shown.container.querySelectorAll('tbody tr')).toHaveLength(entries.length));
    const rows = [...shown.container.querySelectorAll('tbody tr')].map((row) => {
      const cells = row.querySelectorAll('td');
      return [cells[2]?.textContent, [...(cells[4]?.querySelectorAll('div') ?? [])].map((line) => line.textContent)];
    });
    const { adminAudit: audit, adminSettings: settings, adminPay: pay } = de;
    // was "setting.save" and {"key":"trade_fee_type","from":"1","to":"2"}, and so on
    expect(rows).toEqual([
      [audit.action.settingSave, [`${settings.trade_fee_type}: ${settings.feePerLot} → ${settings.feeOfMargin}`]],
      [audit.action.settingSave, [`${settings.stop_out_level}: ${audit.empty} → 30`]],
      [
        audit.action.symbolFeeRate,
        [`${settings.symbol}: EURUSD`, `${settings.feeMarginColumn}: 0,05 % der Margin → 0,10 % der Margin`],
      ],
      [audit.action.withdrawCurrencySave, [`${pay.field.min_amount}: 10 → 1.500,5`]],
      [audit.action.symbolStopsLevel, [`${settings.symbol}: BTCUSD`, `${settings.points}: 20.000 → 25.000`]],
      [audit.action.depositReject, [`${pay.number}: D1`, `${pay.user}: 7`, `${pay.reason}: Beleg unleserlich`]],
      [
        audit.action.staffLoginFailed,
        [
          `${audit.address}: 203.0.113.9`,
          `${audit.email}: staff@example.com`,
          `${pay.reason}: ${audit.loginRefusal.wrongCode}`,
        ],
      ],
      [
        audit.action.newsSave,
        [`${audit.titleIn.replace('{{lang}}', 'de')}: Alt → Neu`, audit.textChanged.replace('{{lang}}', 'de')],
      ],
      [audit.action.newsSave, [`${de.adminNews.published}: ${audit.no} → ${audit.yes}`]],
      [
        audit.action.wireMethodSave,
        [
          audit.created,
          `${pay.field.currency_code}: USD`,
          `${pay.field.bank_name}: HSBC`,
          `${pay.field.usd_rate}: 1`,
          `${pay.field.enabled}: ${audit.yes}`,
        ],
      ],
    ]);
  });
});
