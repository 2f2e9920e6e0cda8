/** The 15 interface languages of SPEC §3, in the order the language screen lists them. */
export declare const LANGUAGE_CODES: readonly [
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
];
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
/** Languages that have their own text; Arabic deliberately reuses English (SPEC §3). */
export type TextLanguage = Exclude<LanguageCode, 'ar'>;
export declare const DEFAULT_LANGUAGE: LanguageCode;
/** Reads a language code from a URL query, header or storage; `tw` maps to `hk`. Unknown -> null. */
export declare function parseLanguage(raw: string | null | undefined): LanguageCode | null;
/** The language whose text is shown for a code. */
export declare function textLanguageOf(code: LanguageCode): TextLanguage;
/** BCP 47 tags for number and date formatting per language code. */
export declare const INTL_LOCALE: Readonly<Record<LanguageCode, string>>;
