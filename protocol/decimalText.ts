import Big from 'big.js';

/**
 * The one grammar for prices, lots and amounts on the wire: ASCII digits without leading zeros and an
 * optional point followed by at least one digit ("0", "12", "0.5", "1.25"). No sign, no spaces, no
 * exponent, no hexadecimal/binary/octal prefixes, no "Infinity"/"NaN", no "1." or ".5", no "1,5", no other
 * script's digits, and nothing longer than DECIMAL_TEXT_MAX_LENGTH. Money always travels as a string:
 * a JSON number where a decimal is expected is refused too (it may already have lost digits).
 */
export const DECIMAL_TEXT_PATTERN = '^(0|[1-9][0-9]*)(\\.[0-9]+)?$';
export const DECIMAL_TEXT_MAX_LENGTH = 32;
const grammar = new RegExp(DECIMAL_TEXT_PATTERN);

export interface DecimalRule {
  /** most decimals allowed (the symbol's price precision, the lot step's, the currency's) */
  places: number;
  /** refuse 0 (bounds beyond that are the caller's, with its own message) */
  positive?: boolean;
}

export type DecimalProblem =
  | { problem: 'malformed' }
  | { problem: 'tooManyDecimals'; places: number }
  | { problem: 'notPositive' };

/** Whether the text follows the grammar (decimals and bounds aside). */
export function isDecimalText(text: string): boolean {
  return text.length <= DECIMAL_TEXT_MAX_LENGTH && grammar.test(text);
}

/** Decimals written after the point ("1.50" has 2: trailing zeros count, nothing is rounded). */
export function decimalPlaces(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * Reads a wire decimal under a rule: the value, or what is wrong with it. Too many decimals is an error,
 * never rounded.
 */
export function readDecimal(text: string, rule: DecimalRule): { value: Big } | DecimalProblem {
  if (!isDecimalText(text)) return { problem: 'malformed' };
  if (decimalPlaces(text) > rule.places) return { problem: 'tooManyDecimals', places: rule.places };
  const value = new Big(text);
  if (rule.positive && value.eq(0)) return { problem: 'notPositive' };
  return { value };
}
