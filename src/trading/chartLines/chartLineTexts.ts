import type { ResourceLanguage } from 'i18next';
import { addLocaleTexts, type LocaleFiles } from '../../i18n/i18n.ts';

// The order lines' labels and the review of a dragged stop, one file per language: they load with the
// trade screen and the terminal, not with what every visitor downloads.
const chartLineLocales: LocaleFiles = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** Loads the chart lines' texts for the current language (and later for any language switched to). */
export function loadChartLineTexts(): Promise<void> {
  return addLocaleTexts(chartLineLocales);
}
