/** The 15 interface languages of SPEC §3, in the order the language screen lists them. */
export const LANGUAGE_CODES = [
  'hk',
  'en',
  'jp',
  'kr',
  'th',
  'vn',
  'fr',
  'de',
  'ru',
  'spa',
  'pt',
  'ar',
  'it',
  'tr',
  'id',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Languages that have their own text; Arabic deliberately reuses English (SPEC §3). */
export type TextLanguage = Exclude<LanguageCode, 'ar'>;

export const DEFAULT_LANGUAGE: LanguageCode = 'hk';

const ALIASES: Readonly<Record<string, LanguageCode>> = { tw: 'hk' };

function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Reads a language code from a URL query, header or storage; `tw` maps to `hk`. Unknown -> null. */
export function parseLanguage(raw: string | null | undefined): LanguageCode | null {
  if (!raw) return null;
  const value = raw.trim().toLowerCase();
  const aliased = ALIASES[value] ?? value;
  return isLanguageCode(aliased) ? aliased : null;
}

/** The language whose text is shown for a code. */
export function textLanguageOf(code: LanguageCode): TextLanguage {
  return code === 'ar' ? 'en' : code;
}

/** BCP 47 tags for number and date formatting per language code. */
export const INTL_LOCALE: Readonly<Record<LanguageCode, string>> = {
  hk: 'zh-HK',
  en: 'en-US',
  jp: 'ja-JP',
  kr: 'ko-KR',
  th: 'th-TH',
  vn: 'vi-VN',
  fr: 'fr-FR',
  de: 'de-DE',
  ru: 'ru-RU',
  spa: 'es-ES',
  pt: 'pt-PT',
  ar: 'en-US',
  it: 'it-IT',
  tr: 'tr-TR',
  id: 'id-ID',
};
