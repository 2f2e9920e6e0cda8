import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../protocol/locales.ts';
import { useGoBack } from '../../app/useGoBack.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_OPTIONS } from '../../i18n/languageOptions.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import styles from './LanguageScreen.module.css';

/** The 15 languages with their flags; a choice applies at once and returns to the previous page. */
export default function LanguageScreen() {
  const { t } = useTranslation();
  const current = useLanguage();
  const goBack = useGoBack();

  const choose = async (code: LanguageCode) => {
    await changeLanguage(code);
    goBack();
  };

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.language')} back />
      <ul className={styles.list}>
        {LANGUAGE_OPTIONS.map((option) => {
          const selected = option.value === current;
          return (
            <li key={option.value}>
              <button
                type="button"
                className={styles.option}
                aria-current={selected ? 'true' : undefined}
                onClick={() => void choose(option.value)}
              >
                <img className={styles.flag} src={option.icon} alt="" width={28} height={21} />
                <span className={styles.text}>
                  <span lang={option.value === 'ar' ? 'ar' : undefined}>{option.text}</span>
                  {option.ownNote && (
                    <span className={styles.note}>
                      <span lang={option.value} dir="auto">
                        {option.ownNote}
                      </span>
                      {` · ${t('localContent.arabicNote')}`}
                    </span>
                  )}
                </span>
                {selected && <CheckIcon className={styles.check} aria-label={t('language.current')} />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
