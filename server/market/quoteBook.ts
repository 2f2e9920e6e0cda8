import { tradingDayEnd, tradingDayStart } from '../../protocol/newYork.ts';
import { type Price, price } from '../money/decimal.ts';
import type { Tick } from './quoteSource.ts';

/** The latest quote of one symbol plus the current trading day's open, high and low (bid prices). */
export interface Quote {
  bid: Price;
  ask: Price;
  dayOpen: Price;
  dayHigh: Price;
  dayLow: Price;
  /** epoch ms of the tick */
  time: number;
}

export interface QuoteReader {
  latest(symbolId: number): Quote | undefined;
}

/** Plain numbers on the hot path; decimals are made only when someone reads the quote. */
interface QuoteState {
  precision: number;
  bid: number;
  ask: number;
  time: number;
  dayStart: number;
  dayEnd: number;
  dayOpen: number;
  dayHigh: number;
  dayLow: number;
  decimal: Quote | undefined;
}

export interface DayState {
  dayStart: number;
  open: number;
  high: number;
  low: number;
}

/** In-memory latest quote per symbol; the market service writes ticks, everything else reads. */
export class QuoteBook implements QuoteReader {
  private readonly states = new Map<number, QuoteState>();

  /** Seeds a symbol's quote (at start-up, from its last candle and the current day's candle). */
  seed(symbolId: number, precision: number, tick: Omit<Tick, 'symbolId'>, day: DayState): void {
    this.states.set(symbolId, {
      precision,
      bid: tick.bid,
      ask: tick.ask,
      time: tick.time,
      dayStart: day.dayStart,
      dayEnd: tradingDayEnd(day.dayStart),
      dayOpen: day.open,
      dayHigh: day.high,
      dayLow: day.low,
      decimal: undefined,
    });
  }

  /** Applies a tick; a tick in a new trading day (17:00 New York) starts that day's open, high and low. */
  apply(tick: Tick): void {
    const state = this.states.get(tick.symbolId);
    if (!state) return;
    if (tick.time >= state.dayEnd || tick.time < state.dayStart) {
      state.dayStart = tradingDayStart(tick.time);
      state.dayEnd = tradingDayEnd(state.dayStart);
      state.dayOpen = tick.bid;
      state.dayHigh = tick.bid;
      state.dayLow = tick.bid;
    }
    if (tick.bid > state.dayHigh) state.dayHigh = tick.bid;
    if (tick.bid < state.dayLow) state.dayLow = tick.bid;
    state.bid = tick.bid;
    state.ask = tick.ask;
    state.time = tick.time;
    state.decimal = undefined;
  }

  latest(symbolId: number): Quote | undefined {
    const state = this.states.get(symbolId);
    if (!state) return undefined;
    if (!state.decimal) {
      const at = (value: number) => price(value.toFixed(state.precision));
      state.decimal = {
        bid: at(state.bid),
        ask: at(state.ask),
        dayOpen: at(state.dayOpen),
        dayHigh: at(state.dayHigh),
        dayLow: at(state.dayLow),
        time: state.time,
      };
    }
    return state.decimal;
  }

  /** The raw numbers of a quote, for the realtime gateway (no decimals needed to forward a price). */
  snapshot(symbolId: number): Readonly<Omit<QuoteState, 'decimal'>> | undefined {
    return this.states.get(symbolId);
  }
}
