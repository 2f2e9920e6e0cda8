import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { formatDecimal, formatExact } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useMarket, useQuote } from '../../market/marketStore.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { Button } from '../../ui/Button.tsx';
import { MessageDialog } from '../../ui/MessageDialog.tsx';
import { tradingApi } from '../api.ts';
import { changeCachedOrders, reloadOrderLists } from '../queries.ts';
import { isSet } from './orderLines.ts';
import styles from './StopsMoveReview.module.css';
import { loosensTrailedStop, type StopsMove, stopsAfterMove, stopsMoveRefusal } from './stopsMove.ts';

interface StopsMoveReviewProps {
  move: StopsMove;
  symbol: TradeSymbol;
  /** the review is over (moved, refused by the server, or cancelled): the lines are set again */
  onClose(): void;
}

/**
 * The review of a stop-loss or take-profit line dragged on the chart: which order, from where to where,
 * the stops-level check at the live price (the move is refused here as the server would refuse it), and
 * a note when a trailing stop would keep its stop-loss. Confirm saves it with set_stop_price.
 */
export function StopsMoveReview({ move, symbol, onClose }: StopsMoveReviewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const quote = useQuote(symbol.Code);
  const [busy, setBusy] = useState(false);
  const { order, kind } = move;
  const precision = symbol.PricePrecision;
  const refusal = stopsMoveRefusal(move, quote, symbol.stops_level ?? 0, precision);
  const price = (value: string) => formatDecimal(value, precision, lang);
  const current = order[kind === 'stopLoss' ? 'TargetLossPrice' : 'TargetProfitPrice'];

  const confirm = async () => {
    const latest = useMarket.getState().quotes[symbol.Code];
    if (stopsMoveRefusal(move, latest, symbol.stops_level ?? 0, precision)) return;
    const stops = stopsAfterMove(move);
    setBusy(true);
    try {
      const updated = await tradingApi.setStops(order.Id, stops.takeProfit, stops.stopLoss);
      changeCachedOrders(queryClient, token, (cached) => (cached.Id === updated.Id ? updated : undefined));
      reloadOrderLists(queryClient);
      toast(t('orders.stopsSaved'), 'success');
    } catch {
      // the API client has shown the server's reason; the line goes back
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <MessageDialog
      open
      title={t(kind === 'stopLoss' ? 'chartLines.reviewStopLoss' : 'chartLines.reviewTakeProfit')}
      message={t('chartLines.reviewOrder', {
        id: order.Id,
        side: t(order.OrderType === 1 ? 'chartLines.buy' : 'chartLines.sell'),
        lots: formatExact(order.Quantity, 0, lang),
        symbol: symbol.ShowCode,
      })}
      onDismiss={onClose}
    >
      <p className={styles.change} data-testid="stops-move">
        {t('chartLines.reviewFromTo', { from: isSet(current) ? price(current) : '-', to: price(move.price) })}
      </p>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {t(refusal.atMost ? 'orderSafety.mustBeAtMost' : 'orderSafety.mustBeAtLeast', {
            limit: price(refusal.limit),
          })}
        </p>
      )}
      {loosensTrailedStop(move) && (
        <p className={styles.note}>{t('chartLines.trailingKeeps', { current: price(current) })}</p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" disabled={busy || refusal !== null} onClick={() => void confirm()}>
          {t('chartLines.move')}
        </Button>
      </div>
    </MessageDialog>
  );
}
