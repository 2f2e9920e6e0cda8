import type { Order } from '../../../protocol/schemas/trading.ts';
import type { PriceLine } from '../../../render/candles/priceLineScene.ts';

/** What a chart line of an order is, and which order: from the line's id (`<order id>:<kind>`). */
export type OrderLineKind = PriceLine['kind'];

/** The words on the lines, in the user's language. */
export interface OrderLineTexts {
  entry(order: Order): string;
  pending(order: Order): string;
  stopLoss(order: Order): string;
  takeProfit(order: Order): string;
}

const HOLDING = 1;
const PENDING = 0;

/** "0" (or an empty text) means no stop. */
export function isSet(price: string): boolean {
  return Number(price) > 0;
}

export function lineId(orderId: number, kind: OrderLineKind): string {
  return `${orderId}:${kind}`;
}

/** The order and kind a line id names; null for an id that is not an order line's. */
export function parseLineId(id: string): { orderId: number; kind: OrderLineKind } | null {
  const match = /^(\d{1,10}):(entry|stopLoss|takeProfit|pending)$/.exec(id);
  if (!match?.[1] || !match[2]) return null;
  return { orderId: Number(match[1]), kind: match[2] as OrderLineKind };
}

/**
 * The lines a chart of `code` shows for the user's orders: each open position's entry (fixed) and its
 * stop-loss and take-profit (draggable), each pending order's price (fixed) and its stops (draggable).
 */
export function orderPriceLines(orders: readonly Order[], code: string, texts: OrderLineTexts): PriceLine[] {
  const lines: PriceLine[] = [];
  for (const order of orders) {
    if (order.ForexTradeLists.Code !== code) continue;
    if (order.Status !== HOLDING && order.Status !== PENDING) continue;
    const holding = order.Status === HOLDING;
    lines.push({
      id: lineId(order.Id, holding ? 'entry' : 'pending'),
      kind: holding ? 'entry' : 'pending',
      price: Number(order.OriginPrice),
      label: holding ? texts.entry(order) : texts.pending(order),
      draggable: false,
    });
    if (isSet(order.TargetLossPrice)) {
      lines.push({
        id: lineId(order.Id, 'stopLoss'),
        kind: 'stopLoss',
        price: Number(order.TargetLossPrice),
        label: texts.stopLoss(order),
        draggable: true,
      });
    }
    if (isSet(order.TargetProfitPrice)) {
      lines.push({
        id: lineId(order.Id, 'takeProfit'),
        kind: 'takeProfit',
        price: Number(order.TargetProfitPrice),
        label: texts.takeProfit(order),
        draggable: true,
      });
    }
  }
  return lines;
}
