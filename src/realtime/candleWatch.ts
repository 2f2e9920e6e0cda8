import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import {
  type CandleColumns,
  columnsFromPacked,
  emptyColumns,
  writeTailBar,
} from '../../render/candles/candleColumns.ts';
import { CANDLE_STRIDE, type CandleUpdate } from '../../workers/realtime/api.ts';

export type CandleStatus = 'loading' | 'ready' | 'error';

/** Called with the candles that changed: a tail of one or two, or nothing with `reset` (read the snapshot). */
export type CandleTailListener = (tail: readonly Candle[], reset: boolean) => void;

/**
 * What React renders from a watch: it changes when the whole series is replaced (load, resync) or the
 * status changes, never per tick (live tails go to `onTail` listeners, outside React).
 */
export interface CandleSnapshot {
  /**
   * ascending, as columns straight from the worker's packed numbers (the chart's setData takes them as
   * they are); undefined until the history has loaded
   */
  candles: CandleColumns | undefined;
  status: CandleStatus;
}

/** One watched chart (a symbol at a period), shared by every component that shows it. */
export class CandleWatch {
  snapshot: CandleSnapshot = { candles: undefined, status: 'loading' };
  refs = 0;
  private readonly tails = new Set<CandleTailListener>();
  private readonly changes = new Set<() => void>();
  private series: CandleColumns = emptyColumns();

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
    if (update.reset) {
      this.series = columnsFromPacked(update.candles, CANDLE_STRIDE);
      for (const listener of this.tails) listener([], true);
    } else {
      // a tail is one candle, two when a period rolls over: objects for these few are fine
      const tail = unpack(update.candles);
      for (const candle of tail) writeTailBar(this.series, candle);
      for (const listener of this.tails) listener(tail, false);
    }
    // the columns' identity changes on reset only; tails are written into them and told to tail listeners
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
