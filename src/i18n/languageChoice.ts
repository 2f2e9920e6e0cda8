import { DEFAULT_LANGUAGE, type LanguageCode, parseLanguage } from '../../protocol/locales.ts';
import { LANGUAGE_STORAGE_KEY } from './languageStorageKey.ts';

// Pure of i18next: index.html's early script (src/boot/) picks the language the same way before the app runs.

function readStoredLanguage(): LanguageCode | null {
  try {
    return parseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // private mode or storage full: the choice lasts for this visit only
  }
}

/** The URL's `lang` query wins (and is remembered), then the stored choice, then the default. */
export function initialLanguage(search: string): LanguageCode {
  const fromUrl = parseLanguage(new URLSearchParams(search).get('lang'));
  if (fromUrl) {
    storeLanguage(fromUrl);
    return fromUrl;
  }
  return readStoredLanguage() ?? DEFAULT_LANGUAGE;
}
