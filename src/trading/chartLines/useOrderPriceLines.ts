import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../protocol/schemas/trading.ts';
import type { MovedStops } from '../../../protocol/ws.ts';
import type { PriceLine } from '../../../render/candles/priceLineScene.ts';
import { formatExact } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useMovedStops } from '../../realtime/hooks.ts';
import { useSession } from '../../stores/session.ts';
import { changeCachedOrders, useOrderList } from '../queries.ts';
import { type OrderLineTexts, orderPriceLines } from './orderLines.ts';

const NO_ORDERS: readonly Order[] = [];

/**
 * The user's open positions and pending orders of `code` as chart lines, with the orders they came from
 * (the loaded pages of the holding and pending lists). A stop the server trails (FOREX_STOPS) is written
 * into those lists as it moves, so its line follows. `version` changes make a new array of the same lines
 * (a dragged line goes back).
 */
export function useOrderPriceLines(
  code: string,
  version: number,
): { lines: readonly PriceLine[]; orders: readonly Order[] } {
  const { t } = useTranslation();
  const lang = useLanguage();
  const token = useSession((state) => state.token);
  const queryClient = useQueryClient();
  const holding = useOrderList(1);
  const pending = useOrderList(0);

  const onMoved = useCallback(
    (moved: MovedStops['orders']) => {
      const stops = new Map(moved.map((stop) => [stop.id, stop.stopLoss]));
      changeCachedOrders(queryClient, token, (order) => {
        const stopLoss = stops.get(order.Id);
        return stopLoss === undefined || stopLoss === order.TargetLossPrice
          ? undefined
          : { ...order, TargetLossPrice: stopLoss };
      });
    },
    [queryClient, token],
  );
  useMovedStops(onMoved);

  const holdingPages = holding.data?.pages;
  const pendingPages = pending.data?.pages;
  const orders = useMemo(() => {
    if (token === null) return NO_ORDERS;
    return [...(holdingPages ?? []), ...(pendingPages ?? [])].flatMap((page) => page.data);
  }, [token, holdingPages, pendingPages]);

  const lines = useMemo(() => {
    const side = (order: Order) => t(order.OrderType === 1 ? 'chartLines.buy' : 'chartLines.sell');
    const about = (order: Order) => ({ id: order.Id, side: side(order), lots: formatExact(order.Quantity, 0, lang) });
    const texts: OrderLineTexts = {
      entry: (order) => t('chartLines.entry', about(order)),
      pending: (order) => t('chartLines.pending', about(order)),
      stopLoss: (order) =>
        t(order.TrailingPoints ? 'chartLines.trailingStopLoss' : 'chartLines.stopLoss', { id: order.Id }),
      takeProfit: (order) => t('chartLines.takeProfit', { id: order.Id }),
    };
    // `version` is read so that a new one gives a new array (the chart puts a dragged line back)
    return version >= 0 ? orderPriceLines(orders, code, texts) : [];
  }, [orders, code, t, lang, version]);

  return { lines, orders };
}
