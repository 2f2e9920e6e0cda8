import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
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
}

const CHECK_TIMEOUT_MS = 2_000;

/** The database answers a query. */
export function databaseCheck(db: Db): ReadinessCheck {
  return { name: 'database', check: async () => (await db.execute(sql`select 1`)) !== undefined };
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
 * leader), else 503 naming the failing ones; `/metrics` is the Prometheus text of the process's registry.
 */
export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (app, { checks, metrics }) => {
  app.get('/healthz', async () => ({ live: true }));

  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(checks.map(async (check) => [check.name, await passes(check)] as const));
    const ready = results.every(([, passed]) => passed);
    return reply.code(ready ? 200 : 503).send({ ready, checks: Object.fromEntries(results) });
  });

  app.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
};
