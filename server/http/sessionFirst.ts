import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { routeSessionNeed, type SessionNeed, sessionNeedOf } from './routeSession.ts';
import { findStaffOf, requireStaff } from './staffAuth.ts';

export interface GuardedRoute {
  method: string;
  url: string;
  session: Exclude<SessionNeed, 'none'>;
}

const guardedOfApp = new WeakMap<FastifyInstance, GuardedRoute[]>();

/** Every route that needs a session (the table the tests walk). */
export function routesNeedingSession(app: FastifyInstance): readonly GuardedRoute[] {
  return guardedOfApp.get(app) ?? [];
}

/** Checks every route's session first (a recent session is known from memory; a lookup is shared with the handler's requireUser). */
export function registerSessionFirst(app: FastifyInstance, db: Db, now: () => number): void {
  const guarded: GuardedRoute[] = [];
  guardedOfApp.set(app, guarded);
  app.addHook('onRoute', (route) => {
    const session = sessionNeedOf(route.url, route.config?.session);
    if (session === 'none') return;
    for (const method of [route.method].flat()) guarded.push({ method, url: route.url, session });
  });
  app.addHook('onRequest', async (request) => {
    const need = routeSessionNeed(request);
    if (need === 'user') await request.requireSession();
    else if (need === 'staff') await requireStaff(db, now(), request);
    else if (need === 'userOrStaff' && !(await findStaffOf(db, now(), request))) await request.requireSession();
  });
}
