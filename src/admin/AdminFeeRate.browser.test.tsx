import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUCCESS_CODE } from '../../protocol/envelope.ts';
import type { AdminSymbolStops } from '../../protocol/schemas/settingsAdmin.ts';
import { type Rendered, render, settle } from '../testing/render.tsx';
import { AdminSettings } from './AdminSettings.tsx';
import { loadAdminTexts } from './adminTexts.ts';

const EURUSD: AdminSymbolStops = {
  id: 1,
  code: 'EURUSD',
  category: 'forex',
  price_precision: 5,
  stops_level: 40,
  fee_rate: '0.0005',
  // 1 lot × 100,000 × 1.10020 ÷ 400
  fee_reference: { price: '1.10020', multiple: 400, margin: '275.05' },
};

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
          : { value: '7' };
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

describe('the fee rate in the back office, in Chromium', () => {
  beforeAll(() => loadAdminTexts());
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
  });

  async function show(feeType: string) {
    const server = adminServer(feeType);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = await render(
      <QueryClientProvider client={client}>
        <AdminSettings />
      </QueryClientProvider>,
      { width: 1400, height: 900 },
    );
    const shown = view;
    await vi.waitFor(() => expect(cell(shown, 'fee-meaning-EURUSD')).toBeTruthy());
    await vi.waitFor(() => expect(shown.container.querySelector('#setting-trade_fee_type')).not.toBeNull());
    await settle();
    const box = shown.container.querySelector<HTMLInputElement>('input[aria-label="EURUSD Fee rate"]');
    if (!box) throw new Error('no fee rate box');
    return { view: shown, box, server };
  }

  it('says what the rate means under the fee type in force and what 1 lot pays, following the draft', async () => {
    const { view, box } = await show('2');
    expect(box.value).toBe('0.0005');
    expect(cell(view, 'fee-meaning-EURUSD')).toBe('0.05 % of the margin');
    // 275.05 × 0.0005
    expect(cell(view, 'fee-one-lot-EURUSD')).toBe('0.137525 USD1 lot at 1.10020, ×400');

    // a per-lot figure typed while the fee is a share of the margin shows as 700 % before it is saved
    await act(async () => setValue(box, '7'));
    expect(cell(view, 'fee-meaning-EURUSD')).toBe('700.00 % of the margin');
    expect(cell(view, 'fee-one-lot-EURUSD')).toMatch(/^1,925\.35 USD/);

    await act(async () => setValue(box, '1.2.3'));
    expect(cell(view, 'fee-meaning-EURUSD')).toBe('Not a fee rate: 0 to 1,000, at most 8 decimals');
    const save = [...view.container.querySelectorAll('tbody button')].find((button) => button.textContent === 'Save');
    expect(save?.hasAttribute('disabled')).toBe(true);
  });

  it('under per lot, shows USD per lot and saves the typed rate', async () => {
    const { view, box, server } = await show('1');
    // the seeded share of the margin read as USD per lot: 1 lot pays 0.0005 USD, plain to see
    expect(cell(view, 'fee-meaning-EURUSD')).toBe('0.0005 USD per lot');
    expect(cell(view, 'fee-one-lot-EURUSD')).toMatch(/^0\.0005 USD/);
    await act(async () => setValue(box, '7'));
    expect(cell(view, 'fee-meaning-EURUSD')).toBe('7.00 USD per lot');
    const save = [...view.container.querySelectorAll('tbody button')].find((button) => button.textContent === 'Save');
    await act(async () => (save as HTMLButtonElement | undefined)?.click());
    await vi.waitFor(() =>
      expect(server.saved).toContainEqual({ url: '/admin/api/fee_rates/save', body: { symbol_id: 1, fee_rate: '7' } }),
    );
    expect(server.saved.map((request) => request.url)).not.toContain('/admin/api/stops_levels/save');
  });

  it('warns, where the fee type is switched, that every symbol rate must be set for the new mode', async () => {
    const { view } = await show('2');
    const select = view.container.querySelector<HTMLSelectElement>('#setting-trade_fee_type');
    if (!select) throw new Error('no fee type choice');
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    await act(async () => setValue(select, '1'));
    expect(view.container.querySelector('[role="alert"]')?.textContent).toMatch(
      /^From the next order every symbol's fee rate is charged in USD per lot/,
    );
    await act(async () => setValue(select, '2'));
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });
});
