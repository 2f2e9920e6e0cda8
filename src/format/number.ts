import { INTL_LOCALE, type LanguageCode } from '../../protocol/locales.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: LanguageCode, decimals: number): Intl.NumberFormat {
  const key = `${lang}:${decimals}`;
  let found = formatters.get(key);
  if (!found) {
    // 'always': SPEC §9 wants separators from 1000 up, which some locales (es) skip for four digits.
    found = new Intl.NumberFormat(INTL_LOCALE[lang], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    formatters.set(key, found);
  }
  return found;
}

/** A decimal string from the server shown at a fixed number of decimals with locale separators. */
export function formatDecimal(value: string | number, decimals: number, lang: LanguageCode): string {
  const numeric = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(numeric)) return '--';
  return formatter(lang, decimals).format(numeric);
}

/** Intl.NumberFormat's limit. */
const MAX_FRACTION_DIGITS = 100;

/** A plain decimal string as the server writes money: digits, an optional sign and fraction, no exponent. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An exact decimal string from the server (a ledger amount or balance) with every decimal it has and at
 * least `minDecimals`, so a statement's lines add up to the balances it shows: a 0.0055 fee is not "0.01".
 * The string itself is formatted (no float in between), so no digit is lost however long it is.
 */
export function formatExact(value: string, minDecimals: number, lang: LanguageCode): string {
  if (!PLAIN_DECIMAL.test(value)) return '--';
  const fraction = value.split('.')[1]?.replace(/0+$/, '') ?? '';
  const decimals = Math.min(MAX_FRACTION_DIGITS, Math.max(minDecimals, fraction.length));
  return formatter(lang, decimals).format(value as `${number}`);
}

/** A percent change with an explicit sign: "+0.42%", "-1.20%", "0.00%". */
export function formatChange(value: string, lang: LanguageCode): string {
  const numeric = Number(value);
  if (!Number.isFinite(numeric)) return '--';
  const text = formatDecimal(Math.abs(numeric), 2, lang);
  if (numeric > 0) return `+${text}%`;
  if (numeric < 0) return `-${text}%`;
  return `${text}%`;
}

export type Direction = 'up' | 'down' | 'flat';

export function directionOf(change: string): Direction {
  const numeric = Number(change);
  if (numeric > 0) return 'up';
  if (numeric < 0) return 'down';
  return 'flat';
}
