import {
  leastTrailingPoints,
  pendingBounds,
  stopBounds,
  stopLossAllowed,
  takeProfitAllowed,
} from '../../protocol/stopsLevel.ts';
import { type Side, valuationPrice } from '../../protocol/tradingMath.ts';
import { localNumber } from '../i18n/localNumber.ts';
import type { Big } from '../money/decimal.ts';
import type { RuleRefusal } from './submitRules.ts';

/** A symbol's stops level in points and the precision its points are counted at. */
export interface StopsLevel {
  points: number;
  precision: number;
}

/** Stops already on a position (as stored, null = none): keeping one unchanged is never refused. */
export interface KeptStops {
  stopLoss: string | null;
  takeProfit: string | null;
}

function unchanged(value: Big, kept: string | null | undefined): boolean {
  return kept !== null && kept !== undefined && value.eq(kept);
}

/**
 * Refuses a stop-loss or take-profit (0 = none) closer to `reference` than the stops level, naming the
 * nearest allowed price (pure). `reference` is the price the position is valued at now (bid for a buy, ask
 * for a sell), or a pending order's own price.
 */
export function refuseStopsInsideLevel(
  side: Side,
  reference: Big,
  stops: { stopLoss: Big; takeProfit: Big },
  level: StopsLevel,
  kept?: KeptStops,
): RuleRefusal | null {
  if (level.points <= 0) return null;
  const bounds = stopBounds(side, reference, level.points, level.precision);
  if (!stopLossAllowed(side, stops.stopLoss, bounds) && !unchanged(stops.stopLoss, kept?.stopLoss)) {
    return {
      code: 'orderRejected',
      key: 'stopLossTooClose',
      params: {
        price: localNumber(bounds.stopLoss.toFixed(level.precision), level.precision),
        points: localNumber(level.points),
      },
    };
  }
  if (!takeProfitAllowed(side, stops.takeProfit, bounds) && !unchanged(stops.takeProfit, kept?.takeProfit)) {
    return {
      code: 'orderRejected',
      key: 'takeProfitTooClose',
      params: {
        price: localNumber(bounds.takeProfit.toFixed(level.precision), level.precision),
        points: localNumber(level.points),
      },
    };
  }
  return null;
}

export interface NewOrderPrices {
  side: Side;
  market: boolean;
  bid: string;
  ask: string;
  /** a pending order's price (ignored for a market order) */
  targetPrice: Big;
  stopLoss: Big;
  takeProfit: Big;
}

/**
 * A new order against the stops level (pure): a pending price must keep the level from the price it would
 * fill against, and the stops must keep it from the price the position will be valued at (a market order)
 * or from the order's own price (a pending one).
 */
export function refuseOrderInsideLevel(order: NewOrderPrices, level: StopsLevel): RuleRefusal | null {
  if (level.points <= 0) return null;
  if (!order.market) {
    const { below, above } = pendingBounds(order.side, order.bid, order.ask, level.points, level.precision);
    if (order.targetPrice.gt(below) && order.targetPrice.lt(above)) {
      return {
        code: 'orderRejected',
        key: 'pendingPriceTooClose',
        params: {
          below: localNumber(below.toFixed(level.precision), level.precision),
          above: localNumber(above.toFixed(level.precision), level.precision),
          points: localNumber(level.points),
        },
      };
    }
  }
  const reference = order.market ? valuationPrice(order.side, order.bid, order.ask) : order.targetPrice;
  return refuseStopsInsideLevel(order.side, reference, order, level);
}

/**
 * Refuses a trailing stop's distance (points; 0 or undefined: none, or unchanged) shorter than the stops
 * level, or than one point: the stop-loss it sets would be closer to the price than a stop-loss may be.
 */
export function refuseTrailingDistance(points: number | undefined, levelPoints: number): RuleRefusal | null {
  if (points === undefined || points === 0) return null;
  const least = leastTrailingPoints(levelPoints);
  return points < least ? { code: 'orderRejected', key: 'trailingTooClose', params: { min: least } } : null;
}
