import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { startClusterProcess } from './cluster/clusterProcess.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { seedReferenceData } from './db/seed/seed.ts';
import { createMarket, DAILY_HISTORY_DAYS } from './market/createMarket.ts';
import { notifierFor } from './notify/fromEnv.ts';

const log = (message: string) => console.log(message);

function startMarket(database: DatabaseHandle, config: ServerConfig) {
  if (config.historyDays > 0) log('preparing market history (the first start writes about a million candles)…');
  return createMarket(database.db, {
    feed: config.feed,
    seed: config.simSeed,
    alwaysOpen: config.marketAlwaysOpen,
    history: { minuteDays: config.historyDays, dailyDays: DAILY_HISTORY_DAYS },
    now: Date.now,
    log,
  });
}

/**
 * Starts the API and the app on HOST:PORT with the embedded database unless DATABASE_URL is set; with
 * NATS_URL, as one process of a cluster of the role ROLE (docs/scale-out.md).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  await seedReferenceData(database.db);

  // Rate-limit counters shared with the other processes through Redis; commands fail fast when it is down
  // (each process then counts on its own until it is back).
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false }) : undefined;
  redis?.on('error', (error: Error) => console.error(`redis: ${error.message}`));
  const appDeps = {
    now: Date.now,
    marketAlwaysOpen: config.marketAlwaysOpen,
    stopOutLevel: config.stopOutLevel,
    captchaWork: config.captchaWork,
    uploadDir: path.join(config.dataDir, 'uploads'),
    allowedOrigins: config.allowedOrigins,
    notifier: notifierFor(config.mail),
    ...(redis ? { redis } : {}),
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
  };

  let running: { app: FastifyInstance; stop(): Promise<void> };
  const { natsUrl, databaseUrl } = config;
  if (natsUrl && databaseUrl) {
    running = await startClusterProcess({
      config: { ...config, natsUrl, databaseUrl },
      database,
      startMarket: async () => (await startMarket(database, config)).market,
      appDeps,
    });
  } else {
    const { market, sparklines } = await startMarket(database, config);
    const app = await buildApp({
      deps: { ...appDeps, db: database.db, market, sparklines },
      staticDir: config.staticDir,
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
    });
    running = {
      app,
      async stop() {
        await app.close();
        await market.stop();
      },
    };
  }
  const { app } = running;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await running.stop();
      redis?.disconnect();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const role = natsUrl ? ` as ${config.role} of a cluster (NATS ${natsUrl})` : '';
  app.log.info(`Pipwave is serving on http://${config.host}:${config.port} with ${where}${role}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
