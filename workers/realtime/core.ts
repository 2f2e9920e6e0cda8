import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import { KLINE_TOPIC_PREFIX, klineTopic, type ServerMessage, TOPIC_DAY_MARKET } from '../../protocol/ws.ts';
import type { RealtimeUpdate, UpdateSink } from './api.ts';
import type { CandleSeries } from './candleSeries.ts';
import { CandleWatches } from './candleWatches.ts';
import { RealtimeConnection } from './connection.ts';
import { QuoteCoalescer } from './quoteCoalescer.ts';
import type { RestApi } from './restApi.ts';
import { TopicSequences } from './sequences.ts';
import type { SocketFactory } from './socket.ts';
import type { Timers } from './timers.ts';
import { UpdatePacing } from './updatePacing.ts';
import { UserInbox } from './userInbox.ts';

export interface RealtimeCoreOptions {
  url: string;
  socketFactory: SocketFactory;
  timers: Timers;
  rest: RestApi;
  sink: UpdateSink;
  token?: string | null;
  hidden?: boolean;
  online?: boolean;
  random?: () => number;
}

/** Counters tests and benchmarks read. */
export interface CoreStats {
  resyncs: number;
  gaps: number;
  updates: number;
  ticks: number;
}

/**
 * The realtime worker's logic without the worker: the connection, gap detection, per-symbol coalescing,
 * candle folding and the paced hand-off to the main thread. Plain class with injected clock, socket and
 * REST, so node tests drive it against a real server with fake timers.
 */
export class RealtimeCore {
  readonly connection: RealtimeConnection;
  readonly stats: CoreStats = { resyncs: 0, gaps: 0, updates: 0, ticks: 0 };
  private readonly coalescer = new QuoteCoalescer();
  private readonly sequences = new TopicSequences();
  private readonly charts: CandleWatches;
  private readonly topicUsers = new Map<string, number>();
  private symbolIds = new Map<string, number>();
  private symbolsLoading: Promise<Map<string, number>> | null = null;
  private readonly inbox = new UserInbox();
  private connectionChanged = false;
  private login: boolean | undefined;
  private hidden: boolean;
  private flushTimer: number | null = null;
  private inFlight = false;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private readonly pacing = new UpdatePacing();
  private resyncing = false;
  private resyncAgain = false;

  constructor(private readonly options: RealtimeCoreOptions) {
    this.hidden = options.hidden ?? false;
    this.charts = new CandleWatches({
      rest: options.rest,
      symbolId: (code) => this.symbolId(code),
      changed: () => this.scheduleFlush(),
    });
    this.connection = new RealtimeConnection({
      url: options.url,
      socketFactory: options.socketFactory,
      timers: options.timers,
      random: options.random,
      online: options.online,
      events: {
        message: (message) => this.handle(message),
        open: (reconnect) => this.opened(reconnect),
        state: () => {
          this.connectionChanged = true;
          this.scheduleFlush();
        },
      },
    });
    this.connection.setToken(options.token ?? null);
    this.connection.subscribe([TOPIC_DAY_MARKET]);
  }

  start(): void {
    this.connection.ensureOpen();
  }

  stop(): void {
    this.connection.stop();
    if (this.flushTimer !== null) this.options.timers.clearTimeout(this.flushTimer);
    this.flushTimer = null;
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
  }

  subscribe(topic: string): void {
    const users = (this.topicUsers.get(topic) ?? 0) + 1;
    this.topicUsers.set(topic, users);
    if (users === 1) this.connection.subscribe([topic]);
  }

  unsubscribe(topic: string): void {
    const users = (this.topicUsers.get(topic) ?? 0) - 1;
    if (users > 0) {
      this.topicUsers.set(topic, users);
      return;
    }
    this.topicUsers.delete(topic);
    this.sequences.forget(topic);
    if (topic !== TOPIC_DAY_MARKET) this.connection.unsubscribe([topic]);
  }

  watchCandles(watch: number, code: string, period: CandlePeriod): void {
    this.unwatchCandles(watch);
    this.subscribe(klineTopic(code));
    this.charts.watch(watch, code, period);
  }

  unwatchCandles(watch: number): void {
    const code = this.charts.unwatch(watch);
    if (code !== undefined) this.unsubscribe(klineTopic(code));
  }

  reloadCandles(watch: number): void {
    this.charts.reload(watch);
  }

  /** Pages a watch back (CandleWatches.loadOlder): the whole series is sent again with the older page in front. */
  loadOlderCandles(watch: number): void {
    this.charts.loadOlder(watch);
  }

  /** Handles one decoded server message (the connection calls it; benchmarks call it directly). */
  handle(message: ServerMessage): void {
    if (message.op === 'pong') return;
    if (message.op === 'login') {
      this.login = message.ok;
      this.scheduleFlush();
      return;
    }
    const topic = message.topic;
    if (this.sequences.gap(topic, message.seq)) {
      this.stats.gaps += 1;
      this.resync();
    }
    if (topic === TOPIC_DAY_MARKET) this.ingestQuotes(message.data);
    else if (topic.startsWith(KLINE_TOPIC_PREFIX))
      this.charts.applyMinute(topic.slice(KLINE_TOPIC_PREFIX.length), message.data);
    else this.inbox.ingest(topic, message.data);
    this.scheduleFlush();
  }

  /** Series of a watch (tests). */
  series(watch: number): CandleSeries | undefined {
    return this.charts.series(watch);
  }

  private ingestQuotes(data: unknown): void {
    if (!Array.isArray(data)) return;
    const coalescer = this.coalescer;
    for (const tuple of data as unknown[]) {
      if (!Array.isArray(tuple) || tuple.length < 7) continue;
      const code: unknown = tuple[0];
      const time: unknown = tuple[1];
      const bid: unknown = tuple[2];
      const ask: unknown = tuple[3];
      const open: unknown = tuple[4];
      const high: unknown = tuple[5];
      const low: unknown = tuple[6];
      if (
        typeof code !== 'string' ||
        typeof time !== 'number' ||
        typeof bid !== 'number' ||
        typeof ask !== 'number' ||
        typeof open !== 'number' ||
        typeof high !== 'number' ||
        typeof low !== 'number'
      ) {
        continue;
      }
      coalescer.put(coalescer.indexOf(code), time, bid, ask, open, high, low, this.options.timers.now());
      this.stats.ticks += 1;
      this.charts.foldQuote(code, time, bid);
    }
  }

  /**
   * A reconnect resyncs; the first open has nothing to catch up on, but a chart whose history failed before
   * it (the app started offline) loads now instead of staying on its error.
   */
  private opened(reconnect: boolean): void {
    this.sequences.forget();
    if (reconnect) this.resync();
    else void this.charts.reloadFailed();
  }

  /** Fetches what may have been missed: a fresh trade_list snapshot, then every open chart's history. */
  private resync(): void {
    this.stats.resyncs += 1;
    if (this.resyncing) {
      this.resyncAgain = true;
      return;
    }
    this.resyncing = true;
    const requestedAt = this.options.timers.now();
    void this.options.rest
      .tradeList()
      .then((symbols) => this.applySnapshot(symbols, requestedAt))
      .catch(() => {
        // the live stream goes on; the next reconnect or gap tries again
      })
      .then(() => this.charts.reloadAll())
      .finally(() => {
        this.resyncing = false;
        if (this.resyncAgain) {
          this.resyncAgain = false;
          this.resync();
        }
      });
  }

  /**
   * A trade_list snapshot, fetched by the worker (resync) or by the page (its market list query), requested
   * at `requestedAt`: prices for symbols with no tick since, every symbol's market status. The one place
   * snapshots reach the quotes.
   */
  applySnapshot(symbols: readonly TradeSymbol[], requestedAt: number): void {
    this.symbolIds = new Map(symbols.map((symbol) => [symbol.Code, symbol.Id]));
    const now = this.options.timers.now();
    for (const symbol of symbols) {
      const quote = symbol.ForexQuotations;
      const bid = Number(quote.Bid);
      if (!Number.isFinite(bid)) continue;
      this.coalescer.putSnapshot(requestedAt, symbol.Code, {
        time: now,
        bid,
        ask: Number(quote.Ask),
        open: Number(quote.Open),
        high: Number(quote.High),
        low: Number(quote.Low),
        marketOpen: symbol.MarketStatus === 1,
      });
    }
    this.scheduleFlush();
  }

  private symbolId(code: string): Promise<number | undefined> {
    const known = this.symbolIds.get(code);
    if (known !== undefined) return Promise.resolve(known);
    this.symbolsLoading ??= this.options.rest
      .tradeList()
      .then((symbols) => {
        this.symbolIds = new Map(symbols.map((symbol) => [symbol.Code, symbol.Id]));
        return this.symbolIds;
      })
      .finally(() => {
        this.symbolsLoading = null;
      });
    return this.symbolsLoading.then((ids) => ids.get(code));
  }

  private scheduleFlush(): void {
    if (this.flushTimer !== null || this.inFlight) return;
    const timers = this.options.timers;
    const wait = Math.max(0, this.lastFlushAt + this.pacing.intervalMs(this.hidden) - timers.now());
    this.flushTimer = timers.setTimeout(() => {
      this.flushTimer = null;
      this.flush();
    }, wait);
  }

  private flush(): void {
    const update = this.takeUpdate();
    if (update === null) return;
    this.inFlight = true;
    this.lastFlushAt = this.options.timers.now();
    this.stats.updates += 1;
    let delivered: ReturnType<UpdateSink>;
    try {
      delivered = this.options.sink(update);
    } catch {
      delivered = undefined;
    }
    void Promise.resolve(delivered)
      .then((costMs) => {
        if (typeof costMs === 'number') this.pacing.measured(costMs);
      })
      .catch(() => {
        // a main thread that failed to apply one update still gets the next
      })
      .finally(() => {
        this.inFlight = false;
        if (this.hasPending()) this.scheduleFlush();
      });
  }

  private hasPending(): boolean {
    if (this.coalescer.hasChanges || this.connectionChanged || this.login !== undefined) return true;
    return this.inbox.hasPending || this.charts.hasChanges;
  }

  private takeUpdate(): RealtimeUpdate | null {
    const update: RealtimeUpdate = {};
    let empty = true;
    const quotes = this.coalescer.take();
    if (quotes !== null) {
      update.quotes = quotes;
      empty = false;
    }
    if (this.charts.takeInto(update)) empty = false;
    if (this.inbox.takeInto(update)) empty = false;
    if (this.connectionChanged) {
      update.connection = this.connection.state;
      this.connectionChanged = false;
      empty = false;
    }
    if (this.login !== undefined) {
      update.login = this.login;
      this.login = undefined;
      empty = false;
    }
    return empty ? null : update;
  }
}

/** Buffers an update hands over (transferred to the main thread, not copied). */
export function transferablesOf(update: RealtimeUpdate): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  if (update.quotes)
    buffers.push(update.quotes.index.buffer as ArrayBuffer, update.quotes.values.buffer as ArrayBuffer);
  for (const candle of update.candles ?? []) buffers.push(candle.candles.buffer as ArrayBuffer);
  return buffers;
}
