import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256Hex } from '../accounts/secrets.ts';
import { SessionCache, type SessionIdentity } from '../accounts/sessionCache.ts';
import type { SessionEvents } from '../accounts/sessionEvents.ts';
import { findLiveSessionUser } from '../accounts/sessions.ts';
import type { UserRow } from '../accounts/users.ts';
import type { Db } from '../db/database.ts';
import { HttpRefusal } from './envelope.ts';
import { assertRouteNeeds } from './routeSession.ts';

export interface AuthUser {
  user: UserRow;
  sessionId: number;
  /** the user's trading account, read in the same statement as the session */
  accountId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of the `Authorization` token; refuses with 999 when it is missing, expired or revoked. */
    requireUser(): Promise<AuthUser>;
    /**
     * Who the token's live session is, without the user's row: answered from memory when the session was
     * looked up in the last few seconds (revocations are heard at once). Routes that only need the ids
     * (orders) use it; refuses as requireUser.
     */
    requireSession(): Promise<SessionIdentity>;
    /** As requireUser, and refuses demo users (real-account-only endpoints). */
    requireRealUser(): Promise<AuthUser>;
    /** As requireUser, and refuses real users (demo-only endpoints such as the demo reset). */
    requireDemoUser(): Promise<AuthUser>;
  }
}

/** The raw token of the `Authorization` header (the app sends it bare; "Bearer <token>" works too). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : header;
  return token.length >= 16 && token.length <= 200 ? token : null;
}

function sessionInvalid(): HttpRefusal {
  return new HttpRefusal('sessionInvalid', 'sessionInvalid');
}

/** Decorates every request with the session checks later routes reuse. */
export function registerAuth(app: FastifyInstance, db: Db, now: () => number, events: SessionEvents): void {
  const lookUps = new WeakMap<FastifyRequest, Promise<LookedUp>>();
  const identities = new WeakMap<FastifyRequest, Promise<SessionIdentity>>();
  const cache = new SessionCache(events);

  function tokenHashOf(request: FastifyRequest): string {
    const token = bearerToken(request);
    if (!token) throw sessionInvalid();
    return sha256Hex(token);
  }

  interface LookedUp {
    auth: AuthUser;
    identity: SessionIdentity;
  }

  /** The user's row, read now; what it says of the session is remembered for requireSession. */
  async function lookUp(request: FastifyRequest): Promise<LookedUp> {
    const tokenHash = tokenHashOf(request);
    const mark = cache.mark();
    const at = now();
    const found = await findLiveSessionUser(db, tokenHash, at);
    if (!found) throw sessionInvalid();
    const { sessionId, user, accountId, expiresAt } = found;
    const identity = { sessionId, userId: user.id, accountId, expiresAt: expiresAt.getTime() };
    cache.remember(tokenHash, identity, at, mark);
    return { auth: { sessionId, user, accountId }, identity };
  }

  function lookedUp(request: FastifyRequest): Promise<LookedUp> {
    let found = lookUps.get(request);
    if (!found) {
      found = lookUp(request);
      lookUps.set(request, found);
    }
    return found;
  }

  async function identify(request: FastifyRequest): Promise<SessionIdentity> {
    const cached = cache.get(tokenHashOf(request), now());
    return cached ?? (await lookedUp(request)).identity;
  }

  app.decorateRequest('requireUser', function requireUser(this: FastifyRequest) {
    assertRouteNeeds(this, ['user', 'userOrStaff']);
    return lookedUp(this).then((found) => found.auth);
  });
  app.decorateRequest('requireSession', function requireSession(this: FastifyRequest) {
    assertRouteNeeds(this, ['user', 'userOrStaff']);
    let found = identities.get(this);
    if (!found) {
      found = identify(this);
      identities.set(this, found);
    }
    return found;
  });
  app.decorateRequest('requireRealUser', async function requireRealUser(this: FastifyRequest) {
    const auth = await this.requireUser();
    if (auth.user.isDemo) throw new HttpRefusal('demoNotAllowed', 'demoNotAllowed');
    return auth;
  });
  app.decorateRequest('requireDemoUser', async function requireDemoUser(this: FastifyRequest) {
    const auth = await this.requireUser();
    if (!auth.user.isDemo) throw new HttpRefusal('demoOnly', 'demoOnly');
    return auth;
  });
}
