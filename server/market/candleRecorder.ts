import { candleEnd, foldTick, type OpenCandle } from '../../protocol/candles.ts';
import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { Db } from '../db/database.ts';
import { type CandleTable, type StoredCandle, upsertCandles } from './candleStore.ts';
import type { Tick } from './quoteSource.ts';

interface SymbolCandles {
  precision: number;
  minute: OpenCandle | undefined;
  day: OpenCandle | undefined;
}

/** A symbol's open candle (a follower adopts the engine's). */
export interface OpenCandleOf {
  symbolId: number;
  candle: OpenCandle;
}

/** A tick this much older than the open candle starts its own candle (a replayed tape), not a merge. */
const LATE_TICK_TOLERANCE_MS = 5_000;

/**
 * Builds one-minute and trading-day bid candles from ticks in memory and writes the changed ones to the
 * database in one batch per flush (every second by default), never once per tick.
 */
export class CandleRecorder {
  private readonly symbols = new Map<number, SymbolCandles>();
  private readonly dirtyMinutes = new Map<string, StoredCandle>();
  private readonly dirtyDays = new Map<string, StoredCandle>();
  private flushing: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly db: Db) {}

  /** Registers a symbol, continuing its newest stored candles if ticks still fall inside them. */
  track(symbolId: number, precision: number, lastMinute?: Candle, lastDay?: Candle): void {
    const reopen = (candle: Candle | undefined, period: CandlePeriod): OpenCandle | undefined =>
      candle ? { ...candle, End: candleEnd(candle.Time, period) } : undefined;
    this.symbols.set(symbolId, { precision, minute: reopen(lastMinute, '1min'), day: reopen(lastDay, '1day') });
  }

  /** Folds a tick's bid into its minute and day candles; returns the minute candle (for the live topic). */
  add(tick: Tick): OpenCandle | undefined {
    const state = this.symbols.get(tick.symbolId);
    if (!state) return undefined;
    state.minute = fold(state.minute, tick, '1min');
    state.day = fold(state.day, tick, '1day');
    this.markDirty(this.dirtyMinutes, tick.symbolId, state.precision, state.minute);
    this.markDirty(this.dirtyDays, tick.symbolId, state.precision, state.day);
    return state.minute;
  }

  /** Takes the live minute candle as the engine leader folded it (a gateway's follower market; nothing is stored). */
  adopt(symbolId: number, candle: OpenCandle): void {
    const state = this.symbols.get(symbolId);
    if (state) state.minute = candle;
  }

  liveMinute(symbolId: number): OpenCandle | undefined {
    return this.symbols.get(symbolId)?.minute;
  }

  start(intervalMs = 1_000): void {
    this.timer = setInterval(() => {
      void this.flush().catch(() => {
        // kept dirty; the next flush retries
      });
    }, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes every candle changed since the last flush; on failure they stay queued for the next one. */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    this.flushing = this.writeDirty().finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  private async writeDirty(): Promise<void> {
    await this.writeTable('candles_1m', this.dirtyMinutes);
    await this.writeTable('candles_1d', this.dirtyDays);
  }

  private async writeTable(table: CandleTable, dirty: Map<string, StoredCandle>): Promise<void> {
    if (dirty.size === 0) return;
    const batch = [...dirty.entries()];
    dirty.clear();
    try {
      await upsertCandles(
        this.db,
        table,
        batch.map(([, row]) => ({ ...row, candle: { ...row.candle } })),
      );
    } catch (error) {
      for (const [key, row] of batch) if (!dirty.has(key)) dirty.set(key, row);
      throw error;
    }
  }

  private markDirty(dirty: Map<string, StoredCandle>, symbolId: number, precision: number, candle?: OpenCandle) {
    if (!candle) return;
    dirty.set(`${symbolId}:${candle.Time}`, { symbolId, precision, candle });
  }
}

function fold(open: OpenCandle | undefined, tick: Tick, period: '1min' | '1day'): OpenCandle {
  const late = open !== undefined && tick.time < open.Time - LATE_TICK_TOLERANCE_MS;
  return foldTick(late ? undefined : open, tick.time, tick.bid, 1, period);
}
