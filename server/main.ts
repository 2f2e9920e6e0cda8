import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedReferenceData } from './db/seed/seed.ts';
import { createMarket, DAILY_HISTORY_DAYS } from './market/createMarket.ts';
import { notifierFor } from './notify/fromEnv.ts';

/** Starts the API and the app on HOST:PORT with the embedded database unless DATABASE_URL is set. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  await seedReferenceData(database.db);

  const log = (message: string) => console.log(message);
  if (config.historyDays > 0) log('preparing market history (the first start writes about a million candles)…');
  const { market, sparklines } = await createMarket(database.db, {
    feed: config.feed,
    seed: config.simSeed,
    alwaysOpen: config.marketAlwaysOpen,
    history: { minuteDays: config.historyDays, dailyDays: DAILY_HISTORY_DAYS },
    now: Date.now,
    log,
  });

  // Rate-limit counters shared with the other processes through Redis; commands fail fast when it is down
  // (each process then counts on its own until it is back).
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false }) : undefined;
  redis?.on('error', (error: Error) => console.error(`redis: ${error.message}`));

  const app = await buildApp({
    deps: {
      db: database.db,
      market,
      sparklines,
      now: Date.now,
      marketAlwaysOpen: config.marketAlwaysOpen,
      stopOutLevel: config.stopOutLevel,
      captchaWork: config.captchaWork,
      uploadDir: path.join(config.dataDir, 'uploads'),
      allowedOrigins: config.allowedOrigins,
      notifier: notifierFor(config.mail),
      ...(redis ? { redis } : {}),
    },
    staticDir: config.staticDir,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await market.stop();
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
  app.log.info(`Pipwave is serving on http://${config.host}:${config.port} with ${where}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
