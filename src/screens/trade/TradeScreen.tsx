import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CandleChartView } from '../../chart/CandleChartView.tsx';
import { directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useQuote } from '../../market/marketStore.ts';
import { useCategories, useTradeList } from '../../market/queries.ts';
import { useCandles } from '../../realtime/hooks.ts';
import { useTradeSelection } from '../../stores/tradeSelection.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { OrderForm } from './OrderForm.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { SymbolDrawer } from './SymbolDrawer.tsx';
import styles from './TradeScreen.module.css';

/** /trade: symbol selector, header with the day's figures, period bar and the candlestick chart. */
export default function TradeScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const code = useTradeSelection((state) => state.code);
  const period = useTradeSelection((state) => state.period);
  const selectSymbol = useTradeSelection((state) => state.selectSymbol);
  const selectPeriod = useTradeSelection((state) => state.selectPeriod);
  const requested = params.get('code');
  useEffect(() => {
    if (requested) selectSymbol(requested);
  }, [requested, selectSymbol]);

  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const tradeList = useTradeList();
  const categories = useCategories();
  const symbol = tradeList.data?.find((candidate) => candidate.Code === code);
  const quote = useQuote(code);
  const close = quote?.close ?? symbol?.ForexQuotations.Close;
  const change = quote?.change ?? symbol?.ForexQuotations.Change ?? '0';
  // history from kline and the live open candle, both from the realtime worker: it folds every quote with
  // the server's aggregation code and resyncs after a reconnect or a dropped batch
  const candles = useCandles(symbol?.Code, period);

  const choose = (next: string) => {
    selectSymbol(next);
    setParams({ code: next }, { replace: true });
    setDrawerOpen(false);
  };

  const title = symbol?.ShowCode ?? code;
  const precision = symbol?.PricePrecision ?? 5;
  const figure = (value: string | undefined) => (value === undefined ? '--' : formatDecimal(value, precision, lang));
  return (
    <div className={styles.screen}>
      <NavBar
        title={title}
        right={
          <button
            type="button"
            className={styles.symbolButton}
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-label={t('trade.selectSymbol')}
          >
            <SearchIcon />
          </button>
        }
      />
      <section className={styles.header} aria-label={symbol?.Name ?? code}>
        <button type="button" className={styles.headerMain} onClick={() => setDrawerOpen(true)}>
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
      <PeriodBar period={period} onChange={selectPeriod} />
      {symbol ? (
        <CandleChartView
          forexId={symbol.Id}
          label={t('chart.label', { symbol: symbol.ShowCode })}
          candles={candles.candles}
          status={candles.status}
          precision={precision}
          period={period}
          live={candles.live}
          onRetry={candles.retry}
        />
      ) : (
        <div className={styles.chartPlaceholder} data-chart-state={tradeList.isError ? 'error' : 'loading'} />
      )}
      {symbol && <OrderForm key={symbol.Code} symbol={symbol} symbols={tradeList.data ?? []} />}
      <SymbolDrawer
        open={drawerOpen}
        symbols={tradeList.data ?? []}
        categories={categories.data ?? []}
        current={code}
        onSelect={choose}
        onClose={closeDrawer}
      />
    </div>
  );
}
