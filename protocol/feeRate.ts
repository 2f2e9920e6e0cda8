import Big from 'big.js';
import { readDecimal } from './decimalText.ts';

/**
 * A symbol's fee rate, as staff set it in the back office: one number whose unit is the `trade_fee_type` in
 * force (tradingMath.tradeFee): USD per lot under type 1, a fraction of the margin otherwise (0.0005 is
 * 0.05 %). The same bounds on both sides: the back office checks the draft, the server refuses the rest.
 */
export const FEE_RATE_PLACES = 8;
/** Highest rate accepted: 1,000 USD per lot (a fat-finger bound; no product's fee comes near it). */
export const FEE_RATE_MAX = '1000';

/** trade_fee_type 1: the fee rate is USD per lot. */
export const FEE_PER_LOT = 1;

/** A typed fee rate under its rules (wire grammar, at most FEE_RATE_PLACES decimals, 0 … FEE_RATE_MAX), else null. */
export function readFeeRate(text: string): Big | null {
  const read = readDecimal(text, { places: FEE_RATE_PLACES });
  return 'value' in read && read.value.lte(FEE_RATE_MAX) ? read.value : null;
}

/** The rate as a percentage of the margin (0.0005 -> "0.05"), exact. */
export function feeRatePercent(rate: string | Big): string {
  return new Big(rate).times(100).toFixed();
}
