import { useTranslation } from 'react-i18next';
import styles from './ConnectionIndicator.module.css';
import { isStale, useConnection } from './connectionStore.ts';

/** A small pill while quotes are stale: reconnecting after a drop, or offline. Nothing otherwise. */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const state = useConnection((store) => store.state);
  const wasOpen = useConnection((store) => store.wasOpen);
  if (!isStale(state, wasOpen)) return null;
  return (
    <div className={styles.indicator} role="status" aria-live="polite" data-connection={state}>
      <span className={styles.dot} aria-hidden="true" />
      {state === 'offline' ? t('realtime.offline') : t('realtime.reconnecting')}
    </div>
  );
}
