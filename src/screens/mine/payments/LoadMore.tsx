import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import mine from '../Mine.module.css';
import styles from './Payments.module.css';

/**
 * Loads the next page when the end of the list scrolls into view; says "no more" at the end, and
 * `emptyText` (or "no data") when there was nothing at all.
 */
export function LoadMore({
  hasMore,
  loading,
  empty,
  emptyText,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  empty: boolean;
  emptyText?: string;
  onMore(): void;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !loading) onMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onMore]);
  return (
    <>
      <div ref={sentinel} className={styles.sentinel} />
      {!loading && !hasMore && (
        <p className={mine.muted} style={{ textAlign: 'center' }}>
          {empty ? (emptyText ?? t('common.noData')) : t('common.noMore')}
        </p>
      )}
    </>
  );
}
