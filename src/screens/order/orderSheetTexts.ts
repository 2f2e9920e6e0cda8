import type { ResourceLanguage } from 'i18next';
import { addLocaleTexts, type LocaleFiles } from '../../i18n/i18n.ts';

// The position sheet's partial-close and trailing-stop texts, one file per language: they load with the
// orders screen's chunk and stay out of what every visitor downloads with the app's locale.
const orderSheetLocales: LocaleFiles = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** Loads the position sheet's texts for the current language (and later for any language switched to). */
export function loadOrderSheetTexts(): Promise<void> {
  return addLocaleTexts(orderSheetLocales);
}
