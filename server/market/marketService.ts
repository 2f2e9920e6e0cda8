import { tradingDayStart } from '../../protocol/newYork.ts';
import type { Db } from '../db/database.ts';
import { CandleRecorder, type OpenCandleOf } from './candleRecorder.ts';
import { latestCandle } from './candleStore.ts';
import type { SymbolRow } from './catalog.ts';
import { ensureAllHistory, type HistoryOptions } from './historySeeder.ts';
import { QuoteBook } from './quoteBook.ts';
import type { QuoteSource, Tick, TickListener } from './quoteSource.ts';
import { type Instrument, instrumentOf, roundToPrecision } from './sim/instrument.ts';

export interface MarketServiceOptions {
  history: HistoryOptions;
  now: () => number;
  /** Builds the quote source once every symbol's last price is known (the simulator continues from it). */
  createSource(instruments: readonly Instrument[], lastBids: ReadonlyMap<number, number>): QuoteSource;
  log?: (message: string) => void;
  /**
   * A gateway's copy of the engine's market: no history written and no candles recorded (the engine leader
   * does both); the batches arrive through `follow`, the live minute candles as the engine folded them.
   */
  follower?: boolean;
}

/**
 * The market: history on start (fresh database or gap after downtime), the latest quote per symbol, candles
 * recorded from ticks, and listeners (realtime gateway, trading engine) told of every batch of ticks.
 */
export class MarketService {
  readonly quotes = new QuoteBook();
  readonly recorder: CandleRecorder;
  private readonly listeners = new Set<TickListener>();
  private source: QuoteSource | undefined;

  constructor(
    private readonly db: Db,
    private readonly symbols: readonly SymbolRow[],
    private readonly options: MarketServiceOptions,
  ) {
    this.recorder = new CandleRecorder(db);
  }

  async start(): Promise<void> {
    const now = this.options.now();
    const instruments = this.symbols.map(instrumentOf);
    const started = Date.now();
    const reports = this.options.follower
      ? []
      : await ensureAllHistory(this.db, instruments, now, this.options.history);
    const inserted = reports.reduce((sum, report) => sum + report.inserted, 0);
    if (inserted > 0) this.options.log?.(`market history: ${inserted} candles written in ${Date.now() - started} ms`);

    const lastBids = new Map<number, number>();
    for (const instrument of instruments) {
      await this.restore(instrument, lastBids);
    }
    this.source = this.options.createSource(instruments, lastBids);
    if (!this.options.follower) this.recorder.start();
    this.source.start((ticks) => this.ingest(ticks));
  }

  /** Applies a batch of ticks everywhere; public so tests and the replay tools can feed ticks directly. */
  ingest(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      this.quotes.apply(tick);
      this.recorder.add(tick);
    }
    for (const listener of this.listeners) listener(ticks);
  }

  /** A follower's batch from the engine: the ticks on the quotes, the engine's live minute candles as they are. */
  follow(ticks: readonly Tick[], minutes: readonly OpenCandleOf[]): void {
    for (const tick of ticks) this.quotes.apply(tick);
    for (const minute of minutes) this.recorder.adopt(minute.symbolId, minute.candle);
    for (const listener of this.listeners) listener(ticks);
  }

  onTicks(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.source?.stop();
    await this.recorder.stop();
  }

  private async restore(instrument: Instrument, lastBids: Map<number, number>): Promise<void> {
    const [minute, day] = await Promise.all([
      latestCandle(this.db, 'candles_1m', instrument.symbolId),
      latestCandle(this.db, 'candles_1d', instrument.symbolId),
    ]);
    this.recorder.track(instrument.symbolId, instrument.precision, minute, day);
    const bid = minute?.Close ?? instrument.referencePrice;
    lastBids.set(instrument.symbolId, bid);
    const time = minute?.Time ?? this.options.now();
    const currentDay = day !== undefined && day.Time === tradingDayStart(time);
    this.quotes.seed(
      instrument.symbolId,
      instrument.precision,
      { bid, ask: roundToPrecision(bid + instrument.spread, instrument.precision), time },
      currentDay && day
        ? { dayStart: day.Time, open: day.Open, high: day.High, low: day.Low }
        : { dayStart: tradingDayStart(time), open: bid, high: bid, low: bid },
    );
  }
}
