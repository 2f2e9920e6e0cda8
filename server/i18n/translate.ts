import { type LanguageCode, type TextLanguage, textLanguageOf } from '../../protocol/locales.ts';
import { formatLocalNumber, isLocalNumber, type LocalNumber } from './localNumber.ts';
import de from './messages/de.ts';
import en, { type ServerMessageKey, type ServerMessages } from './messages/en.ts';
import fr from './messages/fr.ts';
import hk from './messages/hk.ts';
import id from './messages/id.ts';
import it from './messages/it.ts';
import jp from './messages/jp.ts';
import kr from './messages/kr.ts';
import pt from './messages/pt.ts';
import ru from './messages/ru.ts';
import spa from './messages/spa.ts';
import th from './messages/th.ts';
import tr from './messages/tr.ts';
import vn from './messages/vn.ts';

export const SERVER_MESSAGES: Readonly<Record<TextLanguage, ServerMessages>> = {
  hk,
  en,
  jp,
  kr,
  th,
  vn,
  fr,
  de,
  ru,
  spa,
  pt,
  it,
  tr,
  id,
};

/** A message's values: text and plain numbers as given, a LocalNumber (localNumber.ts) in the language's marks. */
export type MessageParams = Readonly<Record<string, string | number | LocalNumber>>;

/**
 * Fills `{{name}}` placeholders, numbers wrapped with localNumber in `lang`'s marks; unknown placeholders are
 * left visible rather than silently dropped.
 */
export function interpolate(template: string, params: MessageParams = {}, lang: LanguageCode = 'en'): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return isLocalNumber(value) ? formatLocalNumber(value, lang) : String(value);
  });
}

export function translate(lang: LanguageCode, key: ServerMessageKey, params?: MessageParams): string {
  return interpolate(SERVER_MESSAGES[textLanguageOf(lang)][key], params, lang);
}

export type { ServerMessageKey };
