import type { ReactNode } from 'react';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { VirtualRows } from '../../../ui/VirtualRows.tsx';
import { LoadMore } from './LoadMore.tsx';
import styles from './Payments.module.css';

/** A typical money record (ledger entry, deposit, withdrawal) before it is measured. */
const ROW_HEIGHT = 72;
const ROW_GAP = 8;

/** What the list needs from `useInfinitePages`. */
interface RecordPages<Item> {
  isPending: boolean;
  items: readonly Item[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/**
 * A money-record list under a screen's form or totals: a skeleton while the first page loads, then only
 * the records near the view, the next page loading as the end scrolls in, and "no more" / "no data".
 */
export function RecordList<Item extends { id: number }>({
  pages,
  testId,
  emptyText,
  renderRecord,
}: {
  pages: RecordPages<Item>;
  testId: string;
  /** what an empty list says (default "no data") */
  emptyText?: string;
  renderRecord(item: Item): ReactNode;
}) {
  if (pages.isPending) return <Skeleton width="100%" height={64} />;
  return (
    <>
      <VirtualRows
        items={pages.items}
        itemKey={(item) => item.id}
        rowClassName={styles.item}
        estimatedHeight={ROW_HEIGHT}
        gap={ROW_GAP}
        testId={testId}
        renderRow={renderRecord}
      />
      <LoadMore
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        empty={pages.items.length === 0}
        emptyText={emptyText}
        onMore={() => void pages.fetchNextPage()}
      />
    </>
  );
}
