import Big from 'big.js';
import { BUY, type DecimalLike, type Side } from './tradingMath.ts';

/**
 * A symbol's stops level (MT5's SYMBOL_TRADE_STOPS_LEVEL): the minimum distance, in points, between the
 * market and a stop-loss, take-profit or pending price. A point is one unit of the last price digit
 * (10^-precision). Shared by the server (what it refuses) and the order form (what it prefills and shows).
 */
export function stopsDistance(points: number, precision: number): Big {
  return new Big(points).times(new Big(10).pow(-precision));
}

/** The farthest-in stop-loss and take-profit allowed for a position of `side` valued at `reference`. */
export interface StopBounds {
  /** a buy's stop-loss at most this, a sell's at least this */
  stopLoss: Big;
  /** a buy's take-profit at least this, a sell's at most this */
  takeProfit: Big;
}

/**
 * The nearest allowed stops around `reference`: the price the position closes at (bid for a buy, ask for a
 * sell) for an open position or a market order, the order's own price for a pending one.
 */
export function stopBounds(side: Side, reference: DecimalLike, points: number, precision: number): StopBounds {
  const price = new Big(reference);
  const distance = stopsDistance(points, precision);
  return side === BUY
    ? { stopLoss: price.minus(distance), takeProfit: price.plus(distance) }
    : { stopLoss: price.plus(distance), takeProfit: price.minus(distance) };
}

/** Whether a stop-loss (0 = none) keeps the stops level from `bounds`; the bound itself is allowed. */
export function stopLossAllowed(side: Side, stopLoss: DecimalLike, bounds: StopBounds): boolean {
  const value = new Big(stopLoss);
  return value.eq(0) || (side === BUY ? value.lte(bounds.stopLoss) : value.gte(bounds.stopLoss));
}

/** Whether a take-profit (0 = none) keeps the stops level from `bounds`; the bound itself is allowed. */
export function takeProfitAllowed(side: Side, takeProfit: DecimalLike, bounds: StopBounds): boolean {
  const value = new Big(takeProfit);
  return value.eq(0) || (side === BUY ? value.gte(bounds.takeProfit) : value.lte(bounds.takeProfit));
}

/**
 * The prices a pending order may not take: strictly between `below` and `above`, around the price it would
 * fill against (the ask for a buy, the bid for a sell). A limit goes at `below` or lower (buy) / `above` or
 * higher (sell); a stop the other way.
 */
export function pendingBounds(side: Side, bid: DecimalLike, ask: DecimalLike, points: number, precision: number) {
  const market = new Big(side === BUY ? ask : bid);
  const distance = stopsDistance(points, precision);
  return { below: market.minus(distance), above: market.plus(distance) };
}

/** The shortest trailing-stop distance (points) a symbol takes: its stops level, and at least one point. */
export function leastTrailingPoints(levelPoints: number): number {
  return Math.max(1, levelPoints);
}
