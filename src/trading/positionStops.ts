import Big from 'big.js';
import { BUY, type Side, stopsValid } from '../../protocol/tradingMath.ts';
import { fitsPlaces, parseDecimal } from './decimalInput.ts';
import { type StopKind, type StopRefusal, stopRefusal } from './stopLevels.ts';

/** What the server would refuse in an open position's stop-loss or take-profit box, as typed. */
export type PositionStopIssue =
  /** text that is not one plain number ("1e5", "-1", a second decimal mark) */
  | { issue: 'unreadable' }
  /** more decimals than the symbol quotes */
  | { issue: 'tooPrecise' }
  /** on the wrong side of the price the position is valued at; `above` is the side the stop belongs on */
  | { issue: 'wrongSide'; above: boolean }
  /** inside the symbol's stops level: the nearest price allowed, and which way */
  | ({ issue: 'tooNear' } & StopRefusal);

/** An open position as its stops are judged: its side and the price it is valued (and stopped) at now. */
export interface PositionNow {
  side: Side;
  /** the valuation price now (bid for a buy, ask for a sell), at the symbol's precision */
  price: string;
  /** the symbol's stops level in points (0 when unknown) */
  stopsLevel: number;
  precision: number;
}

/**
 * The problem the server would refuse a position's stop for (server/trading/orderCommands.ts setOrderStops),
 * or null: an empty box or 0 is "none"; a stop must lie strictly on its side of the price (a buy's stop-loss
 * below it, its take-profit above, a sell the reverse), then at least the stops level away, the bound itself
 * allowed. A stop the position already has (`kept`) is never refused for the level, as the server keeps it.
 */
export function positionStopIssue(
  kind: StopKind,
  typed: string,
  kept: string,
  position: PositionNow,
): PositionStopIssue | null {
  if (typed.trim() === '') return null;
  const value = parseDecimal(typed);
  if (!value) return { issue: 'unreadable' };
  if (value.eq(0)) return null;
  if (!fitsPlaces(value, position.precision)) return { issue: 'tooPrecise' };
  if (!(Number(position.price) > 0)) return null;
  const stopLoss = kind === 'stopLoss';
  const { side, price } = position;
  const valid = stopsValid(side, price, stopLoss ? value : 0, stopLoss ? 0 : value);
  const onItsSide = stopLoss ? valid.stopLossOk : valid.takeProfitOk;
  // a buy's take-profit and a sell's stop-loss belong above the price
  if (!onItsSide) return { issue: 'wrongSide', above: stopLoss !== (side === BUY) };
  // unchanged, the server keeps it whatever the level (refuseStopsInsideLevel's `kept`)
  if (Number(kept) > 0 && value.eq(kept)) return null;
  const refusal = stopRefusal(side, kind, value, new Big(price), position.stopsLevel, position.precision);
  return refusal && { issue: 'tooNear', ...refusal };
}
