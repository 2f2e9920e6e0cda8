import type { AlertDirection, AlertWatch } from '../../protocol/schemas/alerts.ts';
import { TOPIC_PRICE_ALERT } from '../../protocol/ws.ts';
import { Big } from '../money/decimal.ts';
import { wireDecimal } from '../money/wireDecimal.ts';
import { ALERT_LIMIT_REACHED, MAX_ACTIVE_ALERTS, refuseSatisfiedAlert } from './alertRules.ts';
import {
  type AlertRow,
  activeAlertCount,
  cancelActiveAlert,
  insertAlert,
  lockUser,
  markAlertFired,
} from './alertStore.ts';
import { firedAlertPayload } from './alertView.ts';
import { type EngineContext, inTradingTransaction, refuseInTransaction } from './engineContext.ts';
import { ALERT_NOT_FOUND, done, QUOTE_UNAVAILABLE, refused, type TradingResult } from './tradingRefusal.ts';
import type { FiredAlert } from './triggerBook.ts';

/** A price alert as the user sets it: the level as wire decimal text at the symbol's precision. */
export interface AlertRequest {
  symbolId: number;
  watch: AlertWatch;
  direction: AlertDirection;
  level: string;
}

/**
 * Adds an active alert: the level read in the wire grammar, refused when the watched price already satisfies
 * it, and within the user's limit (counted under the user's row lock); the book watches it once written.
 */
export async function addAlert(
  context: EngineContext,
  userId: number,
  request: AlertRequest,
): Promise<TradingResult<AlertRow>> {
  const symbol = context.symbols.get(request.symbolId);
  if (!symbol) return refused({ code: 'notFound', key: 'symbolUnknown', params: { id: request.symbolId } });
  const read = wireDecimal('price', request.level, { places: symbol.pricePrecision, positive: true });
  if (!read.ok) return read;
  const quote = context.market.quotes.snapshot(symbol.id);
  if (!quote) return refused(QUOTE_UNAVAILABLE);
  const current = new Big(quote[request.watch].toFixed(symbol.pricePrecision));
  const satisfied = refuseSatisfiedAlert(request.direction, read.value, current, symbol.pricePrecision);
  if (satisfied) return refused(satisfied);
  const result = await inTradingTransaction(context.db, async (tx) => {
    await lockUser(tx, userId);
    if ((await activeAlertCount(tx, userId)) >= MAX_ACTIVE_ALERTS) return refuseInTransaction(ALERT_LIMIT_REACHED);
    const row = await insertAlert(tx, {
      userId,
      symbolId: symbol.id,
      watch: request.watch,
      direction: request.direction,
      level: read.value.toFixed(symbol.pricePrecision),
      createdAt: context.now(),
    });
    if (!row) throw new Error('alert insert returned nothing');
    return row;
  });
  if (result.ok) context.book.trackAlert(result.value);
  return result;
}

/** Cancels one of the user's active alerts (anyone else's, or one already fired or cancelled: not found). */
export async function cancelAlert(
  context: EngineContext,
  userId: number,
  alertId: number,
): Promise<TradingResult<AlertRow>> {
  const row = await cancelActiveAlert(context.db, userId, alertId);
  if (!row) return refused(ALERT_NOT_FOUND);
  context.book.forgetAlert(row.id);
  return done(row);
}

/**
 * A tick crossed the alert's level (run on the engine's queue): marked fired at that tick's price if still
 * active, and only then pushed to its user (PRICE_ALERT), so it is told exactly once.
 */
export async function fireAlert(context: EngineContext, alert: FiredAlert): Promise<void> {
  const symbol = context.symbols.get(alert.symbolId);
  if (!symbol) return;
  const row = await markAlertFired(
    context.db,
    alert.alertId,
    context.now(),
    alert.price.toFixed(symbol.pricePrecision),
  );
  if (!row) return;
  context.publisher.toUser(row.userId, TOPIC_PRICE_ALERT, firedAlertPayload(row, context.symbols));
}
