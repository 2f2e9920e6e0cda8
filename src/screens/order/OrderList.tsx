import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { Order } from '../../../protocol/schemas/trading.ts';
import type { OrderTab } from '../../trading/api.ts';
import { useOrderList } from '../../trading/queries.ts';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { useInfiniteVirtualList } from '../../ui/useInfiniteVirtualList.ts';
import { OrderRow, OrderRowSkeleton } from './OrderRow.tsx';
import styles from './OrderScreen.module.css';

const ROW_HEIGHT = 120;
/** a wide panel's rows: one line of figures (two in a narrower panel), OrderScreen.module.css */
const WIDE_ROW_HEIGHT = 56;
const FOOTER_HEIGHT = 56;

interface OrderListProps {
  tab: OrderTab;
  symbols: readonly TradeSymbol[] | undefined;
  onOpen(order: Order): void;
  /** one line per order (the desktop terminal's positions panel) instead of the phone's cards */
  wide?: boolean;
}

/** One tab's orders: only the rows in view exist; scrolling near the end loads the next page until the total. */
export function OrderList({ tab, symbols, onOpen, wide = false }: OrderListProps) {
  const { t } = useTranslation();
  const list = useOrderList(tab);
  const { scrollRef, items, count, virtualizer, virtualItems, footer } = useInfiniteVirtualList(
    list,
    (item) => item.Id,
    wide ? WIDE_ROW_HEIGHT : ROW_HEIGHT,
    FOOTER_HEIGHT,
  );

  return (
    <>
      <PullToRefresh scrollRef={scrollRef} onRefresh={list.refresh} />
      <div
        ref={scrollRef}
        className={styles.scroller}
        aria-busy={list.isPending}
        data-order-tab={tab}
        data-layout={wide ? 'wide' : undefined}
      >
        {list.isPending &&
          Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
            <OrderRowSkeleton key={index} />
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
          <ul className={styles.rows} style={{ height: virtualizer.getTotalSize() }} aria-label={t('orders.listLabel')}>
            {virtualItems.map((row) => {
              const item = items[row.index];
              return (
                <li
                  key={item ? item.Id : 'footer'}
                  className={styles.slot}
                  style={{ height: row.size, transform: `translateY(${row.start}px)` }}
                >
                  {item ? (
                    <OrderRow order={item} symbols={symbols} onOpen={onOpen} />
                  ) : (
                    <p className={styles.footer}>{footer}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
