import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategories, useTradeList } from '../../market/queries.ts';
import { useTradeSelection } from '../../stores/tradeSelection.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { OrderForm } from './OrderForm.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { SymbolDrawer } from './SymbolDrawer.tsx';
import { TradeChart } from './TradeChart.tsx';
import { TradeHeader } from './TradeHeader.tsx';
import styles from './TradeScreen.module.css';

/**
 * /trade: symbol selector, header with the day's figures, period bar, the candlestick chart and the order
 * form. Live quotes and candles re-render the parts that show them (TradeHeader, TradeChart, OrderForm).
 */
export default function TradeScreen() {
  const { t } = useTranslation();
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
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const tradeList = useTradeList();
  const categories = useCategories();
  const symbol = tradeList.data?.find((candidate) => candidate.Code === code);

  const choose = (next: string) => {
    selectSymbol(next);
    setParams({ code: next }, { replace: true });
    setDrawerOpen(false);
  };

  const title = symbol?.ShowCode ?? code;
  return (
    <div className={styles.screen}>
      <NavBar
        title={title}
        right={
          <button
            type="button"
            className={styles.symbolButton}
            onClick={openDrawer}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-label={t('trade.selectSymbol')}
          >
            <SearchIcon />
          </button>
        }
      />
      <TradeHeader code={code} symbol={symbol} onOpenDrawer={openDrawer} />
      <PeriodBar period={period} onChange={selectPeriod} />
      {symbol ? (
        <TradeChart symbol={symbol} period={period} />
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
