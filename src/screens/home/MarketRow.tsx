import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { useSparklineRegistry } from '../../chart/sparklineRegistry.ts';
import { directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useQuote } from '../../market/marketStore.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import styles from './HomeScreen.module.css';

interface MarketRowProps {
  symbol: TradeSymbol;
  onOpen(code: string): void;
}

/** One market: logo, code, last price and change; re-renders only when its own quote changes. */
export const MarketRow = memo(function MarketRow({ symbol, onOpen }: MarketRowProps) {
  const quote = useQuote(symbol.Code);
  const lang = useLanguage();
  const { t } = useTranslation();
  const close = quote?.close ?? symbol.ForexQuotations.Close;
  const change = quote?.change ?? symbol.ForexQuotations.Change;
  const open = quote?.marketOpen ?? symbol.MarketStatus === 1;
  const direction = directionOf(change);

  // the mini chart: this row's box is drawn by the list's shared sparkline renderer
  const sparkRef = useRef<HTMLSpanElement>(null);
  const sparklines = useSparklineRegistry();
  const code = symbol.Code;
  useEffect(() => {
    const element = sparkRef.current;
    if (!sparklines || !element) return;
    sparklines.attach(code, element);
    return () => sparklines.detach(code, element);
  }, [sparklines, code]);
  useEffect(() => {
    sparklines?.setDirection(code, direction);
  }, [sparklines, code, direction]);
  useEffect(() => {
    sparklines?.updateLast(code, Number(close));
  }, [sparklines, code, close]);

  return (
    <button type="button" className={styles.row} onClick={() => onOpen(symbol.Code)} data-code={symbol.Code}>
      <img className={styles.logo} src={symbol.Logo} alt="" width={36} height={36} loading="lazy" decoding="async" />
      <span className={styles.names}>
        <span className={styles.code}>{symbol.Code}</span>
        <span className={styles.sub}>{open ? symbol.Name : t('home.marketClosed')}</span>
      </span>
      <span ref={sparkRef} className={styles.spark} aria-hidden="true" data-spark={symbol.Code} />
      <span className={styles.price}>{formatDecimal(close, symbol.PricePrecision, lang)}</span>
      <span className={`${styles.change} ${styles[direction]}`}>{formatChange(change, lang)}</span>
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
