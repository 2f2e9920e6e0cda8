import { INTL_LOCALE, type LanguageCode } from '../../protocol/locales.ts';

const rules = new Map<LanguageCode, Intl.PluralRules>();

/**
 * Which form of a word goes with an amount in `lang` ('one', 'few', 'many', 'other', ...), by the rules
 * of the language's real locale (INTL_LOCALE: European Portuguese's "1 lote" but "0,01 lotes"; French "0,01
 * lot"; Russian "1 лот", "2 лота", "5 лотов"). It is passed to i18next as the text's context: `key_one`,
 * `key_few`, `key_many` where a language has that form, the plain key otherwise. i18next's own plural
 * handling would pick the rules of the text code ("pt" is Brazilian, "jp" no language at all). The amount
 * is a decimal string read only to choose the words, never for arithmetic.
 */
export function pluralForm(amount: string, lang: LanguageCode): Intl.LDMLPluralRule {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(INTL_LOCALE[lang]);
    rules.set(lang, rule);
  }
  const value = Number(amount);
  return rule.select(Number.isFinite(value) ? value : 0);
}
