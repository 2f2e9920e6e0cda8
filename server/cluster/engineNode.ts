import type { Db } from '../db/database.ts';
import type { MarketService } from '../market/marketService.ts';
import type { EngineTimings, TradingEngine } from '../trading/engine.ts';
import { startTradingEngine } from '../trading/startEngine.ts';
import type { EventBus } from './bus.ts';
import { serveEngineCommands } from './engineCommands.ts';
import type { Leadership } from './leadership.ts';
import { relayMarket } from './marketRelay.ts';
import { LEADER_BEAT_MS, PresenceBoard } from './presence.ts';

type Log = (message: string, error?: unknown) => void;

export interface EngineNodeOptions {
  engineId: string;
  db: Db;
  bus: EventBus;
  leadership: Leadership;
  /** Starts the quote feed (history ensured, the gap since the last leader filled); only a leader calls it. */
  startMarket(): Promise<MarketService>;
  now: () => number;
  marketAlwaysOpen: boolean;
  stopOutLevel?: number;
  log: Log;
  /** trigger lag of the engine while this node leads (metrics) */
  timings?: EngineTimings;
}

interface Leading {
  market: MarketService;
  engine: TradingEngine;
  stop(): Promise<void>;
}

/**
 * An engine process (`ROLE=engine`): a standby until elected, then the leader: it starts the quote feed and
 * relays it, reloads every open and pending order into the engine (triggers and stop-outs resume with the
 * next tick), serves the order commands, re-screens the accounts whose balance a gateway moved and beats every
 * second. A leader that loses its lock stops all of that at once and campaigns again.
 */
export class EngineNode {
  private leading: Leading | undefined;
  private electing: Promise<void> | undefined;
  /** when this process last became leader (epoch ms) */
  leaderSince: number | undefined;

  constructor(private readonly options: EngineNodeOptions) {}

  start(): void {
    this.options.leadership.start({
      elected: () => {
        this.electing = this.lead().catch((error: unknown) => {
          this.options.log('engine could not take the lead', error);
          throw error;
        });
        return this.electing;
      },
      lost: (reason) => {
        this.options.log(`engine leadership lost (${reason}): stopping`);
        void this.standDown();
      },
    });
  }

  get isLeader(): boolean {
    return this.leading !== undefined;
  }

  get engine(): TradingEngine | undefined {
    return this.leading?.engine;
  }

  get market(): MarketService | undefined {
    return this.leading?.market;
  }

  get queueDepth(): number {
    return this.leading?.engine.queueDepth ?? 0;
  }

  /** Resolves once this node leads (tests). */
  async elected(): Promise<void> {
    while (!this.leading) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  async stop(): Promise<void> {
    await this.standDown();
    await this.options.leadership.stop();
  }

  private async lead(): Promise<void> {
    const { bus, db, log } = this.options;
    const since = this.options.now();
    const started = performance.now();
    const market = await this.options.startMarket();
    const marketMs = Math.round(performance.now() - started);
    const presence = new PresenceBoard(bus, this.options.now);
    const trading = await startTradingEngine({
      db,
      market,
      now: this.options.now,
      marketAlwaysOpen: this.options.marketAlwaysOpen,
      ...(this.options.stopOutLevel === undefined ? {} : { stopOutLevel: this.options.stopOutLevel }),
      publisher: {
        toUser: (userId, topic, data) => bus.publish('user', { userId, topic, data }),
        isOnline: (userId) => presence.isOnline(userId),
      },
      log,
      ...(this.options.timings ? { timings: this.options.timings } : {}),
    });
    const stopRelay = relayMarket(market, bus);
    const stopServing = serveEngineCommands(bus, trading.engine, log);
    const stopBalances = bus.subscribe('balance', ({ accountId }) => trading.engine.balanceMoved(accountId));
    const beat = () => bus.publish('leader', { engineId: this.options.engineId, since });
    beat();
    const beating = setInterval(beat, LEADER_BEAT_MS);
    this.leaderSince = since;
    this.leading = {
      market,
      engine: trading.engine,
      async stop() {
        clearInterval(beating);
        stopServing();
        stopBalances();
        stopRelay();
        presence.stop();
        await trading.stop();
        await market.stop();
      },
    };
    const totalMs = Math.round(performance.now() - started);
    log(
      `engine ${this.options.engineId} leads: market ready in ${marketMs} ms, orders reloaded and serving in ${totalMs} ms`,
    );
  }

  private async standDown(): Promise<void> {
    await this.electing?.catch(() => {});
    const leading = this.leading;
    this.leading = undefined;
    this.leaderSince = undefined;
    await leading?.stop();
  }
}
