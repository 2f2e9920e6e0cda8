import Big from 'big.js';
import { INTL_LOCALE, type LanguageCode } from '../../protocol/locales.ts';

/**
 * An amount, price or lot size put into a message: written with the request language's group and decimal
 * marks ("582.661,19" in de, "582,661.19" in en) and every decimal it has, at least `minDecimals`. Ids,
 * codes and counts stay plain params: only what is wrapped here is a number the user reads as a quantity.
 */
export interface LocalNumber {
  readonly decimal: string;
  readonly minDecimals: number;
}

/** Intl.NumberFormat's limit. */
const MAX_FRACTION_DIGITS = 100;

/** Wraps a decimal (a Big, a plain decimal string such as a NUMERIC column's, or an integer) for a message. */
export function localNumber(value: Big | string | number, minDecimals = 0): LocalNumber {
  return { decimal: new Big(value).toFixed(), minDecimals };
}

export function isLocalNumber(value: unknown): value is LocalNumber {
  return typeof value === 'object' && value !== null && 'decimal' in value && 'minDecimals' in value;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The number in `lang`: the decimal string itself is formatted (no float in between), grouped from 1000. */
export function formatLocalNumber(value: LocalNumber, lang: LanguageCode): string {
  const fraction = value.decimal.split('.')[1] ?? '';
  const decimals = Math.min(MAX_FRACTION_DIGITS, Math.max(value.minDecimals, fraction.length));
  const key = `${lang}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[lang], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value.decimal as `${number}`);
}
