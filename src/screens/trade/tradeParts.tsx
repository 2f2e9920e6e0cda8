import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { ChartPeriod } from '../../stores/tradeSelection.ts';
import { TradingChart } from '../../trading/chartLines/TradingChart.tsx';
import { OrderForm } from './OrderForm.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { TradeHeader } from './TradeHeader.tsx';
import styles from './TradeScreen.module.css';

// /trade's parts (the phone screen's and the terminal's) render again only when their own props change:
// the categories arriving, the drawer opening or the list refreshing render the screen, not the header,
// the chart or the order form again (a store or query update renders at once, in one task: on a phone
// the whole screen is a long one).
export const Header = memo(TradeHeader);
export const Periods = memo(PeriodBar);
export const Form = memo(OrderForm);
const Chart = memo(TradingChart);

interface TradeChartProps {
  /** undefined until the market list has loaded */
  symbol: TradeSymbol | undefined;
  period: ChartPeriod;
  /** the market list could not be loaded (the box says so instead of waiting) */
  listFailed: boolean;
}

/** The symbol's candlestick chart with the user's order lines, or its box while the market list loads. */
export const TradeChart = memo(function TradeChart({ symbol, period, listFailed }: TradeChartProps) {
  const { t } = useTranslation();
  if (!symbol) {
    return <div className={styles.chartPlaceholder} data-chart-state={listFailed ? 'error' : 'loading'} />;
  }
  return <Chart symbol={symbol} label={t('chart.label', { symbol: symbol.ShowCode })} period={period} />;
});
