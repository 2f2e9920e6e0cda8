import type { Db } from '../db/database.ts';
import { listSymbols } from './catalog.ts';
import type { HistoryOptions } from './historySeeder.ts';
import type { ManualSource } from './manualSource.ts';
import { MarketService } from './marketService.ts';
import type { QuoteSource } from './quoteSource.ts';
import { ReplayFeed } from './replayFeed.ts';
import { SimulatedFeed } from './sim/simulatedFeed.ts';
import { SparklineCache } from './sparklineCache.ts';
import { readTape } from './tape.ts';

/** Days of daily candles before the one-minute history: more than 500 trading days for the 1day chart. */
export const DAILY_HISTORY_DAYS = 760;

export type FeedSetting =
  | { kind: 'sim' }
  | { kind: 'replay'; file: string; speed: number; symbolCode: string }
  | { kind: 'manual'; source: ManualSource };

export interface MarketConfig {
  feed: FeedSetting;
  seed: number;
  alwaysOpen: boolean;
  history: Omit<HistoryOptions, 'seed'>;
  now: () => number;
  log?: (message: string) => void;
}

/** Parses `FEED`: unset or `sim` for the simulator, `replay:<file>[@speed]` for a tape played onto EURUSD. */
export function parseFeed(raw: string | undefined): FeedSetting {
  if (!raw || raw === 'sim') return { kind: 'sim' };
  const match = /^replay:(.+?)(?:@(\d+(?:\.\d+)?))?$/.exec(raw);
  if (!match?.[1]) throw new Error(`FEED must be "sim" or "replay:<file>[@speed]", got "${raw}"`);
  const speed = match[2] ? Number(match[2]) : 1;
  if (!(speed > 0)) throw new Error(`FEED replay speed must be above 0, got "${match[2]}"`);
  return { kind: 'replay', file: match[1], speed, symbolCode: 'EURUSD' };
}

/** The market service and its sparkline cache, started: history ensured, quote source running. */
export async function createMarket(db: Db, config: MarketConfig) {
  const symbols = await listSymbols(db);
  const tape = config.feed.kind === 'replay' ? await readTape(config.feed.file) : [];
  const market = new MarketService(db, symbols, {
    history: { ...config.history, seed: config.seed },
    now: config.now,
    log: config.log,
    createSource(instruments, lastBids): QuoteSource {
      const feed = config.feed;
      if (feed.kind === 'manual') return feed.source;
      if (feed.kind === 'replay') {
        const target = symbols.find((symbol) => symbol.code === feed.symbolCode);
        if (!target) throw new Error(`replay target ${feed.symbolCode} is not a symbol`);
        return new ReplayFeed(tape, { symbolId: target.id, speed: feed.speed, clock: Date.now });
      }
      return new SimulatedFeed(instruments, {
        seed: config.seed,
        startPrices: lastBids,
        alwaysOpen: config.alwaysOpen,
        now: config.now,
      });
    },
  });
  await market.start();
  return { market, sparklines: new SparklineCache(db, market.quotes, config.now) };
}
