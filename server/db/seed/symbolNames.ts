import { ASSET_NAMES, INSTRUMENT_NAMES, type NamedLanguage, PAIR_NAME } from './symbolNames.data.ts';
import type { SymbolSeed } from './types.ts';

const NAMED_LANGUAGES = Object.keys(PAIR_NAME) as NamedLanguage[];

/**
 * A seeded symbol's name in every language that has its own text: an energy or index symbol's own
 * name, otherwise "base vs quote" from the names of both sides. Throws when a name is missing, so a
 * symbol added to the seed without its translations fails at the first start (and in the tests).
 */
export function symbolNameTrans(seed: Pick<SymbolSeed, 'code' | 'baseCurrency' | 'quoteCurrency'>) {
  const own = INSTRUMENT_NAMES[seed.code];
  if (own) return { ...own };
  const base = ASSET_NAMES[seed.baseCurrency];
  const quote = ASSET_NAMES[seed.quoteCurrency];
  if (!base || !quote) throw new Error(`symbol ${seed.code}: no translated name`);
  const names: Partial<Record<NamedLanguage, string>> = {};
  for (const lang of NAMED_LANGUAGES) names[lang] = PAIR_NAME[lang](base[lang], quote[lang]);
  return names as Record<NamedLanguage, string>;
}
