import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../protocol/schemas/market.ts';
import { useAfterPaint } from '../../app/useAfterPaint.ts';
import { useCategories } from '../../market/queries.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { SymbolDrawer } from './SymbolDrawer.tsx';
import styles from './TradeScreen.module.css';
import { Form, Header, Periods, TradeChart } from './tradeParts.tsx';
import { useTradeSymbol } from './useTradeSymbol.ts';

const Drawer = memo(SymbolDrawer);
const NO_CATEGORIES: readonly Category[] = [];

/** /trade on a phone: symbol selector, header with the day's figures, period bar and the candlestick chart. */
export default function TradeScreen() {
  const { t } = useTranslation();
  const { code, period, selectPeriod, symbol, symbols, listFailed, chooseSymbol } = useTradeSymbol();

  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const categories = useCategories();

  const choose = useCallback(
    (next: string) => {
      chooseSymbol(next);
      setDrawerOpen(false);
    },
    [chooseSymbol],
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
      <TradeChart symbol={symbol} period={period} listFailed={listFailed} />
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
