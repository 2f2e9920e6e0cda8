import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteName } from '../../app/routeTable.ts';
import { NavBar } from '../../ui/NavBar.tsx';
import styles from './PlaceholderScreen.module.css';

/** Stands in for a route of the table whose screen is not built yet: says so plainly, offers a way back. */
export function PlaceholderScreen({ name, back }: { name: RouteName; back: boolean }) {
  const { t } = useTranslation();
  const title = t(`screens.${name}`);
  return (
    <div className={styles.screen}>
      <NavBar title={title} back={back} />
      <div className={styles.body}>
        <h2 className={styles.heading}>{t('placeholder.title')}</h2>
        <p>{t('placeholder.body', { screen: title })}</p>
        <Link className={styles.link} to="/">
          {t('placeholder.backHome')}
        </Link>
      </div>
    </div>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.notFound')} back />
      <div className={styles.body}>
        <p>{t('notFound.body')}</p>
        <Link className={styles.link} to="/">
          {t('notFound.backHome')}
        </Link>
      </div>
    </div>
  );
}
