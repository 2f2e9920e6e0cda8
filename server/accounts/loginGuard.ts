import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginFailures } from '../db/schema.ts';

/** A captcha is asked once an account or an IP has this many failed log-ins in the window. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MS = 30 * 60_000;

export function accountScope(recipient: string): string {
  return `account:${recipient}`;
}

export function ipScope(ip: string): string {
  return `ip:${ip}`;
}

/** The most failed log-ins any of the scopes had in the window. */
export async function recentFailures(db: Db, scopes: readonly string[], now: number): Promise<number> {
  const rows = await db
    .select({ scope: loginFailures.scope, failures: count() })
    .from(loginFailures)
    .where(
      and(inArray(loginFailures.scope, [...scopes]), gt(loginFailures.createdAt, new Date(now - FAILURE_WINDOW_MS))),
    )
    .groupBy(loginFailures.scope);
  return rows.reduce((most, row) => Math.max(most, row.failures), 0);
}

export async function recordFailure(db: Db, scopes: readonly string[], now: number): Promise<void> {
  await db.insert(loginFailures).values(scopes.map((scope) => ({ scope, createdAt: new Date(now) })));
  // Old rows are useless; trim them as we go.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now - FAILURE_WINDOW_MS)));
}

/** A successful log-in forgets the account's failures (not the IP's). */
export async function clearFailures(db: Db, scope: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.scope, scope));
}
