import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { findStaffBySession } from '../staff/staff.ts';
import { bearerToken } from './auth.ts';
import { HttpRefusal } from './envelope.ts';
import { assertRouteNeeds } from './routeSession.ts';

export type StaffSession = NonNullable<Awaited<ReturnType<typeof findStaffBySession>>>;

/** The staff member of the request's token; 999 otherwise (a user token opens nothing under /admin/api). */
export async function requireStaff(db: Db, now: number, request: FastifyRequest): Promise<StaffSession> {
  const staff = await findStaffOf(db, now, request);
  if (!staff) throw new HttpRefusal('sessionInvalid', 'sessionInvalid');
  return staff;
}

const staffOfRequest = new WeakMap<FastifyRequest, Promise<StaffSession | undefined>>();

/** The staff member of the request's token, or undefined (for routes that also serve users); looked up once per request. */
export function findStaffOf(db: Db, now: number, request: FastifyRequest): Promise<StaffSession | undefined> {
  assertRouteNeeds(request, ['staff', 'userOrStaff']);
  let found = staffOfRequest.get(request);
  if (!found) {
    const token = bearerToken(request);
    found = token ? findStaffBySession(db, token, now) : Promise.resolve(undefined);
    staffOfRequest.set(request, found);
  }
  return found;
}
