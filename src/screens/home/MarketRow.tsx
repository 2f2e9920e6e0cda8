import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { useSparklineRegistry } from '../../chart/sparklineRegistry.ts';
import { type Direction, directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { type LiveQuote, useMarket } from '../../market/marketStore.ts';
import { watchOnScreen } from '../../ui/onScreen.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { writeText } from '../../ui/writeText.ts';
import styles from './HomeScreen.module.css';

interface MarketRowProps {
  symbol: TradeSymbol;
  onOpen(code: string): void;
}

interface Shown {
  close: string;
  change: string;
  open: boolean;
}

function shownOf(symbol: TradeSymbol, quote: LiveQuote | undefined): Shown {
  return {
    close: quote?.close ?? symbol.ForexQuotations.Close,
    change: quote?.change ?? symbol.ForexQuotations.Change,
    open: quote?.marketOpen ?? symbol.MarketStatus === 1,
  };
}

/**
 * One market: logo, code, mini chart, last price and change. React renders the row once (and again on a
 * language change); live quotes write the price and change text straight into their nodes, so a news
 * spike costs a few text updates per frame instead of re-rendering rows. A row the list keeps ready out
 * of sight (its overscan) writes nothing until it scrolls into view, and then shows the latest quote.
 */
export const MarketRow = memo(function MarketRow({ symbol, onOpen }: MarketRowProps) {
  const lang = useLanguage();
  const { t } = useTranslation();
  const code = symbol.Code;
  const initial = shownOf(symbol, useMarket.getState().quotes[code]);

  const rowRef = useRef<HTMLButtonElement>(null);
  const priceRef = useRef<HTMLSpanElement>(null);
  const changeRef = useRef<HTMLSpanElement>(null);
  const subRef = useRef<HTMLSpanElement>(null);
  const sparkRef = useRef<HTMLSpanElement>(null);
  const sparklines = useSparklineRegistry();

  // the mini chart: this row's box is drawn by the list's shared sparkline renderer
  useEffect(() => {
    const element = sparkRef.current;
    if (!sparklines || !element) return;
    sparklines.attach(code, element);
    return () => sparklines.detach(code, element);
  }, [sparklines, code]);

  useEffect(() => {
    let last: Shown | null = null;
    let lastDirection: Direction | null = null;
    const paint = (quote: LiveQuote | undefined) => {
      const next = shownOf(symbol, quote);
      const price = priceRef.current;
      const change = changeRef.current;
      const sub = subRef.current;
      if (!price || !change || !sub) return;
      if (last?.close !== next.close) {
        writeText(price, formatDecimal(next.close, symbol.PricePrecision, lang));
        sparklines?.updateLast(code, Number(next.close));
      }
      if (last?.change !== next.change) {
        writeText(change, formatChange(next.change, lang));
        const direction = directionOf(next.change);
        // a class change restyles the cell: only when the colour changes, not with every new figure
        if (direction !== lastDirection) {
          change.className = `${styles.change} ${styles[direction]}`;
          sparklines?.setDirection(code, direction);
          lastDirection = direction;
        }
      }
      if (last?.open !== next.open) sub.textContent = next.open ? symbol.Name : t('home.marketClosed');
      last = next;
    };
    paint(useMarket.getState().quotes[code]);
    let onScreen = true;
    let owed = false;
    const row = rowRef.current;
    const stopWatching = row
      ? watchOnScreen(row, (visible) => {
          onScreen = visible;
          if (visible && owed) {
            owed = false;
            paint(useMarket.getState().quotes[code]);
          }
        })
      : () => {};
    const unsubscribe = useMarket.subscribe((state, previous) => {
      const quote = state.quotes[code];
      if (quote === previous.quotes[code]) return;
      if (onScreen) paint(quote);
      else owed = true;
    });
    return () => {
      stopWatching();
      unsubscribe();
    };
  }, [symbol, code, lang, t, sparklines]);

  return (
    <button ref={rowRef} type="button" className={styles.row} onClick={() => onOpen(code)} data-code={code}>
      <img
        className={styles.logo}
        src={symbol.Logo}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        decoding="async"
        fetchPriority="low"
      />
      <span className={styles.names}>
        <span className={styles.code}>{code}</span>
        <span ref={subRef} className={styles.sub}>
          {initial.open ? symbol.Name : t('home.marketClosed')}
        </span>
      </span>
      <span ref={sparkRef} className={styles.spark} aria-hidden="true" data-spark={code} />
      <span ref={priceRef} className={styles.price}>
        {formatDecimal(initial.close, symbol.PricePrecision, lang)}
      </span>
      <span ref={changeRef} className={`${styles.change} ${styles[directionOf(initial.change)]}`}>
        {formatChange(initial.change, lang)}
      </span>
    </button>
  );
});

export function MarketRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true" data-skeleton="">
      <Skeleton width={36} height={36} round />
      <span className={styles.names}>
        <Skeleton width={72} height={14} />
        <Skeleton width={64} height={11} />
      </span>
      <Skeleton width={48} height={22} />
      <Skeleton width={72} height={14} />
      <Skeleton width={68} height={28} />
    </div>
  );
}
