import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALE,
  type LanguageCode,
  type TextLanguage,
  textLanguageOf,
} from '../../protocol/locales.ts';
import { storeLanguage } from './languageChoice.ts';
import type en from './locales/en.json';
import hk from './locales/hk.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

// The default language ships in the main bundle; every other one is its own chunk, fetched on demand.
const lazyLocales = import.meta.glob<ResourceLanguage>(['./locales/*.json', '!./locales/hk.json'], {
  import: 'default',
});

async function ensureLoaded(text: TextLanguage): Promise<void> {
  if (i18next.hasResourceBundle(text, 'translation')) return;
  const load = lazyLocales[`./locales/${text}.json`];
  if (!load) throw new Error(`no locale file for ${text}`);
  i18next.addResourceBundle(text, 'translation', await load());
}

let currentCode: LanguageCode = DEFAULT_LANGUAGE;
const listeners = new Set<(code: LanguageCode) => void>();

/** The language code the user chose (Arabic stays `ar` here though its text is English). */
export function currentLanguage(): LanguageCode {
  return currentCode;
}

export function onLanguageChange(listener: (code: LanguageCode) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = INTL_LOCALE[code];
}

export async function initI18n(code: LanguageCode): Promise<void> {
  const resources: Resource = { hk: { translation: hk } };
  await i18next.use(initReactI18next).init({
    resources,
    lng: 'hk',
    fallbackLng: false,
    // keys are object paths in one namespace: said outright, i18next skips its per-call guess whether a
    // key is natural language (a regular expression per t() call, measured on the start-up path)
    keySeparator: '.',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(code);
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  const text = textLanguageOf(code);
  await ensureLoaded(text);
  await i18next.changeLanguage(text);
  currentCode = code;
  storeLanguage(code);
  applyDocumentLanguage(code);
  for (const listener of listeners) listener(code);
}

export { initialLanguage } from './languageChoice.ts';
export { i18next };
