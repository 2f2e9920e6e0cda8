import { INTL_LOCALE, type LanguageCode } from '../../protocol/locales.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An article's publication time in the reader's language and time zone, e.g. "Nov 21, 2026, 4:00 PM". */
export function formatPublished(iso: string, lang: LanguageCode, timeZone?: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  const key = `${lang}:${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(time);
}
