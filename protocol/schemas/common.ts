import { type TSchema, Type } from 'typebox';
import { DECIMAL_TEXT_MAX_LENGTH, DECIMAL_TEXT_PATTERN } from '../decimalText.ts';

/** A decimal number carried as a string so no precision is lost on the wire (e.g. "1.08345"); replies. */
export const DecimalString = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });

/**
 * A price, lot size or amount a client sends: the one wire grammar of protocol/decimalText.ts (plain digits,
 * optional point, no sign; a string, never a JSON number). Its precision and bounds are checked by the
 * domain with `readDecimal` (the symbol's or currency's rules).
 */
export const DecimalText = Type.String({ pattern: DECIMAL_TEXT_PATTERN, maxLength: DECIMAL_TEXT_MAX_LENGTH });

/** Largest value of a PostgreSQL `integer` (int4) column: every id and count we store. */
export const INT4_MAX = 2_147_483_647;

/** A row id a client sends (serial int4 columns): 1 to 2^31-1; anything else is a 400, never a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX });

/** The reply envelope `{code,msg,data}` around a data schema. */
export function EnvelopeOf<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

/** `_t` cache-buster that every GET carries; accepted and ignored. */
export const CacheBuster = { _t: Type.Optional(Type.String()) };
