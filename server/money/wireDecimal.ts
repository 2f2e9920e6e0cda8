import type Big from 'big.js';
import { type DecimalRule, readDecimal } from '../../protocol/decimalText.ts';
import type { Result } from '../refusal.ts';

/** Why a number from the wire was refused, naming the field. */
export type WireNumberRefusal =
  | { code: 'invalidParams'; key: 'numberMalformed' | 'numberNotPositive'; params: { field: string } }
  | { code: 'invalidParams'; key: 'tooManyDecimals'; params: { field: string; places: number } };

/**
 * A price, lot size or amount from the wire under its rule (precision, positivity), or the refusal naming
 * the field with its reason. Nothing is rounded: "1.123456" for a 5-decimal symbol is refused.
 */
export function wireDecimal(field: string, text: string, rule: DecimalRule): Result<Big, WireNumberRefusal> {
  const read = readDecimal(text, rule);
  if ('value' in read) return { ok: true, value: read.value };
  switch (read.problem) {
    case 'malformed':
      return { ok: false, refusal: { code: 'invalidParams', key: 'numberMalformed', params: { field } } };
    case 'tooManyDecimals':
      return {
        ok: false,
        refusal: { code: 'invalidParams', key: 'tooManyDecimals', params: { field, places: read.places } },
      };
    case 'notPositive':
      return { ok: false, refusal: { code: 'invalidParams', key: 'numberNotPositive', params: { field } } };
  }
}

/** Decimals of a configured step or rate as written in the database ("0.0100" counts 2). */
export function placesOf(step: string | Big): number {
  const text = typeof step === 'string' ? step : step.toFixed();
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.replace(/0+$/, '').length - point - 1;
}
