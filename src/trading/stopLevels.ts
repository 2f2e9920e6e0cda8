import Big from 'big.js';
import { stopBounds, stopLossAllowed, takeProfitAllowed } from '../../protocol/stopsLevel.ts';
import { BUY, type DecimalLike, openingPrice, type Side, valuationPrice } from '../../protocol/tradingMath.ts';

export type StopKind = 'stopLoss' | 'takeProfit';

/** Where a stop may be placed: at most `limit` (a stop below the market) or at least `limit` (above it). */
export interface StopRange {
  bound: 'atMost' | 'atLeast';
  /** at the symbol's precision */
  limit: string;
}

export interface StopMarket {
  side: Side;
  bid: string;
  ask: string;
  /** a pending order's price; null for a market order */
  pendingPrice: string | null;
  precision: number;
  /** the symbol's minimum stop distance in points (trade_list's stops_level); undefined when not sent */
  stopsLevel: number | undefined;
}

const pointOf = (precision: number) => new Big(1).div(new Big(10).pow(precision));

/**
 * The price the order opens at and the price the position is then valued (and stopped) at. A market buy
 * opens at the ask and is closed at the bid, a sell the reverse; a pending order opens at its price and is
 * then valued one spread (today's) away from it, where its stops will be watched.
 */
function referencePrices(market: StopMarket): { opening: Big; valuation: Big; spread: Big } {
  const spread = new Big(market.ask).minus(market.bid);
  if (market.pendingPrice === null) {
    return {
      opening: openingPrice(market.side, market.bid, market.ask),
      valuation: valuationPrice(market.side, market.bid, market.ask),
      spread,
    };
  }
  const opening = new Big(market.pendingPrice);
  return { opening, valuation: market.side === BUY ? opening.minus(spread) : opening.plus(spread), spread };
}

/** The stops level (the server's rule, protocol/stopsLevel.ts), at least one point so a stop is never at the market. */
function levelLimit(kind: StopKind, market: StopMarket, valuation: Big): Big {
  const bounds = stopBounds(market.side, valuation, Math.max(market.stopsLevel ?? 0, 1), market.precision);
  return kind === 'stopLoss' ? bounds.stopLoss : bounds.takeProfit;
}

/**
 * The allowed range of a stop for `side` (the server's sides and its stops level): a buy's stop-loss at or
 * below valuation − level and below the opening price, its take-profit at or above valuation + level and
 * above the opening price; a sell the mirror image.
 */
export function stopRange(kind: StopKind, market: StopMarket): StopRange {
  const { opening, valuation } = referencePrices(market);
  const point = pointOf(market.precision);
  const atLevel = levelLimit(kind, market, valuation);
  const below = kind === 'stopLoss' ? market.side === BUY : market.side !== BUY;
  if (below) {
    const underOpening = opening.minus(point);
    const underValuation = atLevel;
    const limit = underOpening.lt(underValuation) ? underOpening : underValuation;
    return { bound: 'atMost', limit: limit.toFixed(market.precision) };
  }
  const overOpening = opening.plus(point);
  const overValuation = atLevel;
  const limit = overOpening.gt(overValuation) ? overOpening : overValuation;
  return { bound: 'atLeast', limit: limit.toFixed(market.precision) };
}

/** Whether a typed stop price lies in its range (a stop of 0 or below never does: 0 means "none"). */
export function stopInRange(price: Big, range: StopRange): boolean {
  if (price.lte(0)) return false;
  return range.bound === 'atMost' ? price.lte(range.limit) : price.gte(range.limit);
}

/**
 * The price a stop switched on starts at: the nearest allowed level moved out by the stops level again (at
 * least one spread), so the market's moves while the user reviews and confirms neither take a stop-loss
 * out nor bring the stop inside the level. One spread was not enough where the level is wide: BTCUSD's
 * 200 USD level with a 30 USD spread went inside within seconds and blocked the order. Null when no
 * positive price is allowed.
 */
export function prefillStop(kind: StopKind, market: StopMarket): string | null {
  const range = stopRange(kind, market);
  const { spread } = referencePrices(market);
  const level = pointOf(market.precision).times(market.stopsLevel ?? 0);
  const margin = level.gt(spread) ? level : spread;
  const price = range.bound === 'atMost' ? new Big(range.limit).minus(margin) : new Big(range.limit).plus(margin);
  return price.gt(0) ? price.toFixed(market.precision) : null;
}

/** The nearest price the server allows for a refused stop, and which way ("at most" or "at least"). */
export interface StopRefusal {
  limit: string;
  atMost: boolean;
}

/**
 * Why the server would refuse a stop at `price`, by the stops-level rule it applies: a stop must stay
 * `stopsLevel` points beyond `reference` (the price a position closes at; a pending order: its own price).
 * Null when it is allowed.
 */
export function stopRefusal(
  side: Side,
  kind: StopKind,
  price: DecimalLike,
  reference: Big,
  stopsLevel: number,
  precision: number,
): StopRefusal | null {
  const bounds = stopBounds(side, reference, stopsLevel, precision);
  if (kind === 'stopLoss') {
    if (stopLossAllowed(side, price, bounds)) return null;
    return { limit: bounds.stopLoss.toFixed(precision), atMost: side === BUY };
  }
  if (takeProfitAllowed(side, price, bounds)) return null;
  return { limit: bounds.takeProfit.toFixed(precision), atMost: side !== BUY };
}
