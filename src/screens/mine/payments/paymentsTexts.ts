import type { ResourceLanguage } from 'i18next';
import { addLocaleTexts, type LocaleFiles } from '../../../i18n/i18n.ts';

// The deposit, withdrawal, wallet, statement and identity screens' texts, one file per language: they load
// with those screens' chunks and stay out of what every visitor downloads with the app's locale.
const paymentsLocales: LocaleFiles = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** Loads the payment screens' texts for the current language (and later for any language switched to). */
export function loadPaymentsTexts(): Promise<void> {
  return addLocaleTexts(paymentsLocales);
}
