import type { LanguageCode } from '../../protocol/locales.ts';
import type { UpColour } from './paletteTokens.ts';

/**
 * Languages whose traders read red as rising (docs/colour-convention.md names the sources): Chinese
 * (the `hk` texts serve Taiwan, Hong Kong and Chinese-reading users of mainland-style brokers), Japanese
 * and Korean. Everyone else gets green-up; the user centre lets anyone switch.
 */
export const RED_UP_LANGUAGES: readonly LanguageCode[] = ['hk', 'jp', 'kr'];

export function defaultUpColour(language: LanguageCode): UpColour {
  return RED_UP_LANGUAGES.includes(language) ? 'red' : 'green';
}

/** localStorage keys of the per-device appearance choices (read by the boot script before the first paint). */
export const THEME_STORAGE_KEY = 'pipwave.theme';
export const UP_COLOUR_STORAGE_KEY = 'pipwave.upColour';
