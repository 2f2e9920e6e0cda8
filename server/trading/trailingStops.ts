import { BUY, type Side } from '../../protocol/tradingMath.ts';
import { Big } from '../money/decimal.ts';

/** A position whose stop-loss follows the price at a fixed distance (in points: units of its last price digit). */
export interface TrailingPosition {
  orderId: number;
  symbolId: number;
  side: Side;
  distancePoints: number;
  /** the symbol's price decimals */
  precision: number;
  /** the stop-loss now, in points (price x 10^precision); null while none is set */
  stopPoints: number | null;
}

/** A stop-loss a tick moved in the position's favour. */
export interface StopMove {
  orderId: number;
  side: Side;
  /** the new stop-loss at the symbol's precision */
  stopLoss: string;
}

export function toPoints(price: number, precision: number): number {
  return Math.round(price * 10 ** precision);
}

function priceOfPoints(points: number, precision: number): string {
  return (points / 10 ** precision).toFixed(precision);
}

/**
 * The trailing stops, per symbol (pure: no IO, no clock). A buy's stop-loss follows the bid at its distance
 * below, a sell's the ask at its distance above; it only ever moves in the position's favour, never back.
 */
export class TrailingStops {
  private readonly bySymbol = new Map<number, Map<number, TrailingPosition>>();
  private readonly symbolOf = new Map<number, number>();

  get size(): number {
    return this.symbolOf.size;
  }

  /** Follows the position (again: a stop-loss set by hand becomes the one it trails from). */
  track(position: TrailingPosition): void {
    this.forget(position.orderId);
    let positions = this.bySymbol.get(position.symbolId);
    if (!positions) {
      positions = new Map();
      this.bySymbol.set(position.symbolId, positions);
    }
    positions.set(position.orderId, { ...position });
    this.symbolOf.set(position.orderId, position.symbolId);
  }

  forget(orderId: number): void {
    const symbolId = this.symbolOf.get(orderId);
    if (symbolId === undefined) return;
    this.symbolOf.delete(orderId);
    const positions = this.bySymbol.get(symbolId);
    positions?.delete(orderId);
    if (positions?.size === 0) this.bySymbol.delete(symbolId);
  }

  /** The stop-losses this tick moves in their position's favour (each remembered, so it is reported once). */
  onTick(symbolId: number, bid: number, ask: number): StopMove[] {
    const positions = this.bySymbol.get(symbolId);
    if (!positions) return [];
    const moves: StopMove[] = [];
    for (const position of positions.values()) {
      const { side, precision, distancePoints, stopPoints } = position;
      const candidate =
        side === BUY ? toPoints(bid, precision) - distancePoints : toPoints(ask, precision) + distancePoints;
      const better = stopPoints === null || (side === BUY ? candidate > stopPoints : candidate < stopPoints);
      if (!better || candidate <= 0) continue;
      position.stopPoints = candidate;
      moves.push({ orderId: position.orderId, side, stopLoss: priceOfPoints(candidate, precision) });
    }
    return moves;
  }
}

/**
 * The stop-loss a stops edit stores on a position that keeps (or gets) a trailing stop: never worse than the
 * one stored, which the trail may have moved since the user's screen last showed it (a buy's lower, a
 * sell's higher, or none, is worse). Without a trailing stop the requested one is stored as it is.
 */
export function stopLossKeptByTrail(side: Side, requested: Big, stored: string | null, trailing: boolean): Big {
  if (!trailing || stored === null) return requested;
  const worse = requested.eq(0) || (side === BUY ? requested.lt(stored) : requested.gt(stored));
  return worse ? new Big(stored) : requested;
}
