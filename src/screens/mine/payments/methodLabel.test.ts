import { describe, expect, it } from 'vitest';
import type { WithdrawMethod } from '../../../../protocol/schemas/payments.ts';
import { methodLabel } from './methodLabel.ts';

const base: WithdrawMethod = {
  id: 1,
  type: 1,
  draw_id: 1,
  draw_currency: { id: 1, code: 'USDT', protocol: 'TRC20' },
  dc_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  bank_country: '',
  bank_name: '',
  bank_address: '',
  bank_swift: '',
  aba_code: '',
  postal_code: '',
  payee_name: '',
  payee_account: '',
  payee_address: '',
  account_type: 0,
};

describe('methodLabel', () => {
  it('shortens addresses and shows the bank with the last four digits', () => {
    expect(methodLabel(base)).toBe('TQn9Y2kh…KcbLSE');
    expect(methodLabel({ ...base, type: 2, bank_name: 'Harbour Bank', payee_account: '123-456-7890' })).toBe(
      'Harbour Bank ···7890',
    );
  });
});
