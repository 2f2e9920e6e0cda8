import { hostname } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { AppDeps } from '../http/deps.ts';
import { databaseCheck, opsRoutes, type ReadinessCheck } from '../http/routes/ops.ts';
import type { MarketService } from '../market/marketService.ts';
import { EngineNode } from './engineNode.ts';
import { AdvisoryLockLeadership } from './leadership.ts';
import { startFollowerMarket } from './marketRelay.ts';
import { ProcessMetrics } from './metrics.ts';
import { NatsEventBus } from './natsBus.ts';
import { LeaderWatch } from './presence.ts';

export interface ClusterProcessOptions {
  config: ServerConfig & { natsUrl: string; databaseUrl: string };
  database: DatabaseHandle;
  /** starts the quote feed on this database (history ensured), as a single process does */
  startMarket(): Promise<MarketService>;
  /** what the gateway's app gets besides its market (notifier, upload directory, ...) */
  appDeps: Omit<AppDeps, 'db' | 'market' | 'sparklines'>;
}

/**
 * One process of a cluster (NATS_URL set): an engine (leader or standby), a gateway, or both (ROLE=all). The
 * returned app listens on HOST:PORT: a gateway's is the whole API; an engine alone serves `/healthz`,
 * `/readyz` and `/metrics`.
 */
export async function startClusterProcess({ config, database, startMarket, appDeps }: ClusterProcessOptions) {
  const name = `${config.role}-${hostname()}-${process.pid}`;
  const bus = await NatsEventBus.connect({ url: config.natsUrl, name });
  const metrics = new ProcessMetrics(config.role);
  const leader = new LeaderWatch(bus, Date.now);
  const stops: (() => Promise<void>)[] = [];
  let app: FastifyInstance;

  let node: EngineNode | undefined;
  if (config.role !== 'gateway') {
    const engine = new EngineNode({
      engineId: name,
      db: database.db,
      bus,
      leadership: new AdvisoryLockLeadership({ url: config.databaseUrl }),
      startMarket,
      now: Date.now,
      marketAlwaysOpen: config.marketAlwaysOpen,
      stopOutLevel: config.stopOutLevel,
      timings: metrics,
      log: (message, error) => (error ? console.error(message, error) : console.log(message)),
    });
    engine.start();
    metrics.watchEngine({ isLeader: () => engine.isLeader, queueDepth: () => engine.queueDepth });
    stops.push(() => engine.stop());
    node = engine;
  }

  if (config.role === 'engine') {
    app = Fastify({ logger: { level: config.logLevel } });
    const checks: ReadinessCheck[] = [
      databaseCheck(database.db),
      { name: 'nats', check: () => bus.connected() },
      { name: 'engineLeader', check: () => node?.isLeader === true || leader.leader() !== undefined },
    ];
    await app.register(opsRoutes, { checks, metrics, metricsToken: config.metricsToken });
  } else {
    const follower = await startFollowerMarket(database.db, bus, Date.now);
    stops.unshift(() => follower.stop());
    app = await buildApp({
      deps: {
        ...appDeps,
        db: database.db,
        market: follower.market,
        sparklines: follower.sparklines,
        gateway: { bus, gatewayId: name, leader },
        metrics,
      },
      staticDir: config.staticDir,
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
    });
  }

  return {
    app,
    /** Stops serving, then the engine (finishing queued triggers, releasing the lock), then the bus. */
    async stop() {
      await app.close();
      for (const stop of stops) await stop();
      leader.stop();
      await bus.close();
    },
  };
}
