import type { Candle } from '../../protocol/schemas/kline.ts';

/**
 * Candles as parallel typed arrays (struct of arrays): no object per bar, cheap to scan for the
 * visible min/max and to hand over from a worker. `length` bars are valid; the arrays may be longer
 * (spare capacity so a live append does not reallocate every time).
 */
export interface CandleColumns {
  length: number;
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

export function emptyColumns(capacity = 0): CandleColumns {
  return {
    length: 0,
    time: new Float64Array(capacity),
    open: new Float64Array(capacity),
    high: new Float64Array(capacity),
    low: new Float64Array(capacity),
    close: new Float64Array(capacity),
    volume: new Float64Array(capacity),
  };
}

/** Wire candles (ascending by Time) to a series with some room to grow. */
export function columnsFromCandles(candles: readonly Candle[]): CandleColumns {
  const series = emptyColumns(candles.length + 64);
  for (const candle of candles) appendBar(series, candle);
  return series;
}

/**
 * Columns straight from the worker's packed candles (`stride` numbers per candle: Time, Open, High, Low,
 * Close, Volume), no object per bar.
 */
export function columnsFromPacked(values: Float64Array, stride: number, spare = 64): CandleColumns {
  const count = Math.floor(values.length / stride);
  const columns = emptyColumns(count + spare);
  const fields = [columns.time, columns.open, columns.high, columns.low, columns.close, columns.volume];
  for (let bar = 0; bar < count; bar += 1) {
    const at = bar * stride;
    for (let field = 0; field < fields.length; field += 1)
      (fields[field] as Float64Array)[bar] = values[at + field] ?? 0;
  }
  columns.length = count;
  return columns;
}

/** A copy the caller may change (the chart's own, so a watch writing its tails does not write twice). */
export function copyColumns(source: CandleColumns, spare = 64): CandleColumns {
  const copy = emptyColumns(source.length + spare);
  copy.time.set(source.time.subarray(0, source.length));
  copy.open.set(source.open.subarray(0, source.length));
  copy.high.set(source.high.subarray(0, source.length));
  copy.low.set(source.low.subarray(0, source.length));
  copy.close.set(source.close.subarray(0, source.length));
  copy.volume.set(source.volume.subarray(0, source.length));
  copy.length = source.length;
  return copy;
}

/** Columns of the caller's own: a copy of columns (which their owner goes on writing into), or candles packed. */
export function ownColumns(data: CandleColumns | readonly Candle[]): CandleColumns {
  return isColumns(data) ? copyColumns(data) : columnsFromCandles(data);
}

function isColumns(data: CandleColumns | readonly Candle[]): data is CandleColumns {
  return !Array.isArray(data);
}

/** A live candle: the same Time as a recent bar replaces it (searching from the end), a later one appends. */
export function writeTailBar(columns: CandleColumns, candle: Candle): void {
  for (let index = columns.length - 1; index >= 0; index -= 1) {
    const time = columns.time[index] ?? Number.NEGATIVE_INFINITY;
    if (time < candle.Time) break;
    if (time === candle.Time) {
      writeBar(columns, index, candle);
      return;
    }
  }
  appendBar(columns, candle);
}

/**
 * The live candle into a series: the same Time as the last bar replaces it ('live'), a later Time appends
 * a bar ('appended'), an older one changes nothing ('none').
 */
export function mergeLiveBar(series: CandleColumns, candle: Candle): 'live' | 'appended' | 'none' {
  const last = series.length - 1;
  const lastTime = last >= 0 ? (series.time[last] ?? 0) : Number.NEGATIVE_INFINITY;
  if (candle.Time === lastTime) {
    writeBar(series, last, candle);
    return 'live';
  }
  if (candle.Time < lastTime) return 'none';
  appendBar(series, candle);
  return 'appended';
}

function grow(series: CandleColumns, capacity: number): void {
  const copy = (source: Float64Array) => {
    const next = new Float64Array(capacity);
    next.set(source.subarray(0, series.length));
    return next;
  };
  series.time = copy(series.time);
  series.open = copy(series.open);
  series.high = copy(series.high);
  series.low = copy(series.low);
  series.close = copy(series.close);
  series.volume = copy(series.volume);
}

export function appendBar(series: CandleColumns, candle: Candle): void {
  if (series.length >= series.time.length) grow(series, Math.max(64, series.time.length * 2));
  writeBar(series, series.length, candle);
  series.length += 1;
}

export function writeBar(series: CandleColumns, index: number, candle: Candle): void {
  series.time[index] = candle.Time;
  series.open[index] = candle.Open;
  series.high[index] = candle.High;
  series.low[index] = candle.Low;
  series.close[index] = candle.Close;
  series.volume[index] = candle.Volume;
}

export function barAt(series: CandleColumns, index: number): Candle | undefined {
  if (index < 0 || index >= series.length) return undefined;
  return {
    Time: series.time[index] ?? 0,
    Open: series.open[index] ?? 0,
    High: series.high[index] ?? 0,
    Low: series.low[index] ?? 0,
    Close: series.close[index] ?? 0,
    Volume: series.volume[index] ?? 0,
  };
}

/** Lowest low and highest high of bars [from, to] (inclusive, clamped); null when no bar is inside. */
export function rangeOf(series: CandleColumns, from: number, to: number): { min: number; max: number } | null {
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(series.length - 1, Math.ceil(to));
  if (end < start) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let index = start; index <= end; index += 1) {
    const low = series.low[index] ?? min;
    const high = series.high[index] ?? max;
    if (low < min) min = low;
    if (high > max) max = high;
  }
  return { min, max };
}

export function maxVolume(series: CandleColumns, from: number, to: number): number {
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(series.length - 1, Math.ceil(to));
  let max = 0;
  for (let index = start; index <= end; index += 1) max = Math.max(max, series.volume[index] ?? 0);
  return max;
}

/** Index of the bar whose slot contains logical x (rounded), clamped to the data. */
export function nearestIndex(series: CandleColumns, logical: number): number {
  if (series.length === 0) return -1;
  return Math.min(series.length - 1, Math.max(0, Math.round(logical)));
}
