import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUCCESS_CODE } from '../../protocol/envelope.ts';
import { type Rendered, settle } from '../testing/render.tsx';
import { AdminSettings } from './AdminSettings.tsx';
import { loadAdminTexts } from './adminTexts.ts';
import { EURUSD_STOPS, renderWithQueries } from './testing/adminServer.tsx';

const EURUSD = EURUSD_STOPS;

/** The admin API with the settings and EURUSD's terms; the bodies of the saves it received. */
function adminServer(feeType: string): { saved: { url: string; body: unknown }[] } {
  const saved: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), location.origin).pathname;
    if (init?.body) saved.push({ url, body: JSON.parse(String(init.body)) });
    const data =
      url === '/admin/api/settings'
        ? { trade_fee_type: feeType, stop_out_level: '' }
        : url === '/admin/api/stops_levels'
          ? [EURUSD]
          : { fee_per_lot: '7.5', fee_margin_rate: '0.0005' };
    return new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { saved };
}

/** Sets a control's value the way typing or choosing does, so React sees the change. */
function setValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const cell = (view: Rendered, id: string) => view.container.querySelector(`[data-testid="${id}"]`)?.textContent;

/** The text under a box: what its typed rate means. */
const meaning = (box: HTMLInputElement) => box.parentElement?.querySelector('small')?.textContent;

describe('the fee rates in the back office, in Chromium', () => {
  beforeAll(() => loadAdminTexts());
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
  });

  async function show(feeType: string) {
    const server = adminServer(feeType);
    view = await renderWithQueries(<AdminSettings />, { width: 1400, height: 900 });
    const shown = view;
    await vi.waitFor(() => expect(cell(shown, 'fee-one-lot-EURUSD')).toBeTruthy());
    await vi.waitFor(() => expect(shown.container.querySelector('#setting-trade_fee_type')).not.toBeNull());
    await settle();
    const box = (label: string) => {
      const found = shown.container.querySelector<HTMLInputElement>(`input[aria-label="EURUSD ${label}"]`);
      if (!found) throw new Error(`no ${label} box`);
      return found;
    };
    const save = () =>
      [...shown.container.querySelectorAll<HTMLButtonElement>('tbody button')].find(
        (button) => button.textContent === 'Save',
      );
    return { view: shown, perLot: box('Fee per lot, USD'), marginRate: box('Fee, rate of the margin'), save, server };
  }

  it('shows both rates, what each means and what 1 lot pays under each, the one in force marked', async () => {
    const { view, perLot, marginRate, save } = await show('2');
    expect(perLot.value).toBe('7');
    expect(marginRate.value).toBe('0.0005');
    expect(meaning(perLot)).toBe('7.00 USD per lot');
    expect(meaning(marginRate)).toBe('0.05 % of the margin');
    // 1 lot × 7; 275.05 × 0.0005, charged now
    expect(cell(view, 'fee-one-lot-EURUSD')).toBe(
      'Per lot: 7.00 USDRate of the margin: 0.137525 USD (in force)1 lot at 1.10020, ×400',
    );
    expect(view.container.querySelector('thead')?.textContent).toContain('Fee, rate of the margin (in force)');
    expect(save()?.hasAttribute('disabled')).toBe(true);

    await act(async () => setValue(marginRate, '0.0006'));
    expect(meaning(marginRate)).toBe('0.06 % of the margin');
    expect(cell(view, 'fee-one-lot-EURUSD')).toContain('Rate of the margin: 0.16503 USD (in force)');

    await act(async () => setValue(perLot, '1.2.3'));
    expect(meaning(perLot)).toBe('Not a fee rate: 0 to 1,000, at most 8 decimals');
    expect(cell(view, 'fee-one-lot-EURUSD')).toMatch(/^Per lot: —Rate of the margin/);
    expect(save()?.hasAttribute('disabled')).toBe(true);
  });

  it('under per lot, marks the per-lot rate and saves only the rate that changed', async () => {
    const { view, perLot, save, server } = await show('1');
    expect(cell(view, 'fee-one-lot-EURUSD')).toMatch(
      /^Per lot: 7\.00 USD \(in force\)Rate of the margin: 0\.137525 USD1/,
    );
    expect(view.container.querySelector('thead')?.textContent).toContain('Fee per lot, USD (in force)');
    await act(async () => setValue(perLot, '7.5'));
    expect(meaning(perLot)).toBe('7.50 USD per lot');
    await act(async () => save()?.click());
    await vi.waitFor(() =>
      expect(server.saved).toContainEqual({
        url: '/admin/api/fee_rates/save',
        body: { symbol_id: 1, fee_per_lot: '7.5' },
      }),
    );
    expect(server.saved.map((request) => request.url)).not.toContain('/admin/api/stops_levels/save');
  });

  it('says, where the fee type is switched, which rate orders will pay and that the other stays saved', async () => {
    const { view } = await show('2');
    const select = view.container.querySelector<HTMLSelectElement>('#setting-trade_fee_type');
    if (!select) throw new Error('no fee type choice');
    expect(view.container.querySelector('[role="status"]')).toBeNull();
    await act(async () => setValue(select, '1'));
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'From the next order every symbol charges its fee per lot (the per-lot rates under Stops level and fee rates per symbol). The rates of the margin stay saved for a switch back.',
    );
    await act(async () => setValue(select, '2'));
    expect(view.container.querySelector('[role="status"]')).toBeNull();
  });
});
