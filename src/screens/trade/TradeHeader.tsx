import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useQuote } from '../../market/marketStore.ts';
import styles from './TradeScreen.module.css';

interface TradeHeaderProps {
  code: string;
  /** undefined until the market list has loaded */
  symbol: TradeSymbol | undefined;
  onOpenSymbols(): void;
}

/**
 * The symbol's last price, change and the day's high, low and open, live from the quote store (the
 * worker's day figures, the REST snapshot only until the first live quote). The only part of /trade that
 * re-renders on a tick; the screen around it does not subscribe to quotes.
 */
export function TradeHeader({ code, symbol, onOpenSymbols }: TradeHeaderProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const quote = useQuote(code);
  const rest = symbol?.ForexQuotations;
  const precision = symbol?.PricePrecision ?? 5;
  const close = quote?.close ?? rest?.Close;
  const change = quote?.change ?? rest?.Change ?? '0';
  const figure = (value: string | number | undefined) =>
    value === undefined ? '--' : formatDecimal(value, precision, lang);
  return (
    <section className={styles.header} aria-label={symbol?.Name ?? code}>
      <button type="button" className={styles.headerMain} onClick={onOpenSymbols}>
        <span className={styles.name}>
          {symbol?.Name ?? ''} <span aria-hidden="true">▾</span>
        </span>
        <span className={`${styles.price} ${styles[`text_${directionOf(change)}`]}`} data-last-price="">
          {figure(close)}
        </span>
        <span className={`${styles.change} ${styles[directionOf(change)]}`}>{formatChange(change, lang)}</span>
      </button>
      <dl className={styles.stats}>
        <div>
          <dt>{t('trade.high')}</dt>
          <dd data-day-high="">{figure(quote?.dayHigh ?? rest?.High)}</dd>
        </div>
        <div>
          <dt>{t('trade.low')}</dt>
          <dd data-day-low="">{figure(quote?.dayLow ?? rest?.Low)}</dd>
        </div>
        <div>
          <dt>{t('trade.open')}</dt>
          <dd data-day-open="">{figure(quote?.dayOpen ?? rest?.Open)}</dd>
        </div>
      </dl>
    </section>
  );
}
