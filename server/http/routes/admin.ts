import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { TokenReply } from '../../../protocol/schemas/accounts.ts';
import { AdminUserPage, AdminUserQuery, StaffInfo, StaffLoginBody } from '../../../protocol/schemas/admin.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { minutesToWait } from '../../limits/rules.ts';
import { endStaffSession, openStaffSession } from '../../staff/staff.ts';
import { attemptStaffLogin } from '../../staff/staffLogin.ts';
import { listUsers } from '../../staff/userDirectory.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';
import { requireStaff as requireStaffOf } from '../staffAuth.ts';

/** The back office API: staff log in with their own sessions (a user token opens nothing here). */
export const adminRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps, limiters }) => {
  const { db } = deps;
  const noQuery = Type.Object(CacheBuster);

  const requireStaff = (request: FastifyRequest) => requireStaffOf(db, deps.now(), request);

  app.post(
    '/admin/api/login',
    { config: { session: 'none' }, schema: { body: StaffLoginBody, response: { 200: EnvelopeOf(TokenReply) } } },
    async (request) => {
      const now = deps.now();
      const { email, password, code } = request.body;
      const outcome = await attemptStaffLogin(db, limiters, { email, password, code, ip: request.ip, now });
      if (!outcome.ok) {
        if (outcome.retryAfterMs !== undefined) {
          throw new HttpRefusal('rateLimited', 'tooManyAttempts', { minutes: minutesToWait(outcome.retryAfterMs) });
        }
        // Which of e-mail, password or code was wrong is for the audit log, not for the caller.
        throw new HttpRefusal('loginFailed', 'staffLoginFailed');
      }
      return ok(request, { token: await openStaffSession(db, outcome.staffId, now) });
    },
  );

  app.get(
    '/admin/api/me',
    { schema: { querystring: noQuery, response: { 200: EnvelopeOf(StaffInfo) } } },
    async (request) => {
      const staff = await requireStaff(request);
      return ok(request, { id: staff.id, email: staff.email });
    },
  );

  app.post('/admin/api/logout', { schema: { response: { 200: EnvelopeOf(Type.Null()) } } }, async (request) => {
    const staff = await requireStaff(request);
    await endStaffSession(db, staff, deps.now());
    return ok(request, null);
  });

  app.get(
    '/admin/api/users',
    { schema: { querystring: AdminUserQuery, response: { 200: EnvelopeOf(AdminUserPage) } } },
    async (request) => {
      await requireStaff(request);
      const { page, page_size: pageSize, real_only: realOnly } = request.query;
      return ok(request, await listUsers(db, page, pageSize, realOnly === 1));
    },
  );
};
