import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sessions } from '../db/schema.ts';
import { randomToken, sha256Hex } from './secrets.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

/** Opens a session and returns its token; only the token's SHA-256 is stored. */
export async function openSession(db: Db, userId: number, now: number): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256Hex(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  return token;
}

export interface LiveSession {
  sessionId: number;
  userId: number;
}

/** The session a token opens, unless it is unknown, expired or revoked. */
export async function findLiveSession(db: Db, token: string, now: number): Promise<LiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))),
    );
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password change or reset). */
export async function revokeUserSessions(db: Db, userId: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
