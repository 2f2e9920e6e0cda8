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
