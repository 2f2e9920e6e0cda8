import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BUY, SELL } from '../../../protocol/tradingMath.ts';
import { useAfterPaint } from '../../app/useAfterPaint.ts';
import { CHART_PERIODS } from '../../stores/tradeSelection.ts';
import { useUi } from '../../stores/ui.ts';
import type { OrderFormHandle } from '../trade/OrderForm.tsx';
import { sideName } from '../trade/order-form/formMessages.ts';
import type { SideKeys } from '../trade/order-form/SideButtons.tsx';
import type { PeriodKeys } from '../trade/PeriodBar.tsx';
import { Form, Header, Periods, TradeChart } from '../trade/tradeParts.tsx';
import { useTradeSymbol } from '../trade/useTradeSymbol.ts';
import { PositionsPanel } from './PositionsPanel.tsx';
import { ShortcutLegend } from './ShortcutLegend.tsx';
import { TerminalMarkets } from './TerminalMarkets.tsx';
import styles from './TerminalScreen.module.css';
import { SHORTCUT_KEYS } from './terminalShortcuts.ts';
import { useTerminalShortcuts } from './useTerminalShortcuts.ts';

/**
 * /trade on a wide screen (src/app/layoutMode.ts): the trading terminal. The market list on the left, the
 * chart with its header and period bar in the middle, the order form on the right and the positions panel
 * under the chart and the form, all on one screen; the same stores, queries and worker as the phone's
 * /trade. Keys: B and S open the buy and sell review, `/` or Ctrl+K the symbol filter, 1-6 the period.
 */
export default function TerminalScreen() {
  const { t } = useTranslation();
  const { code, period, selectPeriod, symbol, symbols, listFailed, chooseSymbol } = useTradeSymbol();
  const terminalRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<OrderFormHandle>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // the shell takes the whole window while the terminal is on screen (hidden behind another tab, it is not)
  const showTerminal = useUi((state) => state.showTerminal);
  useEffect(() => {
    showTerminal(true);
    return () => showTerminal(false);
  }, [showTerminal]);

  const focusSearch = useCallback(() => {
    searchRef.current?.focus();
    searchRef.current?.select();
  }, []);
  useTerminalShortcuts({
    buy: () => formRef.current?.request(BUY),
    sell: () => formRef.current?.request(SELL),
    search: focusSearch,
    period: selectPeriod,
  });

  const withKeys = useCallback(
    (action: string, keys: string) => ({ keys, title: t('terminal.shortcutTitle', { action, keys }) }),
    [t],
  );
  const sideKeys = useMemo<SideKeys>(
    () => ({
      [BUY]: withKeys(sideName(t, BUY), SHORTCUT_KEYS.buy),
      [SELL]: withKeys(sideName(t, SELL), SHORTCUT_KEYS.sell),
    }),
    [t, withKeys],
  );
  const periodKeys = useMemo(
    () =>
      Object.fromEntries(
        CHART_PERIODS.map((candidate) => [
          candidate,
          withKeys(t(`trade.periods.${candidate}`), SHORTCUT_KEYS.period(candidate)),
        ]),
      ) as PeriodKeys,
    [t, withKeys],
  );

  // the form mounts a frame after the rest (as on the phone): its render is a task of its own
  const formMounted = useAfterPaint(symbol !== undefined);

  return (
    <div ref={terminalRef} className={styles.terminal} data-testid="trading-terminal">
      <h1 className={styles.visuallyHidden}>{t('terminal.label')}</h1>
      <div className={styles.marketsColumn}>
        <TerminalMarkets
          symbols={symbols.length > 0 ? symbols : undefined}
          current={code}
          onSelect={chooseSymbol}
          searchRef={searchRef}
        />
        <ShortcutLegend />
      </div>
      <section className={styles.chartColumn} aria-label={symbol?.ShowCode ?? code}>
        <Header code={code} symbol={symbol} onOpenSymbols={focusSearch} />
        <Periods period={period} onChange={selectPeriod} keys={periodKeys} />
        <TradeChart symbol={symbol} period={period} listFailed={listFailed} />
      </section>
      <section className={styles.formColumn} aria-label={t('terminal.newOrder')}>
        <h2 className={styles.formTitle}>
          {t('terminal.newOrder')} <span>{symbol?.ShowCode ?? code}</span>
        </h2>
        {symbol && formMounted && (
          <Form ref={formRef} key={symbol.Code} symbol={symbol} symbols={symbols} sideKeys={sideKeys} />
        )}
      </section>
      <div className={styles.positionsRow}>
        <PositionsPanel terminalRef={terminalRef} />
      </div>
    </div>
  );
}
