import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { sameDigest, sha256Hex } from '../../accounts/secrets.ts';
import type { ProcessMetrics } from '../../cluster/metrics.ts';
import type { Db } from '../../db/database.ts';

/** One thing a process needs before it should get traffic (`/readyz`). */
export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean> | boolean;
}

export interface OpsOptions {
  checks: readonly ReadinessCheck[];
  metrics: ProcessMetrics;
  /** METRICS_TOKEN: `/metrics` answers only a request carrying it as a bearer token; never when unset */
  metricsToken?: string | undefined;
}

const CHECK_TIMEOUT_MS = 2_000;

/** The database answers a query. */
export function databaseCheck(db: Db): ReadinessCheck {
  return { name: 'database', check: async () => (await db.execute(sql`select 1`)) !== undefined };
}

/** The `Authorization: Bearer <token>` header carries exactly `token` (compared in constant time). */
export function carriesToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
  return given !== undefined && sameDigest(sha256Hex(given), sha256Hex(token));
}

/** What an unknown path gets: the app's 404 (an envelope in the full app). */
function notFound(): Error {
  return Object.assign(new Error('Not Found'), { statusCode: 404, code: 'FST_ERR_NOT_FOUND' });
}

async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve(check.check()).catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Operations endpoints every process serves, plain (no envelope, no session): `/healthz` is 200 while the
 * process runs; `/readyz` is 200 when every check passes (database, and on a cluster NATS and a known engine
 * leader), else 503 naming the failing ones; `/metrics` is the Prometheus text of the process's registry,
 * for an operator only: with the METRICS_TOKEN bearer token, else a 404 like any unknown path (README
 * "Configuration").
 */
export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (app, { checks, metrics, metricsToken }) => {
  app.get('/healthz', async () => ({ live: true }));

  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(checks.map(async (check) => [check.name, await passes(check)] as const));
    const ready = results.every(([, passed]) => passed);
    return reply.code(ready ? 200 : 503).send({ ready, checks: Object.fromEntries(results) });
  });

  app.get('/metrics', async (request, reply) => {
    if (!metricsToken || !carriesToken(request.headers.authorization, metricsToken)) throw notFound();
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
