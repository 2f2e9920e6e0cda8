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

/** The most decimals an exact amount is shown with (the ledger keeps more only in theory). */
const MAX_EXACT_DECIMALS = 8;

/**
 * An exact decimal string from the server (a ledger amount or balance) with every decimal it has and at
 * least `minDecimals`, so a statement's lines add up to the balances it shows: a 0.0055 fee is not "0.01".
 */
export function formatExact(value: string, minDecimals: number, lang: LanguageCode): string {
  const fraction = value.split('.')[1]?.replace(/0+$/, '') ?? '';
  return formatDecimal(value, Math.min(MAX_EXACT_DECIMALS, Math.max(minDecimals, fraction.length)), lang);
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
