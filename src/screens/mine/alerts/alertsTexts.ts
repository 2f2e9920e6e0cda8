import type { ResourceLanguage } from 'i18next';
import { addLocaleTexts, type LocaleFiles } from '../../../i18n/i18n.ts';

// The alerts page's texts, one file per language: they load with the page's chunk and stay out of what
// every visitor downloads with the app's locale (the notice's texts, shown on any screen, stay there).
const alertsPageLocales: LocaleFiles = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** Loads the alerts page's texts for the current language (and later for any language switched to). */
export function loadAlertsPageTexts(): Promise<void> {
  return addLocaleTexts(alertsPageLocales);
}
