import { candleEnd } from '../../protocol/candles.ts';
import type { Db } from '../db/database.ts';
import { listSymbols } from '../market/catalog.ts';
import { MarketService } from '../market/marketService.ts';
import type { QuoteSource } from '../market/quoteSource.ts';
import { SparklineCache } from '../market/sparklineCache.ts';
import type { EventBus, MinuteTuple } from './bus.ts';

/**
 * The engine leader's side: every batch of ticks goes on the bus with the live minute candle of each symbol
 * it touched (after the recorder folded it), so the gateways need no candle logic of their own.
 */
export function relayMarket(market: MarketService, bus: EventBus): () => void {
  return market.onTicks((ticks) => {
    const minutes: MinuteTuple[] = [];
    for (const symbolId of new Set(ticks.map((tick) => tick.symbolId))) {
      const candle = market.recorder.liveMinute(symbolId);
      if (candle)
        minutes.push([symbolId, candle.Time, candle.Open, candle.High, candle.Low, candle.Close, candle.Volume]);
    }
    bus.publish('market', { ticks: [...ticks], minutes });
  });
}

/** Nothing to start: a follower's ticks come from the bus. */
const fromTheBus: QuoteSource = { start() {}, stop() {} };

/**
 * A gateway's market: quotes and day figures seeded from the database as the engine last stored them, then
 * every batch the leader relays (quotes, live minute candles); it writes nothing.
 */
export async function startFollowerMarket(db: Db, bus: EventBus, now: () => number) {
  const market = new MarketService(db, await listSymbols(db), {
    history: { minuteDays: 0, dailyDays: 0, seed: 0 },
    now,
    follower: true,
    createSource: () => fromTheBus,
  });
  await market.start();
  const stopFollowing = bus.subscribe('market', (batch) =>
    market.follow(
      batch.ticks,
      batch.minutes.map(([symbolId, time, open, high, low, close, volume]) => ({
        symbolId,
        candle: {
          Time: time,
          Open: open,
          High: high,
          Low: low,
          Close: close,
          Volume: volume,
          End: candleEnd(time, '1min'),
        },
      })),
    ),
  );
  return {
    market,
    sparklines: new SparklineCache(db, market.quotes, now),
    async stop() {
      stopFollowing();
      await market.stop();
    },
  };
}
