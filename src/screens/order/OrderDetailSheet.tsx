import { useQueryClient } from '@tanstack/react-query';
import Big from 'big.js';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { MONEY_DECIMALS } from '../../../protocol/tradingMath.ts';
import { directionOf, formatDecimal, formatExact } from '../../format/number.ts';
import { pluralForm } from '../../i18n/pluralForm.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { reloadTradeList } from '../../market/queries.ts';
import { toast } from '../../stores/ui.ts';
import { tradingApi } from '../../trading/api.ts';
import { reloadOrderLists } from '../../trading/queries.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ZonedTime } from '../../ui/ZonedTime.tsx';
import detailStyles from './OrderDetail.module.css';
import { neverFilled, orderTimes, reasonText, sideText, signedMoney } from './OrderRow.tsx';
import styles from './OrderScreen.module.css';
import { PartialClose } from './PartialClose.tsx';
import { StopsEditor, type StopsToSave } from './StopsEditor.tsx';
import { useLiveOrder } from './useLiveOrder.ts';

interface OrderDetailSheetProps {
  order: Order | null;
  symbols: readonly TradeSymbol[] | undefined;
  onChanged(order: Order): void;
  /** called before this sheet closes the order itself (so the server's push of its id is not news) */
  onClosing(id: number): void;
  onClose(): void;
}

/** SPEC §2's detail bottom sheet: every figure; edit TP/SL and close (holding) or cancel (pending). */
export function OrderDetailSheet({ order, symbols, onChanged, onClosing, onClose }: OrderDetailSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      open={order !== null}
      title={order ? t('orders.detailTitle', { symbol: order.ForexTradeLists.ShowCode, id: order.Id }) : ''}
      onClose={onClose}
      closeOnBack
    >
      {order && (
        <Detail
          key={order.Id}
          order={order}
          symbols={symbols}
          onChanged={onChanged}
          onClosing={onClosing}
          onClose={onClose}
        />
      )}
    </BottomSheet>
  );
}

function Detail({ order, symbols, onChanged, onClosing, onClose }: OrderDetailSheetProps & { order: Order }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const live = useLiveOrder(order, symbols);
  const symbol = symbols?.find((candidate) => candidate.Id === order.ForexId);
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (value: string) => (Number(value) > 0 ? formatDecimal(value, precision, lang) : t('orders.notSet'));
  const holding = order.Status === 1;
  const pending = order.Status === 0;
  const closed = order.Status === 3;
  /** pending, or cancelled before it filled: it has a pending price, and no P&L, margin or fee */
  const unfilled = neverFilled(order);
  /** the close waiting for the user's yes: the whole order (`all`), or that many lots of the position */
  const [confirming, setConfirming] = useState<'all' | string | null>(null);
  const [busy, setBusy] = useState(false);
  // A position's stops are judged by its symbol's stops level, which comes with the market list. The Orders
  // screen can stay open for hours, and even a list a moment old may predate a change staff made, so opening
  // a position fetches the list again: a changed level applies at once.
  useEffect(() => {
    if (holding) reloadTradeList(queryClient);
  }, [holding, queryClient]);

  const rows: [string, ReactNode, boolean?][] = [
    [t('orders.multiple'), `${order.Multiple}x`],
    [t('orderForm.lots'), formatExact(order.Quantity, 0, lang)],
    [unfilled ? t('orders.targetPrice') : t('orders.openPrice'), price(order.OriginPrice)],
  ];
  // a live order's price now, a closed position's close price; a cancelled order has neither
  if (!closed) rows.push([t('orders.currentPrice'), price(live.price)]);
  else if (!unfilled) rows.push([t('orders.closePrice'), price(live.price)]);
  if (!unfilled) {
    rows.push(
      [
        t('orders.pnl'),
        <span key="pnl" className={styles[`pnl_${directionOf(live.profit)}`]} data-testid="detail-pnl">
          {signedMoney(live.profit, lang)}
        </span>,
      ],
      [t('orders.margin'), formatDecimal(order.CautionMoney, MONEY_DECIMALS, lang)],
      [t('orders.fee'), formatDecimal(order.TradeFee, MONEY_DECIMALS, lang)],
    );
  }
  // a position's stops (and its trailing stop) are in the editor under the figures
  if (!holding) {
    rows.push(
      [t('orders.stopLoss'), price(order.TargetLossPrice)],
      [t('orders.takeProfit'), price(order.TargetProfitPrice)],
    );
  }
  // a pending order (or one cancelled before it filled) was placed, never opened; one that filled says both
  const { placedAt, openedAt } = orderTimes(order);
  if (placedAt !== null) rows.push([t('orders.placedAt'), <ZonedTime key="placed" at={placedAt} />, true]);
  if (openedAt !== null) rows.push([t('orders.openedAt'), <ZonedTime key="opened" at={openedAt} />, true]);
  if (closed && order.ClosedAt !== null) {
    const label = unfilled ? t('orders.reasons.cancelled') : t('orders.closedAt');
    rows.push([label, <ZonedTime key="closed" at={order.ClosedAt} />, true]);
  }
  if (closed && order.CloseReason) rows.push([t('orders.reason'), reasonText(order.CloseReason, t), true]);

  const run = async (action: () => Promise<Order>, done: string, after: (result: Order) => void) => {
    setBusy(true);
    try {
      const result = await action();
      toast(done, 'success');
      after(result);
    } catch {
      // the API client has shown the server's reason
    } finally {
      setBusy(false);
    }
  };

  const saveStops = (stops: StopsToSave) =>
    void run(
      () => tradingApi.setStops(order.Id, stops.takeProfit, stops.stopLoss, stops.trailingPoints),
      t('orders.stopsSaved'),
      (updated) => {
        onChanged(updated);
        reloadOrderLists(queryClient);
      },
    );

  const closePart = (lots: string) => {
    setConfirming(null);
    const rest = formatExact(new Big(order.Quantity).minus(lots).toFixed(), 0, lang);
    void run(
      () => tradingApi.close(order.Id, lots),
      t('orderSheet.partClosed', { lots: formatExact(lots, 0, lang), rest, context: pluralForm(lots, lang) }),
      () => {
        reloadOrderLists(queryClient);
        onClose();
      },
    );
  };

  const finish = () => {
    if (confirming !== 'all' && confirming !== null) return closePart(confirming);
    setConfirming(null);
    onClosing(order.Id);
    void run(
      () => (holding ? tradingApi.close(order.Id) : tradingApi.cancel(order.Id)),
      holding ? t('orders.positionClosed') : t('orders.orderCancelled'),
      () => {
        reloadOrderLists(queryClient);
        onClose();
      },
    );
  };

  const part = confirming !== 'all' && confirming !== null ? confirming : null;
  const partRest = part && new Big(order.Quantity).minus(part).toFixed();
  const partFigures = part && {
    lots: formatExact(part, 0, lang),
    total: formatExact(order.Quantity, 0, lang),
    rest: formatExact(partRest || '0', 0, lang),
  };
  const confirmTitle = partFigures
    ? t('orderSheet.partCloseConfirmTitle', { ...partFigures, context: pluralForm(order.Quantity, lang) })
    : holding
      ? t('orders.closeConfirmTitle')
      : t('orders.cancelConfirmTitle');
  const confirmLabel = partFigures
    ? t('orderSheet.partCloseButton', { ...partFigures, context: pluralForm(part || '0', lang) })
    : holding
      ? t('orders.closePosition')
      : t('orders.cancelOrder');
  const confirmMessage = partFigures
    ? t('orderSheet.partCloseConfirm', { ...partFigures, context: pluralForm(partRest || '0', lang) })
    : holding
      ? t('orders.closeConfirm')
      : t('orders.cancelConfirm');

  return (
    <div className={detailStyles.detail}>
      <p className={detailStyles.detailSide}>
        <span className={`${styles.badge} ${order.OrderType === 1 ? styles.badgeBuy : styles.badgeSell}`}>
          {sideText(t, order)}
        </span>
        <span>{order.ForexTradeLists.ShowCode}</span>
      </p>
      <dl className={detailStyles.detailFigures}>
        {rows.map(([label, value, wide]) => (
          <div key={label} className={wide ? detailStyles.wide : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {holding && <StopsEditor order={order} symbol={symbol} price={live.price} busy={busy} onSave={saveStops} />}
      {holding && (
        <PartialClose order={order} symbol={symbol} busy={busy} onClosePart={(lots) => setConfirming(lots)} />
      )}
      {(holding || pending) && (
        <Button variant="danger" block disabled={busy} onClick={() => setConfirming('all')}>
          {holding ? t('orders.closePosition') : t('orders.cancelOrder')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirmTitle}
        message={confirmMessage}
        confirmLabel={confirmLabel}
        cancelLabel={pending ? t('orders.keepOrder') : undefined}
        danger
        onConfirm={finish}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
