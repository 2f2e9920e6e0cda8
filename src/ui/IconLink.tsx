import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './NavBar.module.css';

/** A 44 px round icon button that navigates; used in nav bars. */
export function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.iconButton} aria-label={label}>
      {children}
    </Link>
  );
}
