import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import styles from './ProductScreen.module.css';

/** A found symbol: logo, code and name, last price and the day's change; tapping opens /trade. */
export function SymbolResult({ symbol, onOpen }: { symbol: TradeSymbol; onOpen(code: string): void }) {
  const lang = useLanguage();
  const { Close, Change } = symbol.ForexQuotations;
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(symbol.Code)} data-result={symbol.Code}>
      <img className={styles.logo} src={symbol.Logo} alt="" width={36} height={36} />
      <span className={styles.names}>
        <span className={styles.code}>{symbol.Code}</span>
        <span className={styles.sub}>{symbol.Name}</span>
      </span>
      <span className={styles.price}>{formatDecimal(Close, symbol.PricePrecision, lang)}</span>
      <span className={`${styles.change} ${styles[directionOf(Change)]}`}>{formatChange(Change, lang)}</span>
    </button>
  );
}
