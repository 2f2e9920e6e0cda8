import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSessionEvents } from '../accounts/sessionEvents.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { MarketService } from '../market/marketService.ts';
import { realtimePlugin } from '../realtime/plugin.ts';
import { startTestMarket } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { tradingPlugin } from './plugin.ts';

describe.each(testDatabases())('the trading plugin’s declared dependency on $name', (target) => {
  let database: DatabaseHandle;
  let market: MarketService;

  beforeAll(async () => {
    database = await target.open();
    market = (await startTestMarket(database, { alwaysOpen: true, historyDays: 0, dailyDays: 0 })).market;
  });

  afterAll(async () => {
    await market?.stop();
    await database?.close();
  });

  const deps = () => ({ db: database.db, market, now: Date.now, marketAlwaysOpen: true });

  it('refuses to start the engine before the realtime gateway it publishes through', async () => {
    const app = Fastify();
    app.register(tradingPlugin, deps());
    await expect(app.ready()).rejects.toThrow(/pipwave-realtime/);
    await app.close();
  });

  it('starts it after the gateway', async () => {
    const app = Fastify();
    app.register(realtimePlugin, { ...deps(), sessionEvents: new LocalSessionEvents() });
    app.register(tradingPlugin, deps());
    await app.ready();
    expect(app.trading.openPositionCount).toBe(0);
    await app.close();
  });
});
