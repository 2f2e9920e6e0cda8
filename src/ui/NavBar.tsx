import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../app/useGoBack.ts';
import { BackIcon } from './icons.tsx';
import styles from './NavBar.module.css';

interface NavBarProps {
  title: string;
  /** Shows a back arrow (history back, or `backTo` when the page was opened directly). */
  back?: boolean;
  /** Where the back arrow goes when there is no screen of the app to go back to (default home). */
  backTo?: string;
  right?: ReactNode;
}

export function NavBar({ title, back = false, backTo = '/', right }: NavBarProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className={styles.bar}>
      <div className={styles.side}>
        {back && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => goBack(backTo)}
            aria-label={t('common.back')}
          >
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
