import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import { CANDLE_STRIDE, type CandleUpdate } from '../../workers/realtime/api.ts';

export type CandleStatus = 'loading' | 'ready' | 'error';

/** Called with the candles that changed: on `reset` the whole series, else a tail of one or two. */
export type CandleTailListener = (tail: readonly Candle[], reset: boolean) => void;

/**
 * What React renders from a watch: it changes when the whole series is replaced (load, resync) or the
 * status changes, never per tick (live tails go to `onTail` listeners, outside React).
 */
export interface CandleSnapshot {
  /** ascending; undefined until the history has loaded */
  candles: readonly Candle[] | undefined;
  status: CandleStatus;
}

/** One watched chart (a symbol at a period), shared by every component that shows it. */
export class CandleWatch {
  snapshot: CandleSnapshot = { candles: undefined, status: 'loading' };
  refs = 0;
  private readonly tails = new Set<CandleTailListener>();
  private readonly changes = new Set<() => void>();
  private series: Candle[] = [];

  constructor(
    readonly id: number,
    readonly code: string,
    readonly period: CandlePeriod,
  ) {}

  onTail(listener: CandleTailListener): () => void {
    this.tails.add(listener);
    return () => this.tails.delete(listener);
  }

  onChange(listener: () => void): () => void {
    this.changes.add(listener);
    return () => this.changes.delete(listener);
  }

  apply(update: CandleUpdate): void {
    const candles = unpack(update.candles);
    if (update.reset) {
      this.series = candles;
    } else {
      for (const candle of candles) writeTail(this.series, candle);
    }
    for (const listener of this.tails) listener(candles, update.reset);
    // the array identity changes on reset only; tails are written into it and told to tail listeners
    if (!update.reset && this.snapshot.status === 'ready') return;
    this.snapshot = { candles: this.series, status: 'ready' };
    for (const listener of this.changes) listener();
  }

  failed(): void {
    if (this.snapshot.status === 'ready') return;
    this.snapshot = { ...this.snapshot, status: 'error' };
    for (const listener of this.changes) listener();
  }

  loading(): void {
    this.snapshot = { ...this.snapshot, status: 'loading' };
    for (const listener of this.changes) listener();
  }
}

function unpack(values: Float64Array): Candle[] {
  const candles: Candle[] = [];
  for (let at = 0; at + CANDLE_STRIDE <= values.length; at += CANDLE_STRIDE) {
    candles.push({
      Time: values[at] ?? 0,
      Open: values[at + 1] ?? 0,
      High: values[at + 2] ?? 0,
      Low: values[at + 3] ?? 0,
      Close: values[at + 4] ?? 0,
      Volume: values[at + 5] ?? 0,
    });
  }
  return candles;
}

/** Same Time as an existing candle replaces it (searching from the end), a later one appends. */
function writeTail(series: Candle[], candle: Candle): void {
  for (let i = series.length - 1; i >= 0; i -= 1) {
    const existing = series[i];
    if (existing === undefined || existing.Time < candle.Time) break;
    if (existing.Time === candle.Time) {
      series[i] = candle;
      return;
    }
  }
  series.push(candle);
}
