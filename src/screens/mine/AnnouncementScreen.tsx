import cn from 'flag-icons/flags/4x3/cn.svg';
import cu from 'flag-icons/flags/4x3/cu.svg';
import il from 'flag-icons/flags/4x3/il.svg';
import kp from 'flag-icons/flags/4x3/kp.svg';
import vu from 'flag-icons/flags/4x3/vu.svg';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '../../../protocol/locales.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { NavBar } from '../../ui/NavBar.tsx';
import styles from './Mine.module.css';

/** SPEC §1 and §9: the countries the service is not provided to. */
const RESTRICTED = [
  { code: 'KP', flag: kp },
  { code: 'IL', flag: il },
  { code: 'CN', flag: cn },
  { code: 'VU', flag: vu },
  { code: 'CU', flag: cu },
] as const;

/** The operator's name under the notice (a company name, the same in every language). */
const SIGNATURE = 'Pipwave Markets';

/** /mine/announcement: the service restriction notice. */
export default function AnnouncementScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  // Country names come from the browser's CLDR data, so every language gets its standard name.
  const names = new Intl.DisplayNames([INTL_LOCALE[lang]], { type: 'region' });
  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.announcement')} back />
      <div className={styles.scroll}>
        <article className={styles.card}>
          <h2 className={styles.heading}>{t('announcement.heading')}</h2>
          <p className={styles.paragraph}>{t('announcement.intro')}</p>
          <ul className={styles.countries}>
            {RESTRICTED.map((country) => (
              <li key={country.code} className={styles.country} data-country={country.code}>
                <img src={country.flag} alt="" width={28} height={21} className={styles.flag} />
                {names.of(country.code) ?? country.code}
              </li>
            ))}
          </ul>
          <p className={styles.paragraph}>{t('announcement.body')}</p>
          <p className={styles.paragraph}>{t('announcement.closing')}</p>
          <p className={styles.signature}>{SIGNATURE}</p>
        </article>
      </div>
    </div>
  );
}
