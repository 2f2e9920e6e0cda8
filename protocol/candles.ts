import { tradingDayEnd, tradingDayStart } from './newYork.ts';
import type { Candle, CandlePeriod } from './schemas/kline.ts';

/**
 * Candle aggregation shared by the server (recorder, history, kline) and the realtime worker, so a candle
 * built in the browser is the very candle the server stores. Prices are selected, never computed:
 * Open = first tick, High = max, Low = min, Close = last; Volume counts ticks (or sums finer volumes).
 */

export const INTRADAY_PERIOD_MS = {
  '1min': 60_000,
  '5min': 300_000,
  '15min': 900_000,
  '30min': 1_800_000,
  '60min': 3_600_000,
} as const satisfies Record<Exclude<CandlePeriod, '1day'>, number>;

/** Opening time of the candle that contains `time`; 1day candles open at 17:00 New York. */
export function candleStart(time: number, period: CandlePeriod): number {
  if (period === '1day') return tradingDayStart(time);
  const ms = INTRADAY_PERIOD_MS[period];
  return Math.floor(time / ms) * ms;
}

/** The first instant after the candle that opens at `start`. */
export function candleEnd(start: number, period: CandlePeriod): number {
  if (period === '1day') return tradingDayEnd(start);
  return start + INTRADAY_PERIOD_MS[period];
}

/** The candle being built, with the instant it ends (so a tick only compares two numbers). */
export interface OpenCandle extends Candle {
  End: number;
}

export function openCandle(time: number, price: number, volume: number, period: CandlePeriod): OpenCandle {
  const start = candleStart(time, period);
  return {
    Time: start,
    Open: price,
    High: price,
    Low: price,
    Close: price,
    Volume: volume,
    End: candleEnd(start, period),
  };
}

/**
 * Folds one tick into the open candle. Returns the same object, updated in place, while the tick is inside
 * it; returns a new candle (leaving the old one closed) when the tick belongs to a later period. A tick older
 * than the open candle is counted in it (feeds are not perfectly ordered) but cannot move its Open.
 */
export function foldTick(
  candle: OpenCandle | undefined,
  time: number,
  price: number,
  volume: number,
  period: CandlePeriod,
): OpenCandle {
  if (candle === undefined || time >= candle.End) return openCandle(time, price, volume, period);
  if (price > candle.High) candle.High = price;
  if (price < candle.Low) candle.Low = price;
  candle.Close = price;
  candle.Volume += volume;
  return candle;
}

export function closedCandle(candle: OpenCandle): Candle {
  return {
    Time: candle.Time,
    Open: candle.Open,
    High: candle.High,
    Low: candle.Low,
    Close: candle.Close,
    Volume: candle.Volume,
  };
}

export interface PriceTick {
  time: number;
  price: number;
}

/** Candles of `period` from ticks in time order (each tick counts 1 in Volume). */
export function aggregateTicks(ticks: Iterable<PriceTick>, period: CandlePeriod): Candle[] {
  const out: Candle[] = [];
  let open: OpenCandle | undefined;
  for (const tick of ticks) {
    const next = foldTick(open, tick.time, tick.price, 1, period);
    if (open !== undefined && next !== open) out.push(closedCandle(open));
    open = next;
  }
  if (open !== undefined) out.push(closedCandle(open));
  return out;
}

/** Merges finer candles (in time order) into a coarser period: first Open, max High, min Low, last Close. */
export function rollUp(candles: Iterable<Candle>, period: CandlePeriod): Candle[] {
  const out: Candle[] = [];
  let open: OpenCandle | undefined;
  for (const candle of candles) {
    if (open === undefined || candle.Time >= open.End) {
      if (open !== undefined) out.push(closedCandle(open));
      const start = candleStart(candle.Time, period);
      open = { ...candle, Time: start, End: candleEnd(start, period) };
      continue;
    }
    if (candle.High > open.High) open.High = candle.High;
    if (candle.Low < open.Low) open.Low = candle.Low;
    open.Close = candle.Close;
    open.Volume += candle.Volume;
  }
  if (open !== undefined) out.push(closedCandle(open));
  return out;
}
