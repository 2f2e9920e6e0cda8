import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type ProcessMetrics, timedDesk } from '../cluster/metrics.ts';
import type { Db } from '../db/database.ts';
import type { MarketService } from '../market/marketService.ts';
import { REALTIME_PLUGIN } from '../realtime/plugin.ts';
import type { TradingEngine } from './engine.ts';
import type { LiveStopOutLevel, LiveStopsLevels } from './liveTradingSettings.ts';
import { startTradingEngine } from './startEngine.ts';
import type { TradingDesk } from './tradingDesk.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The margin-trading engine of a process that runs it (ROLE=all; tests reach it here). */
    trading: TradingEngine;
    /** What the routes ask of trading: the engine itself, or on a gateway the engine leader over the bus. */
    tradingDesk: TradingDesk;
    /** The stop-out level in force; the back office reloads it when staff change it. */
    stopOutLevel: LiveStopOutLevel;
    /** The symbols' stops levels in force; the back office reloads them when staff change one. */
    stopsLevels: LiveStopsLevels;
  }
}

export interface TradingDeps {
  db: Db;
  market: MarketService;
  now: () => number;
  marketAlwaysOpen: boolean;
  stopOutLevel?: number;
  /** order latency and the rest of the process's metrics */
  metrics?: ProcessMetrics;
}

/**
 * Starts the engine on the app's market and publishes through the realtime gateway (a declared dependency:
 * registering this first fails at start, it is not assumed); it stops, finishing queued triggers, with the app.
 */
export const tradingPlugin = fastifyPlugin<TradingDeps>(
  async (app, deps) => {
    const started = await startTradingEngine({
      ...deps,
      publisher: {
        toUser: (userId, topic, data) => app.realtime.publishToUser(userId, topic, data),
        isOnline: (userId) => app.realtime.hasUser(userId),
      },
      log: (message, error) => app.log.error({ err: error }, message),
      ...(deps.metrics ? { timings: deps.metrics } : {}),
    });
    app.decorate('trading', started.engine);
    app.decorate('tradingDesk', timedDesk(started.engine, deps.metrics));
    app.decorate('stopOutLevel', started.stopOutLevel);
    app.decorate('stopsLevels', started.stopsLevels);
    app.addHook('onClose', async () => started.stop());
  },
  { name: 'pipwave-trading', fastify: '5.x', dependencies: [REALTIME_PLUGIN] },
);

/** Typed access for code outside the server project (benchmarks). */
export function tradingOf(app: FastifyInstance): TradingEngine {
  return app.trading;
}
