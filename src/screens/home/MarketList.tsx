import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SparklineSeries } from '../../../protocol/schemas/kline.ts';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { SparklineContext } from '../../chart/sparklineRegistry.ts';
import { useSparklineRenderer } from '../../chart/useSparklineRenderer.ts';
import { useMarketBoard } from '../../stores/marketBoard.ts';
import styles from './HomeScreen.module.css';
import { MarketRow, MarketRowSkeleton } from './MarketRow.tsx';

export const ROW_HEIGHT = 64;
/** the desktop terminal's rows (styled by src/screens/terminal/TerminalScreen.module.css) */
export const DENSE_ROW_HEIGHT = 48;
const SKELETON_ROWS = 10;

interface MarketListProps {
  symbols: readonly TradeSymbol[] | undefined;
  onOpen(code: string): void;
  /** 24 h close series for the rows' mini charts (abbreviated_cache_kline) */
  sparklines?: readonly SparklineSeries[] | undefined;
  /**
   * The desktop terminal's list: lower rows with bid, ask and spread columns (whatever board the home
   * list shows) and no mini charts.
   */
  dense?: boolean;
  /** the symbol the terminal shows: its row is marked current */
  activeCode?: string;
}

let listReadyMarked = false;

/**
 * The virtualised market list: only the rows in view (plus a few) exist in the DOM. Its rows show the board
 * chosen in the list's header (last and change, or bid, ask and spread).
 */
export function MarketList({ symbols, onOpen, sparklines: series, dense = false, activeCode }: MarketListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const chosenBoard = useMarketBoard((state) => state.board);
  const board = dense ? 'bidAsk' : chosenBoard;
  const rowHeight = dense ? DENSE_ROW_HEIGHT : ROW_HEIGHT;
  const count = symbols?.length ?? 0;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
  });

  // one canvas over the list draws every row's mini chart (Pixi on a GPU, else 2D; loaded after the first paint)
  const sparklines = useSparklineRenderer(areaRef, scrollRef, count > 0 && !dense, series);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows may move when the list changes, and the bid/ask board hides the charts
  useEffect(() => {
    sparklines.invalidate();
  }, [symbols, board, sparklines]);

  // the terminal's current symbol stays in view: scrolled to when it changes, when the list around it does
  // and when the list's box does (the order form mounting beside it a frame later)
  const activeIndex =
    activeCode === undefined ? -1 : (symbols?.findIndex((symbol) => symbol.Code === activeCode) ?? -1);
  const viewHeight = virtualizer.scrollRect?.height ?? 0;
  useEffect(() => {
    if (activeIndex >= 0 && viewHeight > 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, viewHeight, virtualizer]);

  useEffect(() => {
    if (count > 0 && !listReadyMarked) {
      listReadyMarked = true;
      performance.mark('market-list-ready');
    }
  }, [count]);

  if (!symbols) {
    return (
      <div className={styles.scroller} aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
          <MarketRowSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (count === 0) {
    return <p className={styles.empty}>{t('common.noData')}</p>;
  }
  return (
    <SparklineContext value={sparklines}>
      <div ref={areaRef} className={styles.listArea}>
        <div ref={scrollRef} className={styles.scroller}>
          <ul className={styles.rows} style={{ height: virtualizer.getTotalSize() }} aria-label={t('home.listLabel')}>
            {virtualizer.getVirtualItems().map((item) => {
              const symbol = symbols[item.index];
              if (!symbol) return null;
              return (
                <li
                  key={symbol.Id}
                  className={styles.rowSlot}
                  style={{ height: item.size, transform: `translateY(${item.start}px)` }}
                >
                  <MarketRow symbol={symbol} board={board} onOpen={onOpen} active={symbol.Code === activeCode} />
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </SparklineContext>
  );
}
