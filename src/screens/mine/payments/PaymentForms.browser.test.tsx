import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SUCCESS_CODE } from '../../../../protocol/envelope.ts';
import {
  BANK_FIELDS,
  type BankField,
  type ChargeInfo,
  type ForexDetail,
  type WithdrawCurrency,
  type WithdrawMethod,
  type WithdrawRecord,
} from '../../../../protocol/schemas/payments.ts';
import { changeLanguage, i18next } from '../../../i18n/i18n.ts';
import { useUi } from '../../../stores/ui.ts';
import { type Rendered, render, settle } from '../../../testing/render.tsx';
import ChargeScreen from './ChargeScreen.tsx';
import { loadPaymentsTexts } from './paymentsTexts.ts';
import WithdrawScreen from './WithdrawScreen.tsx';

const USDT: WithdrawCurrency = {
  id: 1,
  type: 1,
  code: 'USDT',
  protocol: 'TRC20',
  draw_rate: '2',
  fee_type: 1,
  usd_price: '1',
  min_amount: '20',
};
/** 0.5 % of the amount: 1.10 USD pays a fee of 0.0055 */
const BTC: WithdrawCurrency = {
  id: 2,
  type: 1,
  code: 'BTC',
  protocol: 'Bitcoin',
  draw_rate: '0.005',
  fee_type: 2,
  usd_price: '0.00001',
  min_amount: '1',
};
/** A bound crypto address: no bank field filled in */
const ADDRESS: WithdrawMethod = {
  ...(Object.fromEntries(BANK_FIELDS.map((name) => [name, ''])) as Record<BankField, string>),
  id: 7,
  type: 1,
  draw_id: 1,
  draw_currency: { id: 1, code: 'USDT', protocol: 'TRC20' },
  dc_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  account_type: 0,
};
const RECORD: WithdrawRecord = {
  id: 1,
  number: 'W1',
  type: 1,
  amount: '50.00',
  fee: '2.0000',
  real_number: '48',
  status: 0,
  status_name: 'Pending review',
  address: ADDRESS.dc_address,
  payee_account: '',
  notes: '',
  remark: '',
  draw_currency: ADDRESS.draw_currency,
  created_at: '2026-11-23T10:00:00Z',
};
const DETAIL: ForexDetail = {
  currency: 'USD',
  balance: '1000.00',
  lock_balance: '0',
  equity: '1000.00',
  margin: '0',
  free_margin: '1000.00',
  total_deposit: '1000.00',
  total_withdraw: '0',
  total_fee: '0',
  total_pnl: '0',
};
const CHARGE: ChargeInfo = {
  crypto: [{ id: 3, address: ADDRESS.dc_address, currency_code: 'USDT', protocol_code: 'TRC20', usd_rate: '1' }],
  bank_coins: [],
  wire_days_min: 1,
  wire_days_max: 5,
};

/** The payment calls these screens make, answered from the fixtures above. */
function paymentsServer({ methods = [ADDRESS] }: { methods?: WithdrawMethod[] } = {}) {
  const replies: Record<string, unknown> = {
    '/api/account/draw_symbol_list': [USDT, BTC],
    '/api/wallet/get_draw_method': methods,
    '/v1/api/main/account/forexDetail': DETAIL,
    '/api/account/draw_list': { data: [RECORD], total: 1 },
    '/api/quickCharge/info': CHARGE,
    '/api/quickCharge/quick_ist': { data: [], total: 0 },
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), location.origin).pathname;
    return new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data: replies[path] ?? null }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

let view: Rendered | undefined;

async function show(screen: 'withdraw' | 'charge'): Promise<HTMLElement> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  view = await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{screen === 'withdraw' ? <WithdrawScreen /> : <ChargeScreen />}</MemoryRouter>
    </QueryClientProvider>,
    { width: 390, height: 844 },
  );
  return view.container;
}

function field(container: HTMLElement, label: string): HTMLInputElement {
  const found = [...container.querySelectorAll('label')].find((element) => element.textContent === label);
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field ${label}`);
  return input;
}

const byTestId = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.textContent;

/** The message an invalid field names in its aria-describedby, checked to sit under the field's box. */
function errorUnder(input: HTMLInputElement, box: Element): string {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  if (!message) throw new Error('no message for the field');
  expect(message.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.getBoundingClientRect().bottom);
  return message.textContent ?? '';
}

describe('the withdraw and deposit forms in Chromium', () => {
  beforeAll(() => loadPaymentsTexts());
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
    useUi.setState({ toasts: [] });
    return changeLanguage('en');
  });

  // the fee is USD money and the receipt a coin amount: at least the 2 decimals of the app's amounts
  // (the back office writes them so too), every decimal they have beyond them
  it.each([
    ['en', 'USDT · TRC20', '50', '2.00 USD', '48.00 USDT'],
    ['de', 'USDT · TRC20', '50', '2,00 USD', '48,00 USDT'],
    ['vn', 'USDT · TRC20', '50', '2,00 USD', '48,00 USDT'],
    ['en', 'BTC · Bitcoin', '1.1', '0.0055 USD', '0.00001094 BTC'],
    ['de', 'BTC · Bitcoin', '1,1', '0,0055 USD', '0,00001094 BTC'],
  ] as const)('shows the fee as money in %s (%s, amount %s): %s', async (language, coin, amount, fee, receipt) => {
    await changeLanguage(language);
    paymentsServer();
    const screen = await show('withdraw');
    await vi.waitFor(() => expect(screen.querySelector('select')).not.toBeNull());
    const chip = [...screen.querySelectorAll('button')].find((button) => button.textContent === coin);
    await act(async () => chip?.click());
    await userEvent.fill(field(screen, i18next.t('payments.amountUsd')), amount);
    await vi.waitFor(() => expect(byTestId(screen, 'withdraw-fee')).toBe(fee));
    expect(byTestId(screen, 'withdraw-receipt')).toBe(receipt);
  });

  it("shows a withdrawal record's fee as money too, and what arrives in the coin paid out", async () => {
    paymentsServer();
    const screen = await show('withdraw');
    await vi.waitFor(() => expect(byTestId(screen, 'withdraw-records')).toContain('Fee 2.00 USD'));
    // "receives 48" alone left the user guessing 48 of what: the record is 50 USD paid out as USDT
    expect(byTestId(screen, 'withdraw-records')).toContain('receives 48.00\u00a0USDT');
    expect(byTestId(screen, 'withdraw-records')).toContain('50.00\u00a0USD');
  });

  it('says under the amount box that an amount is missing, and puts the cursor in it', async () => {
    paymentsServer();
    const screen = await show('withdraw');
    await vi.waitFor(() => expect(screen.querySelector('select')).not.toBeNull());
    const submit = [...screen.querySelectorAll('button')].find((button) => button.textContent === 'Request withdrawal');
    await act(async () => submit?.click());
    await settle();
    const amount = field(screen, 'Amount (USD)');
    expect(errorUnder(amount, amount.parentElement as Element)).toBe('Please enter an amount');
    expect(document.activeElement).toBe(amount);
    expect(useUi.getState().toasts).toEqual([]);
  });

  // every refused amount said "Please enter an amount", as if the box were empty
  it.each([
    ['en', 'abc', 'Not a number: type digits and one decimal mark, e.g. 1.5'],
    ['en', '1e5', 'Not a number: type digits and one decimal mark, e.g. 1.5'],
    ['en', '-5', 'The amount must be more than 0'],
    ['en', '0', 'The amount must be more than 0'],
    ['en', '12.345', 'The amount allows at most 2 decimal places'],
    ['de', '12,345', 'Der Betrag erlaubt höchstens 2 Nachkommastellen'],
    ['de', '1.000', 'Unklar, ob der Punkt Tausender trennt: 1000 für eintausend oder 1,5 für eineinhalb eingeben'],
  ] as const)('says under the withdrawal amount what is wrong with it (%s "%s")', async (language, typed, message) => {
    await changeLanguage(language);
    paymentsServer();
    const screen = await show('withdraw');
    await vi.waitFor(() => expect(screen.querySelector('select')).not.toBeNull());
    const amount = field(screen, i18next.t('payments.amountUsd'));
    await userEvent.fill(amount, typed);
    const submit = [...screen.querySelectorAll('button')].find(
      (button) => button.textContent === i18next.t('payments.submitWithdraw'),
    );
    await act(async () => submit?.click());
    await settle();
    expect(errorUnder(amount, amount.parentElement as Element)).toBe(message);
    expect(byTestId(screen, 'withdraw-fee')).toBe('--');
  });

  // German "1.000" was sent as a deposit of 1 USDT
  it.each([
    ['de', '1.000', 'Unklar, ob der Punkt Tausender trennt: 1000 für eintausend oder 1,5 für eineinhalb eingeben'],
    ['en', '0.000000001', 'The amount allows at most 8 decimal places'],
    ['en', '１２', null],
  ] as const)('reads the deposit amount in the language (%s "%s")', async (language, typed, message) => {
    await changeLanguage(language);
    paymentsServer();
    const screen = await show('charge');
    await vi.waitFor(() => expect(byTestId(screen, 'deposit-address')).toBe(ADDRESS.dc_address));
    const amount = field(screen, i18next.t('payments.amountIn', { currency: 'USDT' }));
    await userEvent.fill(amount, typed);
    const submit = [...screen.querySelectorAll('button')].find(
      (button) => button.textContent === i18next.t('payments.submitDeposit'),
    );
    await act(async () => submit?.click());
    await settle();
    if (message === null) expect(amount.hasAttribute('aria-invalid')).toBe(false);
    else expect(errorUnder(amount, amount.parentElement as Element)).toBe(message);
  });

  // the message was a toast in the middle of the screen, over the wallet field and its label (de)
  it('says under each deposit field what is missing, never over a field or its label (de)', async () => {
    await changeLanguage('de');
    paymentsServer();
    const screen = await show('charge');
    await vi.waitFor(() => expect(byTestId(screen, 'deposit-address')).toBe(ADDRESS.dc_address));
    await userEvent.fill(field(screen, i18next.t('payments.amountIn', { currency: 'USDT' })), '5');
    const submit = [...screen.querySelectorAll('button')].find(
      (button) => button.textContent === i18next.t('payments.submitDeposit'),
    );
    await act(async () => submit?.click());
    await settle();

    const wallet = field(screen, i18next.t('payments.yourWallet'));
    const walletBox = wallet.parentElement as Element;
    expect(errorUnder(wallet, walletBox)).toBe(i18next.t('payments.enterWallet'));
    const proof = screen.querySelector<HTMLInputElement>('input[type="file"]');
    if (!proof) throw new Error('no proof picker');
    expect(errorUnder(proof, proof.parentElement as Element)).toBe(i18next.t('payments.uploadProof'));
    // the amount is fine; the first field with a problem has the cursor; nothing is drawn over the form
    expect(field(screen, i18next.t('payments.amountIn', { currency: 'USDT' })).hasAttribute('aria-invalid')).toBe(
      false,
    );
    expect(document.activeElement).toBe(wallet);
    expect(useUi.getState().toasts).toEqual([]);
    // the wallet's label is in the flow above its box, and its message below
    const label = [...screen.querySelectorAll('label')].find((element) => element.htmlFor === wallet.id);
    expect(label?.getBoundingClientRect().bottom).toBeLessThanOrEqual(walletBox.getBoundingClientRect().top);

    // typing the wallet clears its message as it is typed
    await userEvent.fill(wallet, 'TXyz');
    await settle();
    expect(wallet.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.textContent).not.toContain(i18next.t('payments.enterWallet'));
  });
});
