import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { TradingEngine } from './engine.ts';
import { loadTradingSymbols } from './tradingSymbols.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The margin-trading engine (routes, the demo reset and tests reach it here). */
    trading: TradingEngine;
  }
}

export const DEFAULT_STOP_OUT_LEVEL = 50;

/** Starts the engine on the app's market and gateway; it stops (finishing queued triggers) with the app. */
export async function startTrading(app: FastifyInstance, deps: AppDeps): Promise<TradingEngine> {
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
    stopOutLevel: deps.stopOutLevel ?? DEFAULT_STOP_OUT_LEVEL,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  await engine.start();
  app.decorate('trading', engine);
  app.addHook('onClose', async () => engine.stop());
  return engine;
}

/** Typed access for code outside the server project (benchmarks). */
export function tradingOf(app: FastifyInstance): TradingEngine {
  return app.trading;
}
