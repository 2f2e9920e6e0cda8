import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLiveSessionUser } from '../accounts/sessions.ts';
import type { UserRow } from '../accounts/users.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from './envelope.ts';
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

/** Decorates every request with the session checks later routes reuse. */
export function registerAuth(app: FastifyInstance, db: Db, now: () => number): void {
  const resolved = new WeakMap<FastifyRequest, Promise<AuthUser>>();

  async function resolve(request: FastifyRequest): Promise<AuthUser> {
    const token = bearerToken(request);
    if (!token) throw new ApiError('sessionInvalid', 'sessionInvalid');
    const found = await findLiveSessionUser(db, token, now());
    if (!found) throw new ApiError('sessionInvalid', 'sessionInvalid');
    return found;
  }

  function current(request: FastifyRequest): Promise<AuthUser> {
    assertRouteNeeds(request, ['user', 'userOrStaff']);
    let found = resolved.get(request);
    if (!found) {
      found = resolve(request);
      resolved.set(request, found);
    }
    return found;
  }

  app.decorateRequest('requireUser', function requireUser(this: FastifyRequest) {
    return current(this);
  });
  app.decorateRequest('requireRealUser', async function requireRealUser(this: FastifyRequest) {
    const auth = await current(this);
    if (auth.user.isDemo) throw new ApiError('demoNotAllowed', 'demoNotAllowed');
    return auth;
  });
  app.decorateRequest('requireDemoUser', async function requireDemoUser(this: FastifyRequest) {
    const auth = await current(this);
    if (!auth.user.isDemo) throw new ApiError('demoOnly', 'demoOnly');
    return auth;
  });
}
