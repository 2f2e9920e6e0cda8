import { useCallback, useState } from 'react';
import type { CandlePeriod } from '../../../protocol/schemas/kline.ts';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { CandleChartView } from '../../chart/CandleChartView.tsx';
import { parseLineId } from './orderLines.ts';
import { StopsMoveReview } from './StopsMoveReview.tsx';
import type { StopsMove } from './stopsMove.ts';
import { useOrderPriceLines } from './useOrderPriceLines.ts';

interface TradingChartProps {
  symbol: TradeSymbol;
  /** accessible name, e.g. "EURUSD candlestick chart" */
  label: string;
  period: CandlePeriod;
}

/**
 * The candlestick chart with the user's orders on it: entry, stop-loss, take-profit and pending lines. A
 * stop-loss or take-profit dragged to a new price opens its review; whatever the answer, the lines are
 * then set again from the orders (moved when saved, back where they were when not). Used by the phone's
 * /trade screen and the desktop terminal alike.
 */
export function TradingChart({ symbol, label, period }: TradingChartProps) {
  const [version, setVersion] = useState(0);
  const [move, setMove] = useState<StopsMove | null>(null);
  const { lines, orders } = useOrderPriceLines(symbol.Code, version);

  const onDrop = useCallback(
    (id: string, price: number) => {
      const line = parseLineId(id);
      const order = line ? orders.find((candidate) => candidate.Id === line.orderId) : undefined;
      if (!line || !order || (line.kind !== 'stopLoss' && line.kind !== 'takeProfit')) {
        setVersion((count) => count + 1);
        return;
      }
      setMove({ order, kind: line.kind, price: price.toFixed(symbol.PricePrecision) });
    },
    [orders, symbol.PricePrecision],
  );
  const closeReview = useCallback(() => {
    setMove(null);
    setVersion((count) => count + 1);
  }, []);

  return (
    <>
      <CandleChartView
        code={symbol.Code}
        label={label}
        precision={symbol.PricePrecision}
        period={period}
        priceLines={lines}
        onPriceLineDrop={onDrop}
      />
      {move && <StopsMoveReview move={move} symbol={symbol} onClose={closeReview} />}
    </>
  );
}
