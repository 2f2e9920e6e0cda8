import de from 'flag-icons/flags/4x3/de.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import hk from 'flag-icons/flags/4x3/hk.svg';
import id from 'flag-icons/flags/4x3/id.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import kr from 'flag-icons/flags/4x3/kr.svg';
import pt from 'flag-icons/flags/4x3/pt.svg';
import ru from 'flag-icons/flags/4x3/ru.svg';
import sa from 'flag-icons/flags/4x3/sa.svg';
import th from 'flag-icons/flags/4x3/th.svg';
import tr from 'flag-icons/flags/4x3/tr.svg';
import vn from 'flag-icons/flags/4x3/vn.svg';
import { LANGUAGE_CODES, type LanguageCode } from '../../protocol/locales.ts';

/** SPEC §3's language option: value (code), key (locale file), text (the language's own name), icon (flag). */
export interface LanguageOption {
  value: LanguageCode;
  key: string;
  text: string;
  icon: string;
  /**
   * For a language whose interface is shown in another language (Arabic reads English, SPEC §3): that
   * fact in the language's own words, shown in the language list beside the same note in the current
   * interface language.
   */
  ownNote?: string;
}

const DETAILS: Readonly<Record<LanguageCode, Omit<LanguageOption, 'value'>>> = {
  hk: { key: 'hk', text: '繁體中文', icon: hk },
  en: { key: 'en', text: 'English', icon: gb },
  jp: { key: 'jp', text: '日本語', icon: jp },
  kr: { key: 'kr', text: '한국어', icon: kr },
  th: { key: 'th', text: 'ไทย', icon: th },
  vn: { key: 'vn', text: 'Tiếng Việt', icon: vn },
  fr: { key: 'fr', text: 'Français', icon: fr },
  de: { key: 'de', text: 'Deutsch', icon: de },
  ru: { key: 'ru', text: 'Русский', icon: ru },
  spa: { key: 'spa', text: 'Español', icon: es },
  pt: { key: 'pt', text: 'Português', icon: pt },
  ar: { key: 'en', text: 'العربية', icon: sa, ownNote: 'تُعرض الواجهة باللغة الإنجليزية' },
  it: { key: 'it', text: 'Italiano', icon: it },
  tr: { key: 'tr', text: 'Türkçe', icon: tr },
  id: { key: 'id', text: 'Bahasa Indonesia', icon: id },
};

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = LANGUAGE_CODES.map((value) => ({
  value,
  ...DETAILS[value],
}));
