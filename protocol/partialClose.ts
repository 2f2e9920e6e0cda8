import Big from 'big.js';
import { type DecimalLike, lotsAllowed, MONEY_DECIMALS } from './tradingMath.ts';

/**
 * Closing part of a position (pure, shared by the engine, which decides, and the position sheet, which
 * offers only what the engine accepts): the lots closed are a valid order size, and what stays open is one too.
 */
export interface PositionLots {
  /** the position's lots now */
  lots: DecimalLike;
  minLots: DecimalLike;
  lotStep: DecimalLike;
}

/** What closing `closeLots` of a position means: all of it, a valid part, or a size the engine refuses. */
export type PartialCloseVerdict = 'whole' | 'part' | 'lotsInvalid' | 'tooLarge';

/** The most that can be closed while `minLots` stay open; null when the position is too small to split. */
export function largestPart(position: PositionLots): Big | null {
  const largest = new Big(position.lots).minus(position.minLots);
  return lotsAllowed(largest, position.minLots, position.lotStep) ? largest : null;
}

export function judgePartialClose(closeLots: DecimalLike, position: PositionLots): PartialCloseVerdict {
  const close = new Big(closeLots);
  if (close.eq(position.lots)) return 'whole';
  if (!lotsAllowed(close, position.minLots, position.lotStep)) return 'lotsInvalid';
  const largest = largestPart(position);
  return largest && close.lte(largest) ? 'part' : 'tooLarge';
}

/**
 * A money amount of the position (its margin, its fee) split between the part closed and the rest: the part
 * gets its share of the lots rounded half-up to 6 decimals, the rest the remainder, so the two add up exactly.
 */
export function splitAmount(total: DecimalLike, closeLots: DecimalLike, lots: DecimalLike): { closed: Big; kept: Big } {
  const closed = new Big(total).times(closeLots).div(lots).round(MONEY_DECIMALS, Big.roundHalfUp);
  return { closed, kept: new Big(total).minus(closed) };
}
