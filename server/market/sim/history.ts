import { tradingDayStart } from '../../../protocol/newYork.ts';
import type { Candle } from '../../../protocol/schemas/kline.ts';
import { isSessionOpen, toNewYorkTime } from '../sessions.ts';
import { type Instrument, roundToPrecision, sigmaFor } from './instrument.ts';
import type { Random } from './random.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Starts of the minutes in [from, to) during which the symbol's market is open. */
export function openMinutes(instrument: Instrument, from: number, to: number): number[] {
  const minutes: number[] = [];
  for (let time = Math.ceil(from / MINUTE) * MINUTE; time < to; time += MINUTE) {
    if (isSessionOpen(instrument.session, toNewYorkTime(time))) minutes.push(time);
  }
  return minutes;
}

/** Starts (17:00 New York) of the trading days in [from, to) on which the symbol trades. */
export function openTradingDays(instrument: Instrument, from: number, to: number): number[] {
  const days: number[] = [];
  let day = tradingDayStart(from);
  if (day < from) day = tradingDayStart(day + 25 * HOUR);
  while (day < to) {
    // One hour into the day is past the indices' daily break: a closed day is a weekend day.
    if (isSessionOpen(instrument.session, toNewYorkTime(day + HOUR))) days.push(day);
    day = tradingDayStart(day + 25 * HOUR);
  }
  return days;
}

interface CandleStep {
  seconds: number;
  ticks: number;
}

/**
 * A path of candles from the price model (geometric Brownian motion at the symbol's volatility), scaled so
 * the last close is `endClose`. Each candle opens one small move away from the previous close (its first
 * tick), and its high and low reach a little beyond open and close as ticks do.
 */
function generate(
  instrument: Instrument,
  times: readonly number[],
  step: CandleStep,
  endClose: number,
  random: Random,
): Candle[] {
  const sigma = sigmaFor(instrument, step.seconds);
  const tickSigma = sigmaFor(instrument, step.seconds / Math.max(1, step.ticks));
  const raw: Candle[] = [];
  let previousClose = 1;
  for (const time of times) {
    const open = previousClose * Math.exp(tickSigma * random.normal() * 0.5);
    const close = open * Math.exp(sigma * random.normal());
    const high = Math.max(open, close) * Math.exp(Math.abs(random.normal()) * sigma * 0.4);
    const low = Math.min(open, close) * Math.exp(-Math.abs(random.normal()) * sigma * 0.4);
    const activity = 0.4 + random.next() * 1.2;
    const volume = Math.max(1, random.poisson(step.ticks * activity));
    raw.push({ Time: time, Open: open, High: high, Low: low, Close: close, Volume: volume });
    previousClose = close;
  }
  const scale = endClose / previousClose;
  const round = (value: number) => roundToPrecision(value * scale, instrument.precision);
  return raw.map((candle) => ({
    Time: candle.Time,
    Open: round(candle.Open),
    High: round(candle.High),
    Low: round(candle.Low),
    Close: round(candle.Close),
    Volume: candle.Volume,
  }));
}

/** One-minute candles over the open minutes of [from, to), ending at `endClose`. */
export function generateMinuteHistory(
  instrument: Instrument,
  from: number,
  to: number,
  endClose: number,
  random: Random,
): Candle[] {
  const ticks = instrument.ticksPerSecond * 60;
  return generate(instrument, openMinutes(instrument, from, to), { seconds: 60, ticks }, endClose, random);
}

/** Daily candles over the trading days of [from, to), ending at `endClose`. */
export function generateDailyHistory(
  instrument: Instrument,
  from: number,
  to: number,
  endClose: number,
  random: Random,
): Candle[] {
  const ticks = instrument.ticksPerSecond * 86_400 * 0.5;
  return generate(instrument, openTradingDays(instrument, from, to), { seconds: 86_400, ticks }, endClose, random);
}

/**
 * Candles continuing forward from a known close (filling a gap after downtime): the same model, started
 * at `startClose` instead of being scaled to an end.
 */
export function continueMinuteHistory(
  instrument: Instrument,
  from: number,
  to: number,
  startClose: number,
  random: Random,
): Candle[] {
  const times = openMinutes(instrument, from, to);
  if (times.length === 0) return [];
  // Generate to end at 1, then rescale so the path starts at startClose instead.
  const path = generate(
    { ...instrument, precision: 12 },
    times,
    { seconds: 60, ticks: instrument.ticksPerSecond * 60 },
    1,
    random,
  );
  const first = path[0]?.Open ?? 1;
  const scale = startClose / first;
  const round = (value: number) => roundToPrecision(value * scale, instrument.precision);
  return path.map((candle) => ({
    ...candle,
    Open: round(candle.Open),
    High: round(candle.High),
    Low: round(candle.Low),
    Close: round(candle.Close),
  }));
}
