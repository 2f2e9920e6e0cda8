import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { Order } from '../../protocol/schemas/trading.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const EURUSD = 1;
// Wednesday noon in New York: every market open.
const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const METRICS_TOKEN = 'trigger-lag-metrics-token';

describe.each(testDatabases())('trigger lag in /metrics on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let now = WEDNESDAY;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => now, metricsToken: METRICS_TOKEN });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function call<T>(url: string, token?: string): Promise<Envelope<T>> {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { lang: 'en', ...(token ? { authorization: token } : {}) },
    });
    return response.json<Envelope<T>>();
  }

  async function quote(bid: number) {
    now += 1_000;
    app.source.push({ symbolId: EURUSD, time: now, bid, ask: Number((bid + 0.0002).toFixed(5)) });
    await app.trading.settled();
  }

  /** count and sum of `pipwave_engine_trigger_lag_seconds` for one trigger (0 and 0 before any). */
  async function lag(trigger: string) {
    const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
    const text = (await app.inject({ method: 'GET', url: '/metrics', headers })).body;
    const read = (suffix: string) =>
      Number(
        new RegExp(`pipwave_engine_trigger_lag_seconds_${suffix}\\{role="all",trigger="${trigger}"\\} (\\S+)`).exec(
          text,
        )?.[1] ?? 0,
      );
    return { count: read('count'), seconds: read('sum') };
  }

  async function demoToken(device: string): Promise<string> {
    return (await call<{ token: string }>(`/api/user/createAccountDemoForU?demo_id=${device}`)).data.token;
  }

  const buy = (lots: string, extra = '') =>
    `/v1/api/forex/submit?type=1&cont=${lots}&forex_id=${EURUSD}&status=1&multiple=100${extra}`;

  it('times the stop-loss a tick fires, from the tick reaching the engine to the position closed', async () => {
    const token = await demoToken('trigger-lag-stop-loss');
    await quote(1.1);
    const order = await call<Order>(buy('0.1', '&stop_loss_price=1.09'), token);
    expect(order.code).toBe(1);
    await quote(1.095); // above the stop: nothing fires
    expect(await lag('stop_loss')).toEqual({ count: 0, seconds: 0 });

    const crossed = performance.now();
    await quote(1.0899);
    const waited = (performance.now() - crossed) / 1000;
    const stopLoss = await lag('stop_loss');
    expect(stopLoss.count).toBe(1);
    // the close is a transaction: measurable, and no longer than the test waited for it
    expect(stopLoss.seconds).toBeGreaterThan(0);
    expect(stopLoss.seconds).toBeLessThanOrEqual(waited);
    expect((await lag('take_profit')).count).toBe(0);
  });

  it('times the stop-out check of an account a tick pushed near its level', async () => {
    const token = await demoToken('trigger-lag-stop-out');
    await quote(1.1);
    expect((await call<Order>(buy('0.8'), token)).code).toBe(1);
    const before = (await lag('stop_out')).count;
    await quote(0.95); // a gap: a loss of about 12,000 on a 10,000 demo balance
    expect((await lag('stop_out')).count).toBeGreaterThan(before);
  });
});
