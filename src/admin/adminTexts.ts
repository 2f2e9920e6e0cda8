import type { ResourceLanguage } from 'i18next';
import { addLocaleTexts, type LocaleFiles } from '../i18n/i18n.ts';

// The back office's texts, one file per language: staff-only, so they load with /admin's chunk and stay
// out of what every visitor downloads with the app's locale.
const adminLocales: LocaleFiles = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** Loads the back office's texts for the current language (and later for any language switched to). */
export function loadAdminTexts(): Promise<void> {
  return addLocaleTexts(adminLocales);
}
