// the app's decorations (realtime, websocketServer) come with these modules' type augmentations
import type {} from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountTotals } from '../../protocol/ws.ts';
import { openSession } from '../../server/accounts/sessions.ts';
import { demoUserForDevice } from '../../server/accounts/users.ts';
import type { DatabaseHandle } from '../../server/db/database.ts';
import type {} from '../../server/realtime/plugin.ts';
import { buildTestApp } from '../../server/testing/testApp.ts';
import { testDatabases } from '../../server/testing/testDatabases.ts';
import { CANDLE_STRIDE, type RealtimeUpdate } from '../realtime/api.ts';
import { RECONNECT_CAP_MS } from '../realtime/backoff.ts';
import { fetchRestApi } from '../realtime/restApi.ts';
import { lastBids, testCore, until } from './harness.ts';

const TOTALS: AccountTotals = {
  balance: '10000.00',
  equity: '10012.50',
  margin: '100.00',
  free_margin: '9912.50',
  risk_rate: '10012.50',
  all_fact_profits: '12.50',
  holding: 1,
  pending: 0,
};

const pglite = testDatabases()[0];

describe('realtime core against the real gateway', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let base = '';
  let clock = Date.now();

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    database = await pglite.open();
    app = await buildTestApp(database, {}, { alwaysOpen: true });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const tick = (symbolId: number, bid: number) => {
    clock += 10;
    app.source.push({ symbolId, time: clock, bid, ask: bid + 0.0002 });
  };

  /** Moves the core's fake clock past the frame pacing until `check` holds on real sockets. */
  async function pump(timers: { advance(ms: number): void }, check: () => boolean): Promise<void> {
    await until(() => {
      timers.advance(20);
      return check();
    }, 5_000);
  }

  it('logs in again and re-subscribes after the server drops every socket, then resyncs', async () => {
    const user = await demoUserForDevice(database.db, 'device-realtime-test');
    const token = await openSession(database.db, user.id, Date.now());
    const rest = fetchRestApi(base);
    let snapshots = 0;
    const { core, timers, updates } = testCore(`${base.replace('http', 'ws')}/v1/ws`, {
      ...rest,
      tradeList: () => {
        snapshots += 1;
        return rest.tradeList();
      },
    });
    core.connection.setToken(token);
    core.subscribe('FOREX_TRADE');
    core.start();
    await pump(timers, () => updates.some((update) => update.login === true));

    tick(1, 1.2345);
    await pump(timers, () => lastBids(updates).get('EURUSD') === 1.2345);

    // the server goes away for everyone
    for (const client of app.websocketServer.clients) client.terminate();
    await until(() => core.connection.state === 'waiting');
    const loginsBefore = updates.filter((update) => update.login === true).length;
    timers.advance(RECONNECT_CAP_MS);
    await pump(timers, () => updates.filter((update) => update.login === true).length === loginsBefore + 1);
    expect(core.connection.state).toBe('open');
    await until(() => snapshots >= 1);

    // subscriptions are back: quotes and the user's own topic flow again
    tick(1, 1.2399);
    app.realtime.publishToUser(user.id, 'FOREX_TRADE', TOTALS);
    await pump(
      timers,
      () =>
        lastBids(updates).get('EURUSD') === 1.2399 && updates.some((update) => update.totals?.equity === '10012.50'),
    );
    core.stop();
  });

  it('loads chart history from kline and keeps its last candle live from the stream', async () => {
    const { core, timers, updates } = testCore(`${base.replace('http', 'ws')}/v1/ws`, fetchRestApi(base));
    core.start();
    core.watchCandles(7, 'EURUSD', '1min');
    await pump(timers, () => updates.some((update) => update.candles?.some((candle) => candle.reset) === true));
    const history = updates.flatMap((update) => update.candles ?? []).find((candle) => candle.reset);
    // the manual test market seeds no history: the series starts empty and the stream builds it
    expect(history?.candles).toBeInstanceOf(Float64Array);
    await until(() => core.connection.state === 'open');
    await new Promise((resolve) => setTimeout(resolve, 50));

    clock = Math.max(clock, Date.now());
    tick(1, 1.3001);
    tick(1, 1.3005);
    const tailWith = (close: number) => (update: RealtimeUpdate) =>
      update.candles?.some((candle) => !candle.reset && candle.candles.at(-2) === close) === true;
    await pump(timers, () => updates.some(tailWith(1.3005)));
    const tail = updates.find(tailWith(1.3005))?.candles?.find((candle) => !candle.reset);
    // only the tail travels: one or two candles, never the whole history again
    expect(tail?.candles.length).toBeLessThanOrEqual(2 * CANDLE_STRIDE);
    const last = core.series(7)?.last();
    expect(last?.Close).toBe(1.3005);
    expect(last?.High).toBeGreaterThanOrEqual(1.3005);
    core.stop();
  });
});
