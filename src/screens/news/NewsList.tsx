import { useTranslation } from 'react-i18next';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { useInfiniteVirtualList } from '../../ui/useInfiniteVirtualList.ts';
import { NewsRow, NewsRowSkeleton } from './NewsRow.tsx';
import styles from './NewsScreen.module.css';
import { useNewsList } from './queries.ts';

const ROW_HEIGHT = 104;
const FOOTER_HEIGHT = 56;

/** Only the rows in view exist; scrolling near the end loads the next page until the total is reached. */
export function NewsList({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const list = useNewsList(categoryId);
  const { scrollRef, items, count, virtualizer, virtualItems, footer } = useInfiniteVirtualList(
    list,
    (item) => item.id,
    ROW_HEIGHT,
    FOOTER_HEIGHT,
  );

  return (
    <>
      <PullToRefresh scrollRef={scrollRef} onRefresh={list.refresh} />
      <div ref={scrollRef} className={styles.scroller} aria-busy={list.isPending}>
        {list.isPending &&
          Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
            <NewsRowSkeleton key={index} />
          ))}
        {list.isError && !list.data && (
          <div className={styles.empty}>
            <p>{t('errors.loadFailed')}</p>
            <button type="button" className={styles.retry} onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {list.isSuccess && count === 0 && <p className={styles.empty}>{t('common.noData')}</p>}
        {count > 0 && (
          <ul className={styles.rows} style={{ height: virtualizer.getTotalSize() }} aria-label={t('news.listLabel')}>
            {virtualItems.map((row) => {
              const item = items[row.index];
              return (
                <li
                  key={item ? item.id : 'footer'}
                  className={styles.slot}
                  style={{ height: row.size, transform: `translateY(${row.start}px)` }}
                >
                  {item ? <NewsRow item={item} /> : <p className={styles.footer}>{footer}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
