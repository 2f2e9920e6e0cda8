import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from './icons.tsx';
import styles from './NavBar.module.css';

interface NavBarProps {
  title: string;
  /** Shows a back arrow (history back, or home when the page was opened directly). */
  back?: boolean;
  right?: ReactNode;
}

export function NavBar({ title, back = false, right }: NavBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const hasHistory = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
    if (hasHistory) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <header className={styles.bar}>
      <div className={styles.side}>
        {back && (
          <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('common.back')}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
