import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { carriesToken } from './routes/ops.ts';

const TOKEN = 'ops-metrics-token-0123456789';

describe.each(testDatabases())('operations endpoints on the app port on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let unconfigured: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { metricsToken: TOKEN });
    unconfigured = await buildTestApp(database);
  });

  afterAll(async () => {
    await app?.close();
    await unconfigured?.close();
    await database?.close();
  });

  const metrics = (target: typeof app, authorization?: string) =>
    target.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers /metrics as an unknown path to anyone without the operator’s token', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/no-such-ops-path' });
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      const reply = await metrics(app, authorization);
      expect(reply.statusCode, authorization).toBe(404);
      expect(reply.body, authorization).toBe(unknown.body);
      expect(reply.body).not.toMatch(/pipwave_/);
    }
    // No token configured: closed to everyone.
    expect((await metrics(unconfigured, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('serves the Prometheus text to the operator, and health and readiness to anyone', async () => {
    const reply = await metrics(app, `Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toMatch(/pipwave_ws_sockets\{role="all"\} \d+/);
    expect((await metrics(app, `bearer  ${TOKEN}`)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('the metrics bearer token', () => {
  it('accepts exactly the token, as a bearer credential', () => {
    expect(carriesToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesToken(`Bearer ${TOKEN} `, TOKEN)).toBe(true);
    for (const header of [undefined, '', 'Bearer', `Bearer ${TOKEN.slice(1)}`, `Bearer ${TOKEN} extra`, TOKEN]) {
      expect(carriesToken(header, TOKEN), header).toBe(false);
    }
  });
});
