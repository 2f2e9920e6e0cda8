import { candleEnd, foldTick, type OpenCandle, openCandle } from '../../protocol/candles.ts';
import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { CandleTuple } from '../../protocol/ws.ts';
import { CANDLE_STRIDE } from './api.ts';

/** Live input that arrives while the history is loading, replayed onto it once it lands. */
type Pending = { kind: 'tick'; time: number; price: number; volume: number } | { kind: 'minute'; tuple: CandleTuple };
const MAX_PENDING = 20_000;

/**
 * One chart's candles: the history from `kline`, then live ticks folded into the open candle with the
 * server's own aggregation (protocol/candles.ts), rolling to a new candle at the period boundary (1day at
 * 17:00 New York). The server's live one-minute candle (KLINE.<code>) corrects what coalesced quotes
 * missed: the minute's true high, low and tick count. Only the changed tail is handed out.
 */
export class CandleSeries {
  private candles: Candle[] = [];
  private open: OpenCandle | undefined;
  private loaded = false;
  private pending: Pending[] = [];
  /** index of the oldest candle changed since the last take; -1 when nothing changed */
  private dirtyFrom = -1;
  private reset = false;
  /** the server minute last folded in, and its volume then (a minute arrives many times while it grows) */
  private minuteTime = -1;
  private minuteVolume = 0;

  constructor(
    readonly code: string,
    readonly period: CandlePeriod,
  ) {}

  get isLoaded(): boolean {
    return this.loaded;
  }

  /** Something to hand out: a fresh load or a changed tail. */
  get hasChanges(): boolean {
    return this.loaded && (this.reset || this.dirtyFrom >= 0);
  }

  get length(): number {
    return this.candles.length;
  }

  last(): Candle | undefined {
    return this.candles[this.candles.length - 1];
  }

  /** The oldest candle's time, undefined while empty. */
  get oldestTime(): number | undefined {
    return this.candles[0]?.Time;
  }

  /**
   * Takes fresh history (ascending), then replays what arrived while it loaded. Older candles paged in
   * before (a resync after the user scrolled back) stay in front of it: the chart keeps what it showed.
   */
  load(history: readonly Candle[]): void {
    const first = history[0]?.Time;
    const paged = first === undefined ? [] : this.candles.filter((candle) => candle.Time < first).map(plainCandle);
    this.candles = paged.concat(history.map((candle) => ({ ...candle })));
    const last = this.candles[this.candles.length - 1];
    this.open = undefined;
    if (last !== undefined) {
      const open: OpenCandle = { ...last, End: candleEnd(last.Time, this.period) };
      this.candles[this.candles.length - 1] = open;
      this.open = open;
    }
    this.minuteTime = -1;
    this.minuteVolume = 0;
    this.loaded = true;
    const pending = this.pending;
    this.pending = [];
    const after = last?.Time ?? Number.NEGATIVE_INFINITY;
    for (const item of pending) {
      if (item.kind === 'tick') {
        // ticks before the stored last candle are already in it
        if (item.time >= after) this.fold(item.time, item.price, item.volume);
      } else if (item.tuple[0] >= after) this.applyMinute(item.tuple);
    }
    this.reset = true;
    this.dirtyFrom = -1;
  }

  /** Older candles (paging back) in front of the series; returns how many were new. Sent as a reset. */
  prepend(older: readonly Candle[]): number {
    const first = this.candles[0]?.Time ?? Number.POSITIVE_INFINITY;
    const fresh = older.filter((candle) => candle.Time < first).map(plainCandle);
    if (fresh.length === 0) return 0;
    this.candles = fresh.concat(this.candles);
    if (this.loaded) {
      this.reset = true;
      this.dirtyFrom = -1;
    }
    return fresh.length;
  }

  /** Forgets the history (a resync reloads it); live input is kept for the replay. */
  unload(): void {
    this.loaded = false;
  }

  /** Folds one price into the open candle (or opens the next one). */
  fold(time: number, price: number, volume: number): void {
    if (!this.loaded) {
      this.queue({ kind: 'tick', time, price, volume });
      return;
    }
    const before = this.open;
    const next = foldTick(before, time, price, volume, this.period);
    if (next === before) {
      this.markDirty(this.candles.length - 1);
      return;
    }
    this.append(next);
  }

  /** Folds the server's live one-minute candle: exact for 1min charts, high/low/volume for longer ones. */
  applyMinute(tuple: CandleTuple): void {
    if (!this.loaded) {
      this.queue({ kind: 'minute', tuple });
      return;
    }
    const [time, open, high, low, close, volume] = tuple;
    let candle = this.open;
    if (candle === undefined || time >= candle.End) {
      candle = openCandle(time, open, 0, this.period);
      this.append(candle);
    } else if (time < candle.Time) {
      return; // a minute of an older candle: the history already has it
    } else {
      this.markDirty(this.candles.length - 1);
    }
    if (this.period === '1min') {
      candle.Open = open;
      candle.High = high;
      candle.Low = low;
      candle.Volume = volume;
    } else {
      if (high > candle.High) candle.High = high;
      if (low < candle.Low) candle.Low = low;
      candle.Volume += time === this.minuteTime ? volume - this.minuteVolume : volume;
    }
    candle.Close = close;
    this.minuteTime = time;
    this.minuteVolume = volume;
  }

  /** The whole series after a (re)load, else the candles changed since the last call; null if none. */
  take(): { reset: boolean; candles: Float64Array } | null {
    if (!this.loaded) return null;
    if (this.reset) {
      this.reset = false;
      this.dirtyFrom = -1;
      return { reset: true, candles: pack(this.candles, 0) };
    }
    if (this.dirtyFrom < 0) return null;
    const from = this.dirtyFrom;
    this.dirtyFrom = -1;
    return { reset: false, candles: pack(this.candles, from) };
  }

  /** Every candle as plain objects (tests). */
  toCandles(): Candle[] {
    return this.candles.map(plainCandle);
  }

  private append(candle: OpenCandle): void {
    this.candles.push(candle);
    this.open = candle;
    // the previous candle's final values travel with the new one
    this.markDirty(Math.max(0, this.candles.length - 2));
  }

  private markDirty(index: number): void {
    if (index < 0) return;
    if (this.dirtyFrom < 0 || index < this.dirtyFrom) this.dirtyFrom = index;
  }

  private queue(item: Pending): void {
    if (this.pending.length >= MAX_PENDING) this.pending.shift();
    this.pending.push(item);
  }
}

function plainCandle(candle: Candle): Candle {
  return {
    Time: candle.Time,
    Open: candle.Open,
    High: candle.High,
    Low: candle.Low,
    Close: candle.Close,
    Volume: candle.Volume,
  };
}

function pack(candles: readonly Candle[], from: number): Float64Array {
  const out = new Float64Array((candles.length - from) * CANDLE_STRIDE);
  let at = 0;
  for (let i = from; i < candles.length; i += 1) {
    const candle = candles[i];
    if (candle === undefined) continue;
    out[at] = candle.Time;
    out[at + 1] = candle.Open;
    out[at + 2] = candle.High;
    out[at + 3] = candle.Low;
    out[at + 4] = candle.Close;
    out[at + 5] = candle.Volume;
    at += CANDLE_STRIDE;
  }
  return out;
}
