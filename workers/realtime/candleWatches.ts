import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { CandleTuple } from '../../protocol/ws.ts';
import type { CandleUpdate, RealtimeUpdate } from './api.ts';
import { CandleSeries } from './candleSeries.ts';
import type { RestApi } from './restApi.ts';

/** What the watches need from the core: a symbol's id for the kline call, and a flush when they changed. */
export interface CandleWatchesHost {
  rest: Pick<RestApi, 'kline'>;
  symbolId(code: string): Promise<number | undefined>;
  changed(): void;
}

/**
 * The charts the page watches, one CandleSeries per watch: their history loads (and reloads after a resync),
 * paging back one page at a time, live quotes and the server's minute folded in, and what changed handed to
 * the next update (tails, whole series after a load, the watches whose history failed).
 */
export class CandleWatches {
  private readonly watches = new Map<number, CandleSeries>();
  private readonly seriesByCode = new Map<string, CandleSeries[]>();
  /** watches with a page of older candles on its way */
  private readonly paging = new Set<number>();
  /** per watch: the oldest time a page came back empty for (nothing older on the server) */
  private readonly pagedToStart = new Map<number, number>();
  /** per watch: the latest history load (an older one that answers late is dropped) */
  private readonly loads = new Map<number, number>();
  private failed: number[] = [];
  /** watches whose latest history load failed (offline, the server down): loaded again once it can be */
  private readonly unloadable = new Set<number>();

  constructor(private readonly host: CandleWatchesHost) {}

  /** Starts watch `watch` of `code` at `period` (replacing what it watched) and loads its history. */
  watch(watch: number, code: string, period: CandlePeriod): void {
    this.unwatch(watch);
    const series = new CandleSeries(code, period);
    this.watches.set(watch, series);
    const list = this.seriesByCode.get(code) ?? [];
    list.push(series);
    this.seriesByCode.set(code, list);
    void this.load(watch);
  }

  /** Stops a watch; returns the code it watched (undefined when it watched nothing). */
  unwatch(watch: number): string | undefined {
    const series = this.watches.get(watch);
    if (series === undefined) return undefined;
    this.watches.delete(watch);
    this.loads.delete(watch);
    this.unloadable.delete(watch);
    this.pagedToStart.delete(watch);
    const list = (this.seriesByCode.get(series.code) ?? []).filter((item) => item !== series);
    if (list.length > 0) this.seriesByCode.set(series.code, list);
    else this.seriesByCode.delete(series.code);
    return series.code;
  }

  reload(watch: number): void {
    const series = this.watches.get(watch);
    if (series === undefined) return;
    series.unload();
    void this.load(watch);
  }

  /** Every watch's history again (after a resync). */
  reloadAll(): Promise<unknown> {
    return Promise.all([...this.watches.keys()].map((watch) => this.load(watch)));
  }

  /** The watches whose history failed, again (the socket opened for the first time: the network is there). */
  reloadFailed(): Promise<unknown> {
    return Promise.all([...this.unloadable].map((watch) => this.load(watch)));
  }

  /**
   * Pages a watch back: the page of candles before its oldest goes in front and the whole series is sent
   * again (a reset the chart shows without moving the view). One page at a time per watch; a page with
   * nothing older ends the paging for that watch until its history is loaded again.
   */
  loadOlder(watch: number): void {
    const series = this.watches.get(watch);
    const oldest = series?.oldestTime;
    if (series === undefined || oldest === undefined || !series.isLoaded) return;
    if (this.paging.has(watch) || this.pagedToStart.get(watch) === oldest) return;
    this.paging.add(watch);
    void this.host
      .symbolId(series.code)
      .then((id) => (id === undefined ? [] : this.host.rest.kline(id, series.period, oldest)))
      .then((older) => {
        if (this.watches.get(watch) !== series) return;
        if (series.prepend(older) === 0) this.pagedToStart.set(watch, oldest);
        else this.host.changed();
      })
      .catch(() => {
        // the chart asks again when the user scrolls near the oldest bar
      })
      .finally(() => this.paging.delete(watch));
  }

  /** A live quote of `code` into its charts (volume 0: the tick count comes with the server's minute). */
  foldQuote(code: string, time: number, bid: number): void {
    const charts = this.seriesByCode.get(code);
    if (charts !== undefined) for (const series of charts) series.fold(time, bid, 0);
  }

  /** The server's live minute of `code` (KLINE.<code>), when it is one. */
  applyMinute(code: string, data: unknown): void {
    const charts = this.seriesByCode.get(code);
    if (charts === undefined || !isCandleTuple(data)) return;
    for (const series of charts) series.applyMinute(data);
  }

  get hasChanges(): boolean {
    if (this.failed.length > 0) return true;
    for (const series of this.watches.values()) if (series.hasChanges) return true;
    return false;
  }

  /** Moves what changed into `update`; false when nothing did. */
  takeInto(update: RealtimeUpdate): boolean {
    const candles: CandleUpdate[] = [];
    for (const [watch, series] of this.watches) {
      const tail = series.take();
      if (tail !== null) candles.push({ watch, reset: tail.reset, candles: tail.candles });
    }
    if (candles.length > 0) update.candles = candles;
    if (this.failed.length > 0) {
      update.candleErrors = this.failed;
      this.failed = [];
    }
    return candles.length > 0 || update.candleErrors !== undefined;
  }

  /** Series of a watch (tests). */
  series(watch: number): CandleSeries | undefined {
    return this.watches.get(watch);
  }

  private async load(watch: number): Promise<void> {
    const series = this.watches.get(watch);
    if (series === undefined) return;
    const generation = (this.loads.get(watch) ?? 0) + 1;
    this.loads.set(watch, generation);
    this.unloadable.delete(watch);
    series.unload();
    try {
      const id = await this.host.symbolId(series.code);
      if (id === undefined) throw new Error(`unknown symbol ${series.code}`);
      const history = await this.host.rest.kline(id, series.period);
      if (this.loads.get(watch) !== generation) return;
      series.load(history);
    } catch {
      if (this.loads.get(watch) !== generation) return;
      this.failed.push(watch);
      this.unloadable.add(watch);
    }
    this.host.changed();
  }
}

function isCandleTuple(value: unknown): value is CandleTuple {
  return Array.isArray(value) && value.length >= 6 && value.every((item) => typeof item === 'number');
}
