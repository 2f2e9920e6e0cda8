import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
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
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(symbol.Code)} data-code={symbol.Code}>
      <img className={styles.logo} src={symbol.Logo} alt="" width={36} height={36} loading="lazy" decoding="async" />
      <span className={styles.names}>
        <span className={styles.code}>{symbol.Code}</span>
        <span className={styles.sub}>{open ? symbol.Name : t('home.marketClosed')}</span>
      </span>
      <span className={styles.price}>{formatDecimal(close, symbol.PricePrecision, lang)}</span>
      <span className={`${styles.change} ${styles[directionOf(change)]}`}>{formatChange(change, lang)}</span>
    </button>
  );
});

export function MarketRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true" data-skeleton="">
      <Skeleton width={36} height={36} round />
      <span className={styles.names}>
        <Skeleton width={72} height={14} />
        <Skeleton width={110} height={11} />
      </span>
      <Skeleton width={72} height={14} />
      <Skeleton width={68} height={28} />
    </div>
  );
}
