import type { WithdrawMethod } from '../../../../protocol/schemas/payments.ts';

/** A short, recognisable name of a bound account: the address's ends, or bank and the account's last digits. */
export function methodLabel(method: WithdrawMethod): string {
  if (method.type === 1) {
    const address = method.dc_address;
    return address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
  }
  return `${method.bank_name} ···${method.payee_account.slice(-4)}`;
}
