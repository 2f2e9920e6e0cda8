import { depositMethods, wireMethods, withdrawCurrencies } from '../db/schema.ts';
import type { Tx } from '../ledger/transaction.ts';

/** A fresh database's payment channels; staff change them in /admin. Addresses are plausible, not real. */
const DEPOSIT_METHODS = [
  {
    currencyCode: 'USDT',
    protocolCode: 'TRC20',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    usdRate: '1',
    maxAmount: '100000',
    sort: 1,
  },
  {
    currencyCode: 'USDT',
    protocolCode: 'ERC20',
    address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
    usdRate: '1',
    maxAmount: '100000',
    sort: 2,
  },
  {
    currencyCode: 'BTC',
    protocolCode: 'Bitcoin',
    address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    usdRate: '95000',
    maxAmount: '5',
    sort: 3,
  },
];

const WIRE_METHODS = [
  {
    currencyCode: 'USD',
    bankName: 'Harbourline Bank',
    bankAddress: '18 Queensway, Admiralty, Hong Kong',
    bankSwift: 'HRBLHKHH',
    payeeName: 'Pipwave Markets Ltd',
    payeeAccount: '801-224466-838',
    // the app asks for the user's UID as the reference in their own language; an operator may add a remark
    bankRemark: '',
    usdRate: '1',
    maxAmount: '1000000',
  },
];

const WITHDRAW_CURRENCIES = [
  { type: 1, code: 'USDT', protocol: 'TRC20', feeType: 1, drawRate: '2', usdPrice: '1', minAmount: '20' },
  { type: 1, code: 'BTC', protocol: 'Bitcoin', feeType: 2, drawRate: '0.005', usdPrice: '0.0000105', minAmount: '50' },
  { type: 2, code: 'USD', protocol: '', feeType: 2, drawRate: '0.01', usdPrice: '1', minAmount: '100' },
];

export async function seedPayments(tx: Tx): Promise<void> {
  await tx.insert(depositMethods).values(DEPOSIT_METHODS).onConflictDoNothing();
  await tx.insert(wireMethods).values(WIRE_METHODS).onConflictDoNothing();
  await tx.insert(withdrawCurrencies).values(WITHDRAW_CURRENCIES).onConflictDoNothing();
}
