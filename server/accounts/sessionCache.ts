import type { SessionEvents } from './sessionEvents.ts';

/** Who a live session is: what never changes while the session lives (unlike the user's row). */
export interface SessionIdentity {
  sessionId: number;
  userId: number;
  /** the user's trading account (null only before it is opened: such a session is never cached) */
  accountId: number | null;
  /** epoch ms; the session is dead from then on */
  expiresAt: number;
}

interface Cached {
  identity: SessionIdentity;
  cachedAt: number;
}

/** How long a looked-up session is trusted without asking the database again (its revocation is heard at once). */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;

/**
 * Live sessions by token hash, so that an order does not read the sessions table each time. Safe because:
 * a log-out or password change is heard on the session events and drops the session at once (a lookup
 * that was under way while a revocation was heard is not cached); an entry is never used past the session's
 * expiry; and it is asked for again after SESSION_CACHE_MS whatever happens (a revocation made by another
 * process without a shared event bus).
 */
export class SessionCache {
  private readonly byToken = new Map<string, Cached>();
  private readonly tokenOfSession = new Map<number, string>();
  private revocations = 0;

  constructor(events: SessionEvents) {
    events.subscribe(({ sessionIds }) => {
      this.revocations += 1;
      for (const sessionId of sessionIds) {
        const tokenHash = this.tokenOfSession.get(sessionId);
        if (tokenHash !== undefined) this.drop(tokenHash);
      }
    });
  }

  /** The session of this token hash if it was looked up recently and is still live. */
  get(tokenHash: string, now: number): SessionIdentity | undefined {
    const cached = this.byToken.get(tokenHash);
    if (!cached) return undefined;
    if (now >= cached.identity.expiresAt || now - cached.cachedAt >= SESSION_CACHE_MS || now < cached.cachedAt) {
      this.drop(tokenHash);
      return undefined;
    }
    return cached.identity;
  }

  /** A mark to take before a database lookup: remember() ignores lookups that a revocation overtook. */
  mark(): number {
    return this.revocations;
  }

  remember(tokenHash: string, identity: SessionIdentity, now: number, mark: number): void {
    if (mark !== this.revocations || identity.accountId === null) return;
    if (this.byToken.size >= MAX_ENTRIES) {
      const oldest = this.byToken.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.byToken.set(tokenHash, { identity, cachedAt: now });
    this.tokenOfSession.set(identity.sessionId, tokenHash);
  }

  private drop(tokenHash: string): void {
    const cached = this.byToken.get(tokenHash);
    if (!cached) return;
    this.byToken.delete(tokenHash);
    this.tokenOfSession.delete(cached.identity.sessionId);
  }
}
