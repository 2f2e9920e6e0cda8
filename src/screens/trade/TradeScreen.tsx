import { memo, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Category, TradeSymbol } from '../../../protocol/schemas/market.ts';
import { useAfterPaint } from '../../app/useAfterPaint.ts';
import { CandleChartView } from '../../chart/CandleChartView.tsx';
import { useCategories, useTradeList } from '../../market/queries.ts';
import { useTradeSelection } from '../../stores/tradeSelection.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { OrderForm } from './OrderForm.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { SymbolDrawer } from './SymbolDrawer.tsx';
import { TradeHeader } from './TradeHeader.tsx';
import styles from './TradeScreen.module.css';

// The screen's parts render again only when their own props change: the categories arriving, the
// drawer opening or the list refreshing render the screen, not the header, the chart or the order form
// again (a store or query update renders at once, in one task: on a phone the whole screen is a long one).
const Header = memo(TradeHeader);
const Periods = memo(PeriodBar);
const Chart = memo(CandleChartView);
const Form = memo(OrderForm);
const Drawer = memo(SymbolDrawer);
const NO_SYMBOLS: readonly TradeSymbol[] = [];
const NO_CATEGORIES: readonly Category[] = [];

/** /trade: symbol selector, header with the day's figures, period bar and the candlestick chart. */
export default function TradeScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('code');
  // the URL's symbol from the first render on: the effect below only records it as the choice, which
  // must not render the whole screen a second time (once with the stored symbol, then the URL's)
  const code = useTradeSelection((state) => requested ?? state.code);
  const period = useTradeSelection((state) => state.period);
  const selectSymbol = useTradeSelection((state) => state.selectSymbol);
  const selectPeriod = useTradeSelection((state) => state.selectPeriod);
  useEffect(() => {
    if (requested) selectSymbol(requested);
  }, [requested, selectSymbol]);

  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const tradeList = useTradeList();
  const categories = useCategories();
  const symbols = tradeList.data ?? NO_SYMBOLS;
  const symbol = symbols.find((candidate) => candidate.Code === code);

  const choose = useCallback(
    (next: string) => {
      selectSymbol(next);
      setParams({ code: next }, { replace: true });
      setDrawerOpen(false);
    },
    [selectSymbol, setParams],
  );

  // the order form mounts a frame after the chart's box and the header: its render (checks, estimates,
  // a dozen fields) was a third of the screen's first long task; its box holds the form's height meanwhile
  const formMounted = useAfterPaint(symbol !== undefined);

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
      <Header code={code} symbol={symbol} onOpenSymbols={openDrawer} />
      <Periods period={period} onChange={selectPeriod} />
      {symbol ? (
        <Chart
          code={symbol.Code}
          label={t('chart.label', { symbol: symbol.ShowCode })}
          precision={symbol.PricePrecision}
          period={period}
        />
      ) : (
        <div className={styles.chartPlaceholder} data-chart-state={tradeList.isError ? 'error' : 'loading'} />
      )}
      {symbol &&
        (formMounted ? (
          <Form key={symbol.Code} symbol={symbol} symbols={symbols} />
        ) : (
          <div className={styles.formPlaceholder} />
        ))}
      <Drawer
        open={drawerOpen}
        symbols={symbols}
        categories={categories.data ?? NO_CATEGORIES}
        current={code}
        onSelect={choose}
        onClose={closeDrawer}
      />
    </div>
  );
}
