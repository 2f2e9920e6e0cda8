import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { AppDeps } from '../http/deps.ts';
import { createMarket } from '../market/createMarket.ts';
import { ManualSource } from '../market/manualSource.ts';

export interface TestMarketOptions {
  now?: () => number;
  /** days of one-minute history (default 1: enough for every chart without slowing tests) */
  historyDays?: number;
  /** days of daily candles before that (default 40; 760 is what `npm start` writes) */
  dailyDays?: number;
  alwaysOpen?: boolean;
}

/** A real market on the test database whose ticks the test pushes through `source`. */
export async function startTestMarket(database: DatabaseHandle, options: TestMarketOptions = {}) {
  const source = new ManualSource();
  const now = options.now ?? Date.now;
  const { market, sparklines } = await createMarket(database.db, {
    feed: { kind: 'manual', source },
    seed: 7,
    alwaysOpen: options.alwaysOpen ?? false,
    history: { minuteDays: options.historyDays ?? 1, dailyDays: options.dailyDays ?? 40 },
    now,
  });
  return { market, sparklines, source };
}

/** The real app on a test database with a hand-driven market; `deps` overrides fix the clock and more. */
export async function buildTestApp(
  database: DatabaseHandle,
  deps: Partial<AppDeps> = {},
  market: TestMarketOptions = {},
  /** a built client to serve (as `npm start` serves dist/) */
  staticDir?: string,
) {
  const now = deps.now ?? market.now ?? Date.now;
  const started = await startTestMarket(database, { ...market, now });
  const app = await buildApp({
    deps: {
      db: database.db,
      market: started.market,
      sparklines: started.sparklines,
      now,
      marketAlwaysOpen: false,
      ...deps,
    },
    ...(staticDir ? { staticDir } : {}),
  });
  app.addHook('onClose', async () => {
    await started.market.stop();
  });
  return Object.assign(app, { source: started.source, market: started.market });
}
