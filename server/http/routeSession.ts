import type { FastifyRequest } from 'fastify';

/** Who may call a route: checked before its body is parsed or validated. */
export type SessionNeed = 'user' | 'staff' | 'userOrStaff' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The session this route needs (default: 'staff' under /admin/api/, 'none' elsewhere). Checked in
     * onRequest, so a caller without one gets 999 before any body is read: it cannot learn the route's
     * schema from validation errors.
     */
    session?: SessionNeed;
  }
}

/** The routes' session rule: /admin/api/* needs staff unless the route says otherwise. */
export function sessionNeedOf(url: string, declared: SessionNeed | undefined): SessionNeed {
  return declared ?? (url.startsWith('/admin/api/') ? 'staff' : 'none');
}

export function routeSessionNeed(request: FastifyRequest): SessionNeed {
  return sessionNeedOf(request.routeOptions.url ?? '', request.routeOptions.config.session);
}

/**
 * Handlers ask for the session the route declared (requireUser on a route without a user need is a
 * programming error: the session would then be checked after the body, and the schema would leak).
 */
export function assertRouteNeeds(request: FastifyRequest, needs: readonly SessionNeed[]): void {
  const declared = routeSessionNeed(request);
  if (!needs.includes(declared)) {
    throw new Error(`route ${request.routeOptions.url} checks a session but declares config.session '${declared}'`);
  }
}
