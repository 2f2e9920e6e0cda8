import type { Db } from '../db/database.ts';
import type { MarketService } from '../market/marketService.ts';
import { type Publisher, TradingEngine } from './engine.ts';
import { LiveStopOutLevel, readStopsLevel, STOP_OUT_RELOAD_MS } from './liveTradingSettings.ts';
import { loadTradingSymbols } from './tradingSymbols.ts';

export const DEFAULT_STOP_OUT_LEVEL = 50;

type Log = (message: string, error?: unknown) => void;

/** The stop-out level in force, re-read every few seconds (staff may change it through any process). */
export async function followStopOutLevel(db: Db, fallback: number | undefined, log: Log) {
  const level = await LiveStopOutLevel.load(db, fallback ?? DEFAULT_STOP_OUT_LEVEL);
  const reload = setInterval(() => {
    level.reload().catch((error: unknown) => log('stop-out level reload', error));
  }, STOP_OUT_RELOAD_MS);
  reload.unref();
  return { level, stop: () => clearInterval(reload) };
}

export interface StartEngineDeps {
  db: Db;
  market: MarketService;
  now: () => number;
  marketAlwaysOpen: boolean;
  stopOutLevel?: number;
  /** where per-user events go: the process's gateway, or the bus to every gateway */
  publisher: Publisher;
  log: Log;
}

/** The trading engine on a running market, its orders reloaded and its triggers following the ticks. */
export async function startTradingEngine(deps: StartEngineDeps) {
  const stopOut = await followStopOutLevel(deps.db, deps.stopOutLevel, deps.log);
  const engine = new TradingEngine({
    db: deps.db,
    market: deps.market,
    symbols: await loadTradingSymbols(deps.db),
    publisher: deps.publisher,
    now: deps.now,
    marketAlwaysOpen: deps.marketAlwaysOpen,
    stopOutLevel: () => stopOut.level.current,
    stopsLevel: (symbolId) => readStopsLevel(deps.db, symbolId),
    log: deps.log,
  });
  await engine.start();
  return {
    engine,
    stopOutLevel: stopOut.level,
    /** Stops following the market, finishing the triggers already queued. */
    async stop() {
      stopOut.stop();
      await engine.stop();
    },
  };
}
