import Big from 'big.js';

/**
 * SPEC §9's withdrawal formulas, shared by the server (what is charged) and the withdraw screen (what is
 * shown), so the screen shows the server's numbers. Amounts are decimal strings; nothing is a float.
 */
export const WITHDRAW_FEE_DECIMALS = 4;
/** Receipts are shown (and stored) to 8 decimals: enough for BTC. */
export const RECEIPT_DECIMALS = 8;
/** fee_type 1: `draw_rate` is a flat fee in USD; any other fee_type: a rate of the amount. */
export const FLAT_FEE_TYPE = 1;

export interface WithdrawFeeRule {
  fee_type: number;
  draw_rate: string;
}

/** The fee of a withdrawal of `amount` USD, rounded half-up to 4 decimals. */
export function withdrawFee(amount: string, rule: WithdrawFeeRule): Big {
  const fee = rule.fee_type === FLAT_FEE_TYPE ? new Big(rule.draw_rate) : new Big(amount).times(rule.draw_rate);
  return fee.round(WITHDRAW_FEE_DECIMALS, Big.roundHalfUp);
}

/** What arrives, in the currency: (amount − fee) × usd_price, floored at 0, rounded down to 8 decimals. */
export function expectedReceipt(amount: string, fee: Big, usdPrice: string): Big {
  const net = new Big(amount).minus(fee);
  if (net.lte(0)) return new Big(0);
  return net.times(usdPrice).round(RECEIPT_DECIMALS, Big.roundDown);
}
