import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useQuote } from '../../market/marketStore.ts';
import { useTradeList } from '../../market/queries.ts';
import { useTradeSelection } from '../../stores/tradeSelection.ts';
import { NavBar } from '../../ui/NavBar.tsx';
import styles from './TradeScreen.module.css';

/** /trade: the chosen symbol's header. The chart and the order form are added by their own issues. */
export default function TradeScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const code = useTradeSelection((state) => state.code);
  const selectSymbol = useTradeSelection((state) => state.selectSymbol);
  const requested = params.get('code');
  useEffect(() => {
    if (requested) selectSymbol(requested);
  }, [requested, selectSymbol]);

  const tradeList = useTradeList();
  const symbol = tradeList.data?.find((candidate) => candidate.Code === code);
  const quote = useQuote(code);
  const close = quote?.close ?? symbol?.ForexQuotations.Close;
  const change = quote?.change ?? symbol?.ForexQuotations.Change ?? '0';

  return (
    <div className={styles.screen}>
      <NavBar title={symbol?.ShowCode ?? code} />
      {symbol && close !== undefined && (
        <section className={styles.header} aria-label={symbol.Name}>
          <div>
            <div className={styles.name}>{symbol.Name}</div>
            <div className={styles.price}>{formatDecimal(close, symbol.PricePrecision, lang)}</div>
          </div>
          <div className={`${styles.change} ${styles[directionOf(change)]}`}>{formatChange(change, lang)}</div>
        </section>
      )}
      <div className={styles.body}>
        <h2 className={styles.heading}>{t('placeholder.title')}</h2>
        <p>{t('placeholder.body', { screen: t('screens.trade') })}</p>
      </div>
    </div>
  );
}
