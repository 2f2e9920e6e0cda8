import Big from 'big.js';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { BUY, valuationPrice } from '../../../protocol/tradingMath.ts';
import { sideOfOrder } from '../liveProfit.ts';
import { type StopRefusal, stopRefusal } from '../stopLevels.ts';
import { isSet } from './orderLines.ts';

/** A stop-loss or take-profit line dropped at a new price, waiting for the user's confirmation. */
export interface StopsMove {
  order: Order;
  kind: 'stopLoss' | 'takeProfit';
  /** at the symbol's decimals */
  price: string;
}

/** Both stops as set_stop_price takes them after the move: the moved one at its new price, the other as it is. */
export function stopsAfterMove(move: StopsMove): { stopLoss: string; takeProfit: string } {
  const { order, kind, price } = move;
  return {
    stopLoss: kind === 'stopLoss' ? price : order.TargetLossPrice,
    takeProfit: kind === 'takeProfit' ? price : order.TargetProfitPrice,
  };
}

/** stopRefusal for a line dropped on the chart, judged against the live quote (a pending order: its price). */
export function stopsMoveRefusal(
  move: StopsMove,
  quote: { bid: number; ask: number } | undefined,
  stopsLevel: number,
  precision: number,
): StopRefusal | null {
  const side = sideOfOrder(move.order);
  const holding = move.order.Status === 1;
  if (holding && !quote) return null; // no price yet: the server judges
  const reference = holding && quote ? valuationPrice(side, quote.bid, quote.ask) : new Big(move.order.OriginPrice);
  return stopRefusal(side, move.kind, move.price, reference, stopsLevel, precision);
}

/** A trailing stop keeps its stop-loss when a move would loosen it (farther from the price): say so first. */
export function loosensTrailedStop(move: StopsMove): boolean {
  const { order, kind, price } = move;
  if (kind !== 'stopLoss' || !order.TrailingPoints || !isSet(order.TargetLossPrice)) return false;
  const current = new Big(order.TargetLossPrice);
  return sideOfOrder(order) === BUY ? new Big(price).lt(current) : new Big(price).gt(current);
}
