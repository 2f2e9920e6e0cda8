import { useTranslation } from 'react-i18next';
import type { CandlePeriod } from '../../../protocol/schemas/kline.ts';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { CandleChartView } from '../../chart/CandleChartView.tsx';
import { useCandles } from '../../realtime/hooks.ts';

interface TradeChartProps {
  symbol: TradeSymbol;
  period: CandlePeriod;
}

/**
 * The chart of /trade with its candles: history from kline and the live open candle, both from the
 * realtime worker (it folds every quote with the server's aggregation code and resyncs after a reconnect
 * or a dropped batch). A live candle re-renders this component only, not the screen around it.
 */
export function TradeChart({ symbol, period }: TradeChartProps) {
  const { t } = useTranslation();
  const candles = useCandles(symbol.Code, period);
  return (
    <CandleChartView
      forexId={symbol.Id}
      label={t('chart.label', { symbol: symbol.ShowCode })}
      candles={candles.candles}
      status={candles.status}
      precision={symbol.PricePrecision}
      period={period}
      live={candles.live}
      onRetry={candles.retry}
    />
  );
}
