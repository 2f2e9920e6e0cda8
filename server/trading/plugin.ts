import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import type { MarketService } from '../market/marketService.ts';
import { REALTIME_PLUGIN } from '../realtime/plugin.ts';
import { TradingEngine } from './engine.ts';
import { LiveStopOutLevel, LiveStopsLevels, STOP_OUT_RELOAD_MS } from './liveTradingSettings.ts';
import { loadTradingSymbols } from './tradingSymbols.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The margin-trading engine (routes, the demo reset and tests reach it here). */
    trading: TradingEngine;
    /** The stop-out level in force; the back office reloads it when staff change it. */
    stopOutLevel: LiveStopOutLevel;
    /** The symbols' stops levels in force; the back office reloads them when staff change one. */
    stopsLevels: LiveStopsLevels;
  }
}

export const DEFAULT_STOP_OUT_LEVEL = 50;

export interface TradingDeps {
  db: Db;
  market: MarketService;
  now: () => number;
  marketAlwaysOpen: boolean;
  stopOutLevel?: number;
}

/**
 * Starts the engine on the app's market and publishes through the realtime gateway (a declared dependency:
 * registering this first fails at start, it is not assumed); it stops, finishing queued triggers, with the app.
 */
export const tradingPlugin = fastifyPlugin<TradingDeps>(
  async (app, deps) => {
    const stopOutLevel = await LiveStopOutLevel.load(deps.db, deps.stopOutLevel ?? DEFAULT_STOP_OUT_LEVEL);
    const stopsLevels = await LiveStopsLevels.load(deps.db);
    const reload = setInterval(() => {
      stopOutLevel.reload().catch((error: unknown) => app.log.error({ err: error }, 'stop-out level reload'));
      stopsLevels.reload().catch((error: unknown) => app.log.error({ err: error }, 'stops levels reload'));
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
      stopOutLevel: () => stopOutLevel.current,
      stopsLevel: async (symbolId) => stopsLevels.of(symbolId),
      log: (message, error) => app.log.error({ err: error }, message),
    });
    await engine.start();
    app.decorate('trading', engine);
    app.decorate('stopOutLevel', stopOutLevel);
    app.decorate('stopsLevels', stopsLevels);
    app.addHook('onClose', async () => {
      clearInterval(reload);
      await engine.stop();
    });
  },
  { name: 'pipwave-trading', fastify: '5.x', dependencies: [REALTIME_PLUGIN] },
);

/** Typed access for code outside the server project (benchmarks). */
export function tradingOf(app: FastifyInstance): TradingEngine {
  return app.trading;
}
