import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { useSparklineRegistry } from '../../chart/sparklineRegistry.ts';
import { directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { followQuoteOnScreen } from '../../market/followQuoteOnScreen.ts';
import { useMarket } from '../../market/marketStore.ts';
import { lastOf } from '../../market/shownQuote.ts';
import type { MarketBoard } from '../../stores/marketBoard.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import styles from './HomeScreen.module.css';
import {
  bidAskOf,
  bidAskPainter,
  changeClass,
  lastChangePainter,
  marketPainter,
  type QuotePaint,
} from './rowPainters.ts';

interface MarketRowProps {
  symbol: TradeSymbol;
  /** last price and change, or bid, ask and spread */
  board: MarketBoard;
  onOpen(code: string): void;
  /** the symbol the desktop terminal shows (marked current) */
  active?: boolean;
}

/**
 * One market: logo, code, mini chart, then the last price and change or the bid, ask and spread. React
 * renders the row once (and again on a language or board change); live quotes write the figures straight
 * into their nodes, so a news spike costs a few text updates per frame instead of re-rendering rows. A row
 * the list keeps ready out of sight (its overscan) writes nothing until it scrolls into view, and then
 * shows the latest quote.
 */
export const MarketRow = memo(function MarketRow({ symbol, board, onOpen, active = false }: MarketRowProps) {
  const lang = useLanguage();
  const { t } = useTranslation();
  const code = symbol.Code;
  const quote = useMarket.getState().quotes[code];
  const initial = lastOf(symbol, quote);

  const rowRef = useRef<HTMLButtonElement>(null);
  const subRef = useRef<HTMLSpanElement>(null);
  const sparkRef = useRef<HTMLSpanElement>(null);
  // the board's cells: price and change, or bid, ask and spread
  const firstRef = useRef<HTMLSpanElement>(null);
  const secondRef = useRef<HTMLSpanElement>(null);
  /** the change cell itself (its colour), around the figure `secondRef` writes */
  const changeCellRef = useRef<HTMLSpanElement>(null);
  const spreadRef = useRef<HTMLSpanElement>(null);
  const sparklines = useSparklineRegistry();

  // the mini chart: this row's box is drawn by the list's shared sparkline renderer
  useEffect(() => {
    const element = sparkRef.current;
    if (!sparklines || !element) return;
    sparklines.attach(code, element);
    return () => sparklines.detach(code, element);
  }, [sparklines, code]);

  useEffect(() => {
    const sub = subRef.current;
    const first = firstRef.current;
    const second = secondRef.current;
    const spread = spreadRef.current;
    if (!sub || !first || !second) return;
    const paintMarket = marketPainter(symbol, sub, t('home.marketClosed'), sparklines);
    let paintCells: QuotePaint;
    if (board === 'bidAsk' && spread) paintCells = bidAskPainter(symbol, { bid: first, ask: second, spread }, lang);
    else {
      const changeCell = changeCellRef.current ?? second;
      paintCells = lastChangePainter(symbol, { price: first, change: second, changeCell }, lang);
    }
    return followQuoteOnScreen(rowRef.current, code, (latest) => {
      paintMarket(latest);
      paintCells(latest);
    });
  }, [symbol, code, board, lang, t, sparklines]);

  const precision = symbol.PricePrecision;
  const bidAsk = board === 'bidAsk' ? bidAskOf(symbol, quote) : null;
  return (
    <button
      ref={rowRef}
      type="button"
      className={styles.row}
      onClick={() => onOpen(code)}
      aria-current={active || undefined}
      data-code={code}
      data-board={board}
    >
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
        <span className={styles.code} data-part="code">
          {code}
        </span>
        <span className={styles.subLine} data-part="subLine">
          <span ref={subRef} className={styles.sub} data-part="name">
            {initial.open ? symbol.Name : t('home.marketClosed')}
          </span>
          {bidAsk && (
            <span className={styles.spread} data-part="spread">
              <span data-part="spreadLabel">{t('home.spread')}</span>{' '}
              <span ref={spreadRef} className={styles.points} data-cell="spread">
                {formatDecimal(bidAsk.spread, 0, lang)}
              </span>
            </span>
          )}
        </span>
      </span>
      <span ref={sparkRef} className={styles.spark} aria-hidden="true" data-spark={code} />
      {bidAsk ? (
        <>
          <span key="bid" className={styles.price} data-cell="bid">
            <span ref={firstRef} className={styles.figure}>
              {formatDecimal(bidAsk.bid, precision, lang)}
            </span>
          </span>
          <span key="ask" className={`${styles.price} ${styles.ask}`} data-cell="ask">
            <span ref={secondRef} className={styles.figure}>
              {formatDecimal(bidAsk.ask, precision, lang)}
            </span>
          </span>
        </>
      ) : (
        <>
          <span key="price" className={styles.price}>
            <span ref={firstRef} className={styles.figure}>
              {formatDecimal(initial.close, precision, lang)}
            </span>
          </span>
          <span key="change" ref={changeCellRef} className={changeClass(directionOf(initial.change))}>
            <span ref={secondRef} className={styles.figure}>
              {formatChange(initial.change, lang)}
            </span>
          </span>
        </>
      )}
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
