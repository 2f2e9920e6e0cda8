import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { AccountTotals, MovedStops, PriceAlertFired } from '../../protocol/ws.ts';
import type { ConnectionState } from './connection.ts';

export type { ConnectionState } from './connection.ts';

/** Numbers per changed symbol in `QuoteUpdate.values`, at these offsets. */
export const QUOTE_STRIDE = 7;
export const Q_BID = 0;
export const Q_ASK = 1;
export const Q_OPEN = 2;
export const Q_HIGH = 3;
export const Q_LOW = 4;
export const Q_TIME = 5;
/** 1 open, 0 closed (from the latest trade_list snapshot; ticks do not carry it), NaN not known yet */
export const Q_MARKET_OPEN = 6;

/** Numbers per candle in `CandleUpdate.candles`: Time, Open, High, Low, Close, Volume. */
export const CANDLE_STRIDE = 6;

/** The symbols whose quote changed since the previous update; both arrays are transferred, not copied. */
export interface QuoteUpdate {
  /** codes seen for the first time, appended to the symbol table (a symbol's index = order of first sight) */
  newCodes: string[];
  /** the changed symbols' indexes */
  index: Uint16Array;
  /** QUOTE_STRIDE numbers per entry of `index`: bid, ask, day open, day high, day low, quote time, open */
  values: Float64Array;
}

/** Candles of one watched chart: the whole series on `reset`, otherwise only the changed tail. */
export interface CandleUpdate {
  watch: number;
  reset: boolean;
  /** CANDLE_STRIDE numbers per candle, ascending by time; a tail candle with the last one's Time replaces it */
  candles: Float64Array;
}

/** What the worker hands the main thread, at most once per animation frame (about 1 Hz while hidden). */
export interface RealtimeUpdate {
  quotes?: QuoteUpdate;
  candles?: CandleUpdate[];
  /** watches whose history could not be loaded (the chart offers a retry) */
  candleErrors?: number[];
  /** FOREX_TRADE: the latest account totals of the logged-in user */
  totals?: AccountTotals;
  /** FOREX_CLOSED: ids of orders closed since the previous update */
  closed?: number[];
  /** PRICE_ALERT: the user's price alerts that fired since the previous update, in arrival order */
  alerts?: PriceAlertFired[];
  /** FOREX_STOPS: stop-losses the server moved (trailing stops) since the previous update, the latest per order */
  stops?: MovedStops['orders'];
  connection?: ConnectionState;
  /** the server's answer to the latest login */
  login?: boolean;
}

/**
 * Receives updates on the main thread. The worker sends the next update only after the returned promise
 * settles, so the main thread paces it (the bridge settles once the frame after the update has been drawn),
 * and no sooner than the main thread's cost of an update allows (the number it resolves to, in ms:
 * updatePacing.ts).
 */
export type UpdateSink = (update: RealtimeUpdate) => Promise<number | undefined> | number | undefined;

export interface RealtimeConfig {
  /** the socket URL, e.g. wss://host/v1/ws */
  url: string;
  /** where the REST API lives ('' for the worker's own origin) */
  apiBase: string;
  token: string | null;
  hidden: boolean;
  online: boolean;
  /** play a recorded stream (protocol/streamFile.ts) instead of opening a socket: tests and benchmarks */
  replay?: { bytes: Uint8Array; speed: number };
}

/** The realtime worker's whole API, used by the app's bridge and by tests through comlink. */
export interface RealtimeApi {
  /** Starts the core; quote updates begin at once (DAY_MARKET is always subscribed). */
  start(config: RealtimeConfig, sink: UpdateSink): void;
  /** Opens the socket now if it is not open or opening (every navigation calls it, SPEC §2). */
  ensureOpen(): void;
  /** Logs the socket in with a new token, or out with null, without reconnecting. */
  setToken(token: string | null): void;
  /** Hidden pages get about one update per second. */
  setHidden(hidden: boolean): void;
  setOnline(online: boolean): void;
  /** Per-user topics (FOREX_TRADE, FOREX_CLOSED, PRICE_ALERT) and any other topic by name. */
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
  /** Loads the history of `code` at `period` and keeps its open candle live; `watch` is the caller's id. */
  watchCandles(watch: number, code: string, period: CandlePeriod): void;
  unwatchCandles(watch: number): void;
  /**
   * A trade_list snapshot the page fetched (requested at `requestedAt`, Date.now()): the worker is the one
   * owner of quotes, so it applies it, to symbols with no tick received since the request, and takes every
   * symbol's market status from it.
   */
  applyListSnapshot(symbols: TradeSymbol[], requestedAt: number): void;
  /** Pages a watch back by one page of older candles (the chart scrolled near its oldest bar). */
  loadOlderCandles(watch: number): void;
  /** Loads a watch's history again (after an error). */
  reloadCandles(watch: number): void;
}
