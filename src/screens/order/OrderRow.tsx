import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { BUY, SELL } from '../../../protocol/tradingMath.ts';
import { directionOf, formatDecimal, formatExact } from '../../format/number.ts';
import { pluralForm } from '../../i18n/pluralForm.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { pendingEntry, sideWithEntry } from '../../trading/sideWithEntry.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ZonedTime } from '../../ui/ZonedTime.tsx';
import styles from './OrderScreen.module.css';
import { useLiveOrder } from './useLiveOrder.ts';

/** "+12.30" / "-4.10" at 2 decimals with the locale's separators. */
export function signedMoney(value: string, lang: ReturnType<typeof useLanguage>): string {
  const numeric = Number(value);
  const text = formatDecimal(Math.abs(numeric), 2, lang);
  if (numeric > 0 && text !== formatDecimal(0, 2, lang)) return `+${text}`;
  if (numeric < 0 && text !== formatDecimal(0, 2, lang)) return `-${text}`;
  return text;
}

interface OrderRowProps {
  order: Order;
  symbols: readonly TradeSymbol[] | undefined;
  onOpen(order: Order): void;
}

/**
 * One order: symbol, side, lots, open price, current (or close) price and P&L, live while holding; its time is
 * the close time in the history, the open (or placing) time otherwise.
 */
export function OrderRow({ order, symbols, onOpen }: OrderRowProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const live = useLiveOrder(order, symbols);
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (value: string) => (Number(value) > 0 ? formatDecimal(value, precision, lang) : '--');
  const buy = order.OrderType === 1;
  const history = order.Status === 3;
  /** pending, or cancelled before it filled: a pending price, no P&L and no close price */
  const unfilled = neverFilled(order);
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(order)} data-order-id={order.Id}>
      <span className={styles.rowTop}>
        <span className={`${styles.badge} ${buy ? styles.badgeBuy : styles.badgeSell}`}>{sideText(t, order)}</span>
        <span className={styles.code}>{order.ForexTradeLists.ShowCode}</span>
        <span className={styles.meta}>
          {t('orders.lotsCount', {
            lots: formatExact(order.Quantity, 0, lang),
            context: pluralForm(order.Quantity, lang),
          })}{' '}
          · {order.Multiple}x
        </span>
        {order.Status === 1 && (
          <span className={styles.staleMark} data-testid="order-pnl-stale">
            {t('journey.notLive')}
          </span>
        )}
        {!unfilled && (
          <span
            className={`${styles.pnl} ${styles[`pnl_${directionOf(live.profit)}`]}`}
            data-testid="order-pnl"
            data-live={live.live ? '1' : '0'}
          >
            {signedMoney(live.profit, lang)}
          </span>
        )}
      </span>
      <span className={styles.rowPrices}>
        <span>
          <small>{unfilled ? t('orders.targetPrice') : t('orders.openPrice')}</small>
          {price(order.OriginPrice)}
        </span>
        {!(history && unfilled) && (
          <span>
            <small>{history ? t('orders.closePrice') : t('orders.currentPrice')}</small>
            <span className={history ? undefined : styles.livePrice} data-testid="order-price">
              {price(live.price)}
            </span>
          </span>
        )}
      </span>
      <span className={styles.rowFoot}>
        {/* a closed or cancelled order says when it closed; a position when it opened, a pending order when placed */}
        <ZonedTime at={history && order.ClosedAt !== null ? order.ClosedAt : (order.OpenedAt ?? order.CreatedAt)} />
        {history && order.CloseReason !== '' ? (
          <span>{reasonText(order.CloseReason, t)}</span>
        ) : (
          <span>
            {/* each stop and its price kept together: a narrow row breaks at the dot between them */}
            <span className={styles.nowrap}>
              {t('orders.stopLoss')} {price(order.TargetLossPrice)}
            </span>{' '}
            ·{' '}
            <span className={styles.nowrap}>
              {t('orders.takeProfit')} {price(order.TargetProfitPrice)}
            </span>
          </span>
        )}
      </span>
    </button>
  );
}

/** The order's side, and for one placed pending that never opened how it waits ("Buy Limit"); a position says "Buy". */
export function sideText(t: TFunction, order: Order): string {
  const side = order.OrderType === BUY ? BUY : SELL;
  return sideWithEntry(t, side, neverFilled(order) ? pendingEntry(order) : null);
}

/** A pending order, or one cancelled before it filled: it was placed but never opened. */
export function neverFilled(order: Order): boolean {
  return (
    order.Status === 0 ||
    (order.Status === 3 && (order.CloseReason === 'cancelled' || order.CloseReason === 'no_margin'))
  );
}

/**
 * When an order was placed and when it opened (ms), as its sheet tells them: a market order opened as it was
 * placed (one time), a pending order filled later (both), one never filled was only placed. A cached copy
 * from before the server sent OpenedAt counts as opened when placed.
 */
export function orderTimes(order: Order): { placedAt: number | null; openedAt: number | null } {
  if (neverFilled(order)) return { placedAt: order.CreatedAt, openedAt: null };
  const openedAt = order.OpenedAt ?? order.CreatedAt;
  return { placedAt: openedAt === order.CreatedAt ? null : order.CreatedAt, openedAt };
}

export function reasonText(reason: string, t: TFunction): string {
  switch (reason) {
    case 'manual':
    case 'stop_loss':
    case 'take_profit':
    case 'stop_out':
    case 'demo_reset':
    case 'cancelled':
    case 'no_margin':
      return t(`orders.reasons.${reason}`);
    default:
      return reason;
  }
}

export function OrderRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <Skeleton width="60%" height={16} />
      <Skeleton width="80%" height={14} />
      <Skeleton width="50%" height={12} />
    </div>
  );
}
