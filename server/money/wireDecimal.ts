import type Big from 'big.js';
import { type DecimalRule, readDecimal } from '../../protocol/decimalText.ts';
import { DomainRefusal } from '../refusal.ts';

/**
 * A price, lot size or amount from the wire under its rule (precision, positivity), or a 400 naming the
 * field with a translated reason. Nothing is rounded: "1.123456" for a 5-decimal symbol is refused.
 */
export function readWireDecimal(field: string, text: string, rule: DecimalRule): Big {
  const read = readDecimal(text, rule);
  if ('value' in read) return read.value;
  switch (read.problem) {
    case 'malformed':
      throw new DomainRefusal('invalidParams', 'numberMalformed', { field });
    case 'tooManyDecimals':
      throw new DomainRefusal('invalidParams', 'tooManyDecimals', { field, places: read.places });
    case 'notPositive':
      throw new DomainRefusal('invalidParams', 'numberNotPositive', { field });
  }
}

/** Decimals of a configured step or rate as written in the database ("0.0100" counts 2). */
export function placesOf(step: string | Big): number {
  const text = typeof step === 'string' ? step : step.toFixed();
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.replace(/0+$/, '').length - point - 1;
}
