import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { readSetting } from '../settings/settingsStore.ts';
import { TradingEngine } from './engine.ts';
import { LiveStopOutLevel, readStopsLevel, STOP_OUT_RELOAD_MS } from './liveTradingSettings.ts';
import { loadTradingSymbols } from './tradingSymbols.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The margin-trading engine (routes, the demo reset and tests reach it here). */
    trading: TradingEngine;
    /** The stop-out level in force; the back office reloads it when staff change it. */
    stopOutLevel: LiveStopOutLevel;
  }
}

export const DEFAULT_STOP_OUT_LEVEL = 50;

/** Starts the engine on the app's market and gateway; it stops (finishing queued triggers) with the app. */
export async function startTrading(app: FastifyInstance, deps: AppDeps): Promise<TradingEngine> {
  const stopOutLevel = await LiveStopOutLevel.load(deps.db, deps.stopOutLevel ?? DEFAULT_STOP_OUT_LEVEL);
  const reload = setInterval(() => {
    stopOutLevel.reload().catch((error: unknown) => app.log.error({ err: error }, 'stop-out level reload'));
  }, STOP_OUT_RELOAD_MS);
  reload.unref();
  const engine = new TradingEngine({
    db: deps.db,
    market: deps.market,
    symbols: await loadTradingSymbols(deps.db),
    publisher: {
      toUser: (userId, topic, data) => app.realtime.publishToUser(userId, topic, data),
      isOnline: (userId) => app.realtime.hasUser(userId),
    },
    now: deps.now,
    marketAlwaysOpen: deps.marketAlwaysOpen,
    feeType: async () => Number(await readSetting(deps.db, 'trade_fee_type')),
    stopOutLevel: () => stopOutLevel.current,
    stopsLevel: (symbolId) => readStopsLevel(deps.db, symbolId),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  await engine.start();
  app.decorate('trading', engine);
  app.decorate('stopOutLevel', stopOutLevel);
  app.addHook('onClose', async () => {
    clearInterval(reload);
    await engine.stop();
  });
  return engine;
}

/** Typed access for code outside the server project (benchmarks). */
export function tradingOf(app: FastifyInstance): TradingEngine {
  return app.trading;
}
