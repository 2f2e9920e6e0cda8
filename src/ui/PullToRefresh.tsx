import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PullToRefresh.module.css';

const TRIGGER_PX = 48;
const MAX_PX = 80;

interface PullToRefreshProps {
  /** The list's scroller: a pull starts only when it is scrolled to the top. */
  scrollRef: RefObject<HTMLElement | null>;
  onRefresh(): Promise<unknown>;
}

/**
 * The strip above a list that opens as the user drags down from the top; releasing past the trigger
 * calls `onRefresh` and shows a spinner until it settles. Touch only (a mouse wheel just scrolls).
 */
export function PullToRefresh({ scrollRef, onRefresh }: PullToRefreshProps) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [dragging, setDragging] = useState(false);
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    let startY: number | null = null;
    let current = 0;
    let busy = false;

    const start = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = !busy && scroller.scrollTop <= 0 && touch ? touch.clientY : null;
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      current = Math.min(MAX_PX, Math.max(0, (touch.clientY - startY) * 0.5));
      if (current > 0 && event.cancelable) event.preventDefault();
      setDragging(true);
      setOffset(current);
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (current < TRIGGER_PX) {
        current = 0;
        setOffset(0);
        return;
      }
      current = 0;
      busy = true;
      setRefreshing(true);
      setOffset(TRIGGER_PX);
      void refreshRef
        .current()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          setRefreshing(false);
          setOffset(0);
        });
    };
    scroller.addEventListener('touchstart', start, { passive: true });
    scroller.addEventListener('touchmove', move, { passive: false });
    scroller.addEventListener('touchend', end);
    scroller.addEventListener('touchcancel', end);
    return () => {
      scroller.removeEventListener('touchstart', start);
      scroller.removeEventListener('touchmove', move);
      scroller.removeEventListener('touchend', end);
      scroller.removeEventListener('touchcancel', end);
    };
  }, [scrollRef]);

  const label = refreshing ? t('pull.refreshing') : offset >= TRIGGER_PX ? t('pull.release') : t('pull.pull');
  return (
    <div
      className={`${styles.indicator} ${dragging ? styles.dragging : ''}`}
      style={{ height: offset }}
      aria-live="polite"
      aria-busy={refreshing}
    >
      {offset > 0 && (
        <span className={styles.label}>
          {refreshing && <span className={styles.spinner} aria-hidden="true" />}
          {label}
        </span>
      )}
    </div>
  );
}
