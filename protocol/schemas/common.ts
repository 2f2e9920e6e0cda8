import { type TSchema, Type } from 'typebox';

/** A decimal number carried as a string so no precision is lost on the wire (e.g. "1.08345"). */
export const DecimalString = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });

/** The reply envelope `{code,msg,data}` around a data schema. */
export function EnvelopeOf<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

/** `_t` cache-buster that every GET carries; accepted and ignored. */
export const CacheBuster = { _t: Type.Optional(Type.String()) };
