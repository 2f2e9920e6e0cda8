import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, sessions, users } from '../db/schema.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import type { SessionEvents } from './sessionEvents.ts';

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

export interface LiveSessionUser {
  sessionId: number;
  user: typeof users.$inferSelect;
  /** the user's trading account (every user has one; null only before it is opened) */
  accountId: number | null;
  expiresAt: Date;
}

/** The statement every authenticated request runs, prepared once per database (parsed once per connection). */
function prepareLiveSessionUser(db: Db) {
  return db
    .select({ sessionId: sessions.id, user: users, accountId: accounts.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session_user');
}

const liveSessionUserOf = new WeakMap<Db, ReturnType<typeof prepareLiveSessionUser>>();

/** The session a token (by its SHA-256) opens with its user and account, in one round trip; null when unknown, expired or revoked. */
export async function findLiveSessionUser(db: Db, tokenHash: string, now: number): Promise<LiveSessionUser | null> {
  let statement = liveSessionUserOf.get(db);
  if (!statement) {
    statement = prepareLiveSessionUser(db);
    liveSessionUserOf.set(db, statement);
  }
  const [row] = await statement.execute({ tokenHash, now: new Date(now) });
  return row ?? null;
}

/** Ends one session (log-out) and tells every holder of it (open sockets) at once. */
export async function revokeSession(db: Db, events: SessionEvents, sessionId: number, now: number): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
  announce(events, ended);
}

/** Ends every session of a user (password change or reset) and tells every holder of them. */
export async function revokeUserSessions(db: Db, events: SessionEvents, userId: number, now: number): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
  announce(events, ended);
}

function announce(events: SessionEvents, ended: readonly { id: number; userId: number }[]): void {
  const first = ended[0];
  if (first) events.publish({ userId: first.userId, sessionIds: ended.map((row) => row.id) });
}
