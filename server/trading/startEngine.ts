import type { Db } from '../db/database.ts';
import type { MarketService } from '../market/marketService.ts';
import { type EngineTimings, type Publisher, TradingEngine } from './engine.ts';
import { LiveStopOutLevel, LiveStopsLevels, STOP_OUT_RELOAD_MS } from './liveTradingSettings.ts';
import { loadTradingSymbols } from './tradingSymbols.ts';

export const DEFAULT_STOP_OUT_LEVEL = 50;

type Log = (message: string, error?: unknown) => void;

/**
 * The trading settings in force, kept in memory: the stop-out level and the symbols' stops levels, re-read
 * every few seconds (staff may change them through any process; the process they save through reloads at once).
 */
export async function followTradingSettings(db: Db, fallbackStopOut: number | undefined, log: Log) {
  const level = await LiveStopOutLevel.load(db, fallbackStopOut ?? DEFAULT_STOP_OUT_LEVEL);
  const stopsLevels = await LiveStopsLevels.load(db);
  const reload = setInterval(() => {
    level.reload().catch((error: unknown) => log('stop-out level reload', error));
    stopsLevels.reload().catch((error: unknown) => log('stops levels reload', error));
  }, STOP_OUT_RELOAD_MS);
  reload.unref();
  return { level, stopsLevels, stop: () => clearInterval(reload) };
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
  /** trigger lag (metrics) */
  timings?: EngineTimings;
}

/** The trading engine on a running market, its orders reloaded and its triggers following the ticks. */
export async function startTradingEngine(deps: StartEngineDeps) {
  const settings = await followTradingSettings(deps.db, deps.stopOutLevel, deps.log);
  const engine = new TradingEngine({
    db: deps.db,
    market: deps.market,
    symbols: await loadTradingSymbols(deps.db),
    publisher: deps.publisher,
    now: deps.now,
    marketAlwaysOpen: deps.marketAlwaysOpen,
    stopOutLevel: () => settings.level.current,
    stopsLevel: async (symbolId) => settings.stopsLevels.of(symbolId),
    log: deps.log,
    ...(deps.timings ? { timings: deps.timings } : {}),
  });
  await engine.start();
  return {
    engine,
    stopOutLevel: settings.level,
    stopsLevels: settings.stopsLevels,
    /** Stops following the market, finishing the triggers already queued. */
    async stop() {
      settings.stop();
      await engine.stop();
    },
  };
}
