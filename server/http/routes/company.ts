import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { Company, CompanyQuery } from '../../../protocol/schemas/company.ts';
import { InviteInfo } from '../../../protocol/schemas/invite.ts';
import { searchCompanies } from '../../content/companies.ts';
import { countInvited } from '../../content/invites.ts';
import type { RouteOptions } from '../deps.ts';
import { ok } from '../envelope.ts';

/**
 * Provider companies for product search in main mode (`company/getCompany?name=`; getCompanyStatus lives
 * with the base data) and the invite page's figures.
 */
export const companyRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  app.get(
    '/api/company/getCompany',
    { schema: { querystring: CompanyQuery, response: { 200: EnvelopeOf(Type.Array(Company)) } } },
    async (request) => ok(request, await searchCompanies(deps.db, request.query.name)),
  );

  app.get(
    '/api/user/invite_info',
    {
      config: { session: 'user' },
      schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(InviteInfo) } },
    },
    async (request) => {
      const { user } = await request.requireRealUser();
      return ok(request, { invite_code: user.inviteCode, invite_count: await countInvited(deps.db, user.id) });
    },
  );
};
