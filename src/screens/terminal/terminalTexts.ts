import type { ResourceLanguage } from 'i18next';
import { addLocaleTexts, type LocaleFiles } from '../../i18n/i18n.ts';
import { loadOrderSheetTexts } from '../order/orderSheetTexts.ts';

// The terminal's texts, one file per language: they load with its chunk and stay out of what every
// visitor (on a phone) downloads with the app's locale.
const terminalLocales: LocaleFiles = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The terminal's texts for the current language, with the position sheet's (its positions panel opens that sheet). */
export async function loadTerminalTexts(): Promise<void> {
  await Promise.all([addLocaleTexts(terminalLocales), loadOrderSheetTexts()]);
}
