import Big from 'big.js';
import { readDecimal } from './decimalText.ts';

/**
 * A symbol's fee tariffs, as staff set them in the back office: two numbers, both kept whichever is in
 * force. `trade_fee_type` picks the one an order pays (tradingMath.tradeFee): USD per lot under type 1, a
 * fraction of the margin otherwise (0.0005 is 0.05 %). Switching the type never rereads a stored rate in the
 * other unit. The same bounds on both sides: the back office checks the draft, the server refuses the rest.
 */
export const FEE_RATE_PLACES = 8;
/** Highest rate accepted: 1,000 USD per lot (a fat-finger bound; no product's fee comes near it). */
export const FEE_RATE_MAX = '1000';

/** trade_fee_type 1: an order pays the per-lot rate. */
export const FEE_PER_LOT = 1;
/** trade_fee_type 2 (the default): an order pays the margin rate (as under any type other than 1). */
export const FEE_OF_MARGIN = 2;

/** A symbol's two tariffs (decimal text or big.js). */
export interface FeeRates<T = string> {
  /** USD per lot, paid under trade_fee_type 1 */
  perLot: T;
  /** a fraction of the margin, paid under any other trade_fee_type */
  marginRate: T;
}

/** The tariff an order pays under `feeType`. */
export function feeRateUnder<T>(feeType: number, rates: FeeRates<T>): T {
  return feeType === FEE_PER_LOT ? rates.perLot : rates.marginRate;
}

/** A typed fee rate under its rules (wire grammar, at most FEE_RATE_PLACES decimals, 0 … FEE_RATE_MAX), else null. */
export function readFeeRate(text: string): Big | null {
  const read = readDecimal(text, { places: FEE_RATE_PLACES });
  return 'value' in read && read.value.lte(FEE_RATE_MAX) ? read.value : null;
}

/** The rate as a percentage of the margin (0.0005 -> "0.05"), exact. */
export function feeRatePercent(rate: string | Big): string {
  return new Big(rate).times(100).toFixed();
}
