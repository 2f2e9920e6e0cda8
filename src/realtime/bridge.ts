import { proxy, type Remote, releaseProxy, wrap } from 'comlink';
import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { AccountTotals, MovedStops, PriceAlertFired } from '../../protocol/ws.ts';
import {
  QUOTE_STRIDE,
  type RealtimeApi,
  type RealtimeConfig,
  type RealtimeUpdate,
} from '../../workers/realtime/api.ts';
import { useMarket } from '../market/marketStore.ts';
import { useSession } from '../stores/session.ts';
import { CandleWatch } from './candleWatch.ts';
import { useConnection } from './connectionStore.ts';

type Listener<T> = (value: T) => void;

/**
 * The main thread's side of the realtime worker: starts it, forwards the session token, visibility and
 * network state, and applies each update to the stores. Updates are paced by this side: the next one is
 * sent only after the frame that follows this one has been drawn (1 s when hidden), and less often when
 * an update costs this thread more than its share (the worker's pacing), so the main thread keeps time
 * for the user however busy the market is.
 */
export class RealtimeBridge {
  private readonly codes: string[] = [];
  private readonly watches = new Map<number, CandleWatch>();
  private readonly watchByKey = new Map<string, CandleWatch>();
  private readonly topicRefs = new Map<string, number>();
  private readonly totalsListeners = new Set<Listener<AccountTotals | null>>();
  private readonly closedListeners = new Set<Listener<readonly number[]>>();
  private readonly alertListeners = new Set<Listener<readonly PriceAlertFired[]>>();
  private readonly stopsListeners = new Set<Listener<MovedStops['orders']>>();
  private nextWatch = 1;
  totals: AccountTotals | null = null;

  constructor(
    private readonly worker: Worker,
    private readonly api: Remote<RealtimeApi>,
  ) {}

  start(config: RealtimeConfig): void {
    void this.api.start(
      config,
      proxy((update: RealtimeUpdate) => this.receive(update)),
    );
  }

  ensureOpen(): void {
    void this.api.ensureOpen();
  }

  setToken(token: string | null): void {
    if (token === null) this.setTotals(null);
    void this.api.setToken(token);
  }

  setHidden(hidden: boolean): void {
    void this.api.setHidden(hidden);
  }

  setOnline(online: boolean): void {
    void this.api.setOnline(online);
  }

  /** Reference-counted topic subscription (FOREX_TRADE, FOREX_CLOSED, PRICE_ALERT, FOREX_STOPS); returns the release. */
  subscribe(topic: string): () => void {
    const refs = (this.topicRefs.get(topic) ?? 0) + 1;
    this.topicRefs.set(topic, refs);
    if (refs === 1) void this.api.subscribe(topic);
    return () => {
      const left = (this.topicRefs.get(topic) ?? 1) - 1;
      if (left > 0) {
        this.topicRefs.set(topic, left);
        return;
      }
      this.topicRefs.delete(topic);
      void this.api.unsubscribe(topic);
    };
  }

  onTotals(listener: Listener<AccountTotals | null>): () => void {
    return listen(this.totalsListeners, listener);
  }

  /** Ids of the user's orders the server closed (FOREX_CLOSED), a batch per update. */
  onClosed(listener: Listener<readonly number[]>): () => void {
    return listen(this.closedListeners, listener);
  }

  /** The user's price alerts that fired (PRICE_ALERT), a batch per update in arrival order. */
  onAlerts(listener: Listener<readonly PriceAlertFired[]>): () => void {
    return listen(this.alertListeners, listener);
  }

  /** Stop-losses the server moved itself (FOREX_STOPS: trailing stops), the latest per order, a batch per update. */
  onStops(listener: Listener<MovedStops['orders']>): () => void {
    return listen(this.stopsListeners, listener);
  }

  /** The shared watch of `code` at `period`; call the returned release when done. */
  watchCandles(code: string, period: CandlePeriod): { watch: CandleWatch; release(): void } {
    const key = `${code}|${period}`;
    let watch = this.watchByKey.get(key);
    if (watch === undefined) {
      watch = new CandleWatch(this.nextWatch, code, period);
      this.nextWatch += 1;
      this.watchByKey.set(key, watch);
      this.watches.set(watch.id, watch);
      void this.api.watchCandles(watch.id, code, period);
    }
    const held = watch;
    held.refs += 1;
    let released = false;
    return {
      watch: held,
      release: () => {
        if (released) return;
        released = true;
        held.refs -= 1;
        if (held.refs > 0) return;
        this.watchByKey.delete(key);
        this.watches.delete(held.id);
        void this.api.unwatchCandles(held.id);
      },
    };
  }

  /** Hands a trade_list snapshot the page fetched to the worker, the quotes' one owner. */
  applyListSnapshot(symbols: TradeSymbol[], requestedAt: number): void {
    void this.api.applyListSnapshot(symbols, requestedAt);
  }

  /** Asks the worker for the page of candles before the watch's oldest (it sends the series again). */
  loadOlderCandles(watch: CandleWatch): void {
    void this.api.loadOlderCandles(watch.id);
  }

  reloadCandles(watch: CandleWatch): void {
    watch.loading();
    void this.api.reloadCandles(watch.id);
  }

  stop(): void {
    this.api[releaseProxy]();
    this.worker.terminate();
  }

  /**
   * Applies one update, then resolves once the frame after it has been drawn, so the worker sends the next
   * one no sooner, with what the update cost this thread in ms for the worker's pacing
   * (workers/realtime/updatePacing.ts): applying it, React rendering what it changed, and that frame. Nothing
   * is reported for a page that was hidden or drew no frame.
   */
  private async receive(update: RealtimeUpdate): Promise<number | undefined> {
    // asked for before the update is applied, so its frame callback runs ahead of those the update asks for
    // (the chart's redraw): they are timed as the frame's
    const frame = nextFrameCost();
    const started = performance.now();
    this.apply(update);
    // React renders the stores' changes in a microtask queued while applying: it runs before this one
    await Promise.resolve();
    const applying = performance.now() - started;
    const frameCost = await frame;
    return frameCost === undefined ? undefined : applying + frameCost;
  }

  private apply(update: RealtimeUpdate): void {
    if (update.connection !== undefined) useConnection.getState().set(update.connection);
    const quotes = update.quotes;
    if (quotes !== undefined) {
      for (const code of quotes.newCodes) this.codes.push(code);
      useMarket.getState().applyLive(this.codes, quotes.index, quotes.values, QUOTE_STRIDE);
    }
    for (const candles of update.candles ?? []) this.watches.get(candles.watch)?.apply(candles);
    for (const id of update.candleErrors ?? []) this.watches.get(id)?.failed();
    if (update.totals !== undefined) this.setTotals(update.totals);
    if (update.closed !== undefined && update.closed.length > 0) emit(this.closedListeners, update.closed);
    if (update.alerts !== undefined && update.alerts.length > 0) emit(this.alertListeners, update.alerts);
    if (update.stops !== undefined && update.stops.length > 0) emit(this.stopsListeners, update.stops);
  }

  private setTotals(totals: AccountTotals | null): void {
    this.totals = totals;
    emit(this.totalsListeners, totals);
  }
}

function listen<T>(listeners: Set<Listener<T>>, listener: Listener<T>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit<T>(listeners: ReadonlySet<Listener<T>>, value: T): void {
  for (const listener of listeners) listener(value);
}

/**
 * The main thread's time in the next frame: from its animation-frame callbacks (ours first of those asked for
 * after it) through style, layout, paint and commit, to the first task after them (a message to ourselves).
 * Undefined when the page is hidden (no frame is drawn) or hides before the frame.
 */
function nextFrameCost(): Promise<number | undefined> {
  if (typeof document !== 'undefined' && document.hidden) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    // rAF stops when the page is hidden mid-wait: the timer lets the worker go on at its hidden pace
    const timer = setTimeout(() => resolve(undefined), 1_000);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      const frameStarted = performance.now();
      const afterFrame = new MessageChannel();
      afterFrame.port1.onmessage = () => {
        afterFrame.port1.close();
        resolve(performance.now() - frameStarted);
      };
      afterFrame.port2.postMessage(null);
    });
  });
}

/** A bridge over a fresh worker; tests pass their own config (a replayed stream), the app its origin's. */
export function createRealtimeBridge(config: RealtimeConfig): RealtimeBridge {
  const worker = new Worker(new URL('../../workers/realtime/worker.ts', import.meta.url), {
    type: 'module',
    name: 'realtime',
  });
  const bridge = new RealtimeBridge(worker, wrap<RealtimeApi>(worker));
  bridge.start(config);
  return bridge;
}

/** The app's bridge: the page's own origin, the session's token, and the page's visibility and network. */
export function startAppRealtime(): RealtimeBridge {
  const secure = location.protocol === 'https:';
  const bridge = createRealtimeBridge({
    url: `${secure ? 'wss' : 'ws'}://${location.host}/v1/ws`,
    apiBase: location.origin,
    token: useSession.getState().token,
    hidden: document.hidden,
    online: navigator.onLine,
  });
  useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) bridge.setToken(state.token);
  });
  document.addEventListener('visibilitychange', () => {
    bridge.setHidden(document.hidden);
    // a page coming back is a navigation of sorts: make sure the socket is there
    if (!document.hidden) bridge.ensureOpen();
  });
  window.addEventListener('online', () => bridge.setOnline(true));
  window.addEventListener('offline', () => bridge.setOnline(false));
  return bridge;
}
