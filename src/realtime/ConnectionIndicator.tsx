import { useTranslation } from 'react-i18next';
import { oldestShown, useLastKnownShown } from '../offline/lastKnownShown.ts';
import { useZonedTime } from '../ui/ZonedTime.tsx';
import styles from './ConnectionIndicator.module.css';
import { isStale, useConnection } from './connectionStore.ts';

/** Quotes on screen are not live: offline, reconnecting after a drop, or the device's last-known copy. */
export function usePricesStale(): boolean {
  // one boolean selector: the layout that asks renders again when staleness changes, not on every state
  const stale = useConnection((store) => isStale(store.state, store.wasOpen));
  const fromDevice = useLastKnownShown((store) => oldestShown(store.shown) !== null);
  return fromDevice || stale;
}

/**
 * A small pill while quotes are not live: offline, reconnecting after a drop, or showing the last-known
 * copy saved on the device (with its time). Nothing otherwise.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const zoned = useZonedTime('short');
  const state = useConnection((store) => store.state);
  const wasOpen = useConnection((store) => store.wasOpen);
  const savedAt = useLastKnownShown((store) => oldestShown(store.shown));
  if (!isStale(state, wasOpen) && savedAt === null) return null;
  let text = t('realtime.reconnecting');
  if (state === 'offline') text = t('realtime.offline');
  else if (savedAt !== null) {
    const { time, zone } = zoned(savedAt);
    text = t('realtime.lastKnown', { time: `${time} ${zone}` });
  }
  return (
    <div className={styles.indicator} role="status" aria-live="polite" data-connection={state}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </div>
  );
}
