import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useQuote } from '../../market/marketStore.ts';
import styles from './TradeScreen.module.css';

interface TradeHeaderProps {
  code: string;
  symbol: TradeSymbol | undefined;
  onOpenDrawer(): void;
}

/**
 * /trade's header: the symbol's name, live price and change, and the day's figures. It subscribes to the
 * live quote itself, so a tick re-renders this header and not the whole screen (chart, form, drawer).
 */
export function TradeHeader({ code, symbol, onOpenDrawer }: TradeHeaderProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const quote = useQuote(code);
  const close = quote?.close ?? symbol?.ForexQuotations.Close;
  const change = quote?.change ?? symbol?.ForexQuotations.Change ?? '0';
  const precision = symbol?.PricePrecision ?? 5;
  const figure = (value: string | undefined) => (value === undefined ? '--' : formatDecimal(value, precision, lang));
  return (
    <section className={styles.header} aria-label={symbol?.Name ?? code}>
      <button type="button" className={styles.headerMain} onClick={onOpenDrawer}>
        <span className={styles.name}>
          {symbol?.Name ?? ''} <span aria-hidden="true">▾</span>
        </span>
        <span className={`${styles.price} ${styles[`text_${directionOf(change)}`]}`} data-last-price="">
          {close === undefined ? '--' : formatDecimal(close, precision, lang)}
        </span>
        <span className={`${styles.change} ${styles[directionOf(change)]}`}>{formatChange(change, lang)}</span>
      </button>
      <dl className={styles.stats}>
        <div>
          <dt>{t('trade.high')}</dt>
          <dd>{figure(symbol?.ForexQuotations.High)}</dd>
        </div>
        <div>
          <dt>{t('trade.low')}</dt>
          <dd>{figure(symbol?.ForexQuotations.Low)}</dd>
        </div>
        <div>
          <dt>{t('trade.open')}</dt>
          <dd>{figure(symbol?.ForexQuotations.Open)}</dd>
        </div>
      </dl>
    </section>
  );
}
