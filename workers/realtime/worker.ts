/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import type { RealtimeApi, RealtimeConfig, UpdateSink } from './api.ts';
import { RealtimeCore, transferablesOf } from './core.ts';
import { replaySocketFactory } from './replaySocket.ts';
import { fetchRestApi } from './restApi.ts';
import type { SocketFactory } from './socket.ts';
import { realTimers } from './timers.ts';

declare const self: DedicatedWorkerGlobalScope;

let core: RealtimeCore | null = null;

function socketFactory(config: RealtimeConfig): SocketFactory {
  if (config.replay) return replaySocketFactory(config.replay.bytes, config.replay.speed, realTimers);
  return (url) => new WebSocket(url);
}

const api: RealtimeApi = {
  start(config: RealtimeConfig, sink: UpdateSink) {
    core?.stop();
    core = new RealtimeCore({
      url: config.url,
      socketFactory: socketFactory(config),
      timers: realTimers,
      rest: fetchRestApi(config.apiBase),
      token: config.token,
      hidden: config.hidden,
      online: config.online,
      // the typed arrays move to the main thread instead of being copied
      sink: (update) => sink(transfer(update, transferablesOf(update))),
    });
    core.start();
  },
  ensureOpen: () => core?.connection.ensureOpen(),
  setToken: (token) => core?.connection.setToken(token),
  setHidden: (hidden) => core?.setHidden(hidden),
  setOnline: (online) => core?.connection.setOnline(online),
  subscribe: (topic) => core?.subscribe(topic),
  unsubscribe: (topic) => core?.unsubscribe(topic),
  watchCandles: (watch, code, period) => core?.watchCandles(watch, code, period),
  unwatchCandles: (watch) => core?.unwatchCandles(watch),
  applyListSnapshot: (symbols, requestedAt) => core?.applySnapshot(symbols, requestedAt),
  loadOlderCandles: (watch) => core?.loadOlderCandles(watch),
  reloadCandles: (watch) => core?.reloadCandles(watch),
};

// The worker sees the network go away and come back on its own global too.
self.addEventListener('offline', () => core?.connection.setOnline(false));
self.addEventListener('online', () => core?.connection.setOnline(true));

expose(api);
