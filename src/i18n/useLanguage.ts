import { useSyncExternalStore } from 'react';
import type { LanguageCode } from '../../protocol/locales.ts';
import { currentLanguage, onLanguageChange } from './i18n.ts';

/** The chosen language code; re-renders on change. */
export function useLanguage(): LanguageCode {
  return useSyncExternalStore(onLanguageChange, currentLanguage);
}
