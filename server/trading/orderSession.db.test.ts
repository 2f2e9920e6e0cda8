import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../protocol/schemas/trading.ts';
import { SESSION_TTL_MS } from '../accounts/sessions.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { api, buildPaymentsApp, type TestApp } from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const EURUSD = 1;
const SUBMIT = `/v1/api/forex/submit?forex_id=${EURUSD}&multiple=100&cont=0.01&type=1&status=1`;

// Order routes know a recent session from memory: these check that doing so never lets a dead one trade.
describe.each(testDatabases())('order routes and sessions on $name', (target) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let now = WEDNESDAY;
  let device = 0;

  beforeAll(async () => {
    database = await target.open();
    ({ app } = await buildPaymentsApp(database, () => now));
    app.source.push({ symbolId: EURUSD, time: now, bid: 1.1, ask: 1.1002 });
    await app.trading.settled();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function demoToken(): Promise<string> {
    device += 1;
    const demo = await api<{ token: string }>(
      app,
      'GET',
      `/api/user/createAccountDemoForU?demo_id=order-session-${device}`,
    );
    return demo.data.token;
  }

  it('refuses an order right after log-out, though the session traded a moment before', async () => {
    const token = await demoToken();
    const opened = await api<Order>(app, 'GET', SUBMIT, token);
    expect(opened.code).toBe(1);
    expect((await api(app, 'POST', '/api/user/logout', token, {})).code).toBe(1);
    const after = await api<Order>(app, 'GET', `/v1/api/forex/close?id=${opened.data.Id}`, token);
    expect(after.code).toBe(999);
    expect((await api<Order>(app, 'GET', SUBMIT, token)).code).toBe(999);
  });

  it('refuses an order once the session has expired, though it traded a moment before', async () => {
    const token = await demoToken();
    expect((await api<Order>(app, 'GET', SUBMIT, token)).code).toBe(1);
    const before = now;
    now += SESSION_TTL_MS;
    try {
      expect((await api<Order>(app, 'GET', SUBMIT, token)).code).toBe(999);
    } finally {
      now = before;
    }
  });
});
