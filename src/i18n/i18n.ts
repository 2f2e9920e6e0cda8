import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALE,
  type LanguageCode,
  type TextLanguage,
  textLanguageOf,
} from '../../protocol/locales.ts';
import type adminEn from '../admin/locales/en.json';
import type alertsPageEn from '../screens/mine/alerts/locales/en.json';
import type paymentsEn from '../screens/mine/payments/locales/en.json';
import type orderSheetEn from '../screens/order/locales/en.json';
import type terminalEn from '../screens/terminal/locales/en.json';
import type chartLinesEn from '../trading/chartLines/locales/en.json';
import { storeLanguage } from './languageChoice.ts';
import type en from './locales/en.json';
import hk from './locales/hk.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    // the back office's, the alerts page's, the payment screens' and the position sheet's texts are typed
    // with the app's but load with their chunks (src/admin/adminTexts.ts, src/screens/mine/alerts/alertsTexts.ts,
    // src/screens/mine/payments/paymentsTexts.ts, src/screens/order/orderSheetTexts.ts), and so are the chart
    // lines' (src/trading/chartLines/chartLineTexts.ts) and the desktop terminal's (src/screens/terminal/terminalTexts.ts)
    resources: {
      translation: typeof en &
        typeof adminEn &
        typeof alertsPageEn &
        typeof orderSheetEn &
        typeof paymentsEn &
        typeof chartLinesEn &
        typeof terminalEn;
    };
    returnNull: false;
  }
}

let currentCode: LanguageCode = DEFAULT_LANGUAGE;

/** One file of texts per language, keyed `./locales/<language>.json`, each fetched on demand. */
export type LocaleFiles = Record<string, () => Promise<ResourceLanguage>>;

// The default language ships in the main bundle; every other one is its own chunk, fetched on demand.
const lazyLocales: LocaleFiles = import.meta.glob<ResourceLanguage>(['./locales/*.json', '!./locales/hk.json'], {
  import: 'default',
});

/** Texts that a lazily loaded part of the app adds to every language (the back office's). */
const extraTexts: LocaleFiles[] = [];
const loadedExtraTexts = new Set<string>();

async function loadTexts(files: LocaleFiles, text: TextLanguage): Promise<ResourceLanguage> {
  const load = files[`./locales/${text}.json`];
  if (!load) throw new Error(`no locale file for ${text}`);
  return load();
}

async function ensureExtraLoaded(index: number, text: TextLanguage): Promise<void> {
  const files = extraTexts[index];
  const key = `${index}:${text}`;
  if (!files || loadedExtraTexts.has(key)) return;
  // deep: merged into the language's one namespace beside the app's own keys
  i18next.addResourceBundle(text, 'translation', await loadTexts(files, text), true, true);
  loadedExtraTexts.add(key);
}

async function ensureLoaded(text: TextLanguage): Promise<void> {
  if (!i18next.hasResourceBundle(text, 'translation')) {
    i18next.addResourceBundle(text, 'translation', await loadTexts(lazyLocales, text), true, true);
  }
  await Promise.all(extraTexts.map((_, index) => ensureExtraLoaded(index, text)));
}

/**
 * Adds a part of the app's own texts (one file per language): loaded now for the current language and
 * with the rest for any language switched to later, so its screens never show a bare key.
 */
export async function addLocaleTexts(files: LocaleFiles): Promise<void> {
  if (extraTexts.includes(files)) return;
  extraTexts.push(files);
  await ensureExtraLoaded(extraTexts.length - 1, textLanguageOf(currentCode));
}

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
