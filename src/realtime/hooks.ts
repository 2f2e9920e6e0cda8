import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import {
  type AccountTotals,
  type MovedStops,
  type PriceAlertFired,
  TOPIC_FOREX_CLOSED,
  TOPIC_FOREX_STOPS,
  TOPIC_FOREX_TRADE,
  TOPIC_PRICE_ALERT,
} from '../../protocol/ws.ts';
import type { RealtimeBridge } from './bridge.ts';
import type { CandleSnapshot, CandleTailListener, CandleWatch } from './candleWatch.ts';
import { realtime } from './ensureRealtime.ts';

const LOADING: CandleSnapshot = { candles: undefined, status: 'loading' };
const noop = () => {};

export interface CandleFeed extends CandleSnapshot {
  /**
   * Every change as it is applied, outside React: `reset` true hands the whole series (history loaded or
   * resynced after a reconnect or a dropped batch), otherwise the changed tail (one candle, two when a
   * period rolls over: the closed one's final values and the new open one). A tail candle with the Time of
   * an existing one replaces it; a later one appends. Returns the unsubscribe.
   */
  subscribe(listener: CandleTailListener): () => void;
  /** Loads the history again (after `status === 'error'`). */
  retry(): void;
  /**
   * Pages back: the worker loads the candles before the oldest and hands the whole series again (a
   * reset with older bars in front; a chart keeps its view on the same bars).
   */
  loadOlder(): void;
}

/**
 * The chart's candles of `code` at `period`, from the realtime worker: history from `kline`, then the open
 * candle kept live (the worker folds every quote with the server's aggregation code, rolling over at the
 * period boundary, 1day at 17:00 New York).
 *
 * React re-renders only when the whole series is replaced (load, resync) or the status changes: tails are
 * written into that same array and reach `subscribe` listeners outside React, so a live tape does not
 * re-render the screen. A chart calls `setData(candles)` when `candles` changes and `subscribe`s for tails.
 * `subscribe` and `retry` keep their identity while the watch does.
 */
export function useCandles(code: string | undefined, period: CandlePeriod): CandleFeed {
  const [watch, setWatch] = useState<CandleWatch | null>(null);
  useEffect(() => {
    if (code === undefined) return;
    let release: (() => void) | null = null;
    let cancelled = false;
    void realtime().then((bridge) => {
      if (cancelled) return;
      const held = bridge.watchCandles(code, period);
      release = held.release;
      setWatch(held.watch);
    });
    return () => {
      cancelled = true;
      release?.();
      setWatch(null);
    };
  }, [code, period]);
  const snapshot = useSyncExternalStore(
    (onChange) => (watch ? watch.onChange(onChange) : noop),
    () => watch?.snapshot ?? LOADING,
  );
  const subscribe = useCallback((listener: CandleTailListener) => (watch ? watch.onTail(listener) : noop), [watch]);
  const retry = useCallback(() => {
    if (watch) void realtime().then((bridge) => bridge.reloadCandles(watch));
  }, [watch]);
  const loadOlder = useCallback(() => {
    if (watch) void realtime().then((bridge) => bridge.loadOlderCandles(watch));
  }, [watch]);
  return { ...snapshot, subscribe, retry, loadOlder };
}

/** Starts listening on the bridge for one kind of per-user value; returns the stop. Keep it a module constant. */
type BridgeListen<T> = (bridge: RealtimeBridge, listener: (value: T) => void) => () => void;

/**
 * Subscribes to a per-user topic (FOREX_TRADE, FOREX_CLOSED, PRICE_ALERT) while the calling component is
 * mounted and hands what arrives on it to `onValue`. The bridge counts subscribers, so several components
 * may hold the same topic. Keep `listen` and `onValue` stable (a module constant, useCallback).
 */
function useUserTopic<T>(topic: string, listen: BridgeListen<T>, onValue: (value: T) => void): void {
  useEffect(() => {
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    void realtime().then((bridge) => {
      if (cancelled) return;
      const stopListening = listen(bridge, onValue);
      const unsubscribe = bridge.subscribe(topic);
      cleanup = () => {
        stopListening();
        unsubscribe();
      };
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [topic, listen, onValue]);
}

const listenTotals: BridgeListen<AccountTotals | null> = (bridge, listener) => {
  listener(bridge.totals);
  return bridge.onTotals(listener);
};
const listenClosed: BridgeListen<readonly number[]> = (bridge, listener) => bridge.onClosed(listener);
const listenStops: BridgeListen<MovedStops['orders']> = (bridge, listener) => bridge.onStops(listener);
const listenAlerts: BridgeListen<readonly PriceAlertFired[]> = (bridge, listener) => bridge.onAlerts(listener);

/** The logged-in user's live account totals (FOREX_TRADE); null until the first message or when logged out. */
export function useAccountTotals(): AccountTotals | null {
  const [totals, setTotals] = useState<AccountTotals | null>(null);
  useUserTopic(TOPIC_FOREX_TRADE, listenTotals, setTotals);
  return totals;
}

/**
 * Calls `onClosed` with the ids of the user's orders the server closed (stop-loss, take-profit, stop-out),
 * live from FOREX_CLOSED, while the calling component is mounted. Keep `onClosed` stable (useCallback).
 */
export function useClosedOrders(onClosed: (ids: readonly number[]) => void): void {
  useUserTopic(TOPIC_FOREX_CLOSED, listenClosed, onClosed);
}

/**
 * Calls `onFired` with the user's price alerts that fired (each once, in arrival order), live from
 * PRICE_ALERT, while the calling component is mounted. Keep `onFired` stable (useCallback).
 */
export function usePriceAlerts(onFired: (alerts: readonly PriceAlertFired[]) => void): void {
  useUserTopic(TOPIC_PRICE_ALERT, listenAlerts, onFired);
}

/**
 * Calls `onMoved` with the stop-losses the server moved itself (trailing stops: order id and new stop),
 * live from FOREX_STOPS, while the calling component is mounted. Keep `onMoved` stable (useCallback).
 */
export function useMovedStops(onMoved: (moved: MovedStops['orders']) => void): void {
  useUserTopic(TOPIC_FOREX_STOPS, listenStops, onMoved);
}
