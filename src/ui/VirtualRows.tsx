import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { elementsAbove, offsetWithin, scrollParentOf } from './scrollParent.ts';
import styles from './VirtualRows.module.css';

interface VirtualRowsProps<Item> {
  items: readonly Item[];
  itemKey(item: Item): string | number;
  /** The content of one row; the row element itself carries `rowClassName`. */
  renderRow(item: Item): ReactNode;
  rowClassName?: string | undefined;
  /** A typical row's height in px, used until a row has been shown and measured. */
  estimatedHeight: number;
  gap: number;
  testId?: string;
}

/**
 * A list whose rows may differ in height, inside whatever scrolls around it (a screen's scroll area with
 * totals or a form above the list): only the rows near the view exist, and each is measured when shown.
 * The list follows content above it that grows or shrinks.
 */
export function VirtualRows<Item>({
  items,
  itemKey,
  renderRow,
  rowClassName,
  estimatedHeight,
  gap,
  testId,
}: VirtualRowsProps<Item>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [offset, setOffset] = useState(0);
  const aboveObserver = useRef<ResizeObserver | null>(null);
  const watched = useRef<readonly HTMLElement[]>([]);

  useLayoutEffect(() => {
    const list = listRef.current;
    const parent = list && scrollParentOf(list);
    setScroller(parent);
    if (!list || !parent) return;
    const observer = new ResizeObserver(() => setOffset(offsetWithin(list, parent)));
    aboveObserver.current = observer;
    return () => {
      observer.disconnect();
      aboveObserver.current = null;
      watched.current = [];
    };
  }, []);

  // After every render: the content above may have been swapped (another form) or resized.
  useLayoutEffect(() => {
    const list = listRef.current;
    const observer = aboveObserver.current;
    if (!list || !scroller || !observer) return;
    const above = elementsAbove(list, scroller);
    if (above.length !== watched.current.length || above.some((element, index) => element !== watched.current[index])) {
      observer.disconnect();
      for (const element of above) observer.observe(element);
      watched.current = above;
    }
    setOffset(offsetWithin(list, scroller));
  });

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    // Until the scroll area is found the list is off: otherwise it takes offset 0 and, once attached,
    // scrolls the screen back to the top (a list that mounts under a scrolled form would jump it).
    enabled: scroller !== null,
    initialOffset: () => scroller?.scrollTop ?? 0,
    estimateSize: () => estimatedHeight,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    gap,
    scrollMargin: offset,
    overscan: 6,
  });

  return (
    <ul ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }} data-testid={testId}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={rowClassName ? `${styles.row} ${rowClassName}` : styles.row}
            style={{ transform: `translateY(${row.start - offset}px)` }}
          >
            {renderRow(item)}
          </li>
        );
      })}
    </ul>
  );
}
