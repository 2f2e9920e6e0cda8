import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { TokenReply } from '../../../protocol/schemas/accounts.ts';
import { AdminUserPage, AdminUserQuery, StaffInfo, StaffLoginBody } from '../../../protocol/schemas/admin.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { DEFAULT_AUTH_LIMITS } from '../../accounts/limits.ts';
import { verifyPassword } from '../../accounts/passwords.ts';
import { RateLimiter } from '../../accounts/rateLimiter.ts';
import { recordAudit } from '../../payments/audit.ts';
import { findStaffByEmail, openStaffSession, revokeStaffSession } from '../../staff/staff.ts';
import { listUsers } from '../../staff/userDirectory.ts';
import type { RouteOptions } from '../deps.ts';
import { ApiError, ok } from '../envelope.ts';
import { enforceLimits } from '../rateGuard.ts';
import { requireStaff as requireStaffOf } from '../staffAuth.ts';

/** The back office API: staff log in with their own sessions (a user token opens nothing here). */
export const adminRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;
  const limits = { ...DEFAULT_AUTH_LIMITS, ...deps.authLimits };
  const loginPerIp = new RateLimiter(limits.loginPerIp);
  const noQuery = Type.Object(CacheBuster);

  const requireStaff = (request: FastifyRequest) => requireStaffOf(db, deps.now(), request);

  app.post(
    '/admin/api/login',
    { config: { session: 'none' }, schema: { body: StaffLoginBody, response: { 200: EnvelopeOf(TokenReply) } } },
    async (request) => {
      const now = deps.now();
      enforceLimits([[loginPerIp, request.ip]], now);
      const staff = await findStaffByEmail(db, request.body.email);
      const passwordOk = await verifyPassword(staff?.passwordHash, request.body.password);
      if (!staff || !passwordOk) throw new ApiError('loginFailed', 'loginFailed');
      const token = await openStaffSession(db, staff.id, now);
      await recordAudit(db, staff.id, 'staff.login', null, { ip: request.ip });
      return ok(request, { token });
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
    await revokeStaffSession(db, staff.sessionId, deps.now());
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
