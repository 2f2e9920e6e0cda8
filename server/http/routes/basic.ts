import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { BasicInfo, CompanyStatus } from '../../../protocol/schemas/settings.ts';
import { readSettings } from '../../settings/settingsStore.ts';
import type { RouteOptions } from '../deps.ts';
import { ok } from '../envelope.ts';

/** Base data and the server status check the client makes at start. */
export const basicRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const query = Type.Object(CacheBuster);

  app.get(
    '/api/basicSet/getBasicInfo',
    { schema: { querystring: query, response: { 200: EnvelopeOf(BasicInfo) } } },
    async (request) => {
      const settings = await readSettings(deps.db);
      return ok(request, {
        service_link: settings.service_link,
        service_link_type: Number(settings.service_link_type),
        verify_reg_type: Number(settings.verify_reg_type),
        trade_fee_type: Number(settings.trade_fee_type),
        complaint_email: settings.complaint_email,
        is_show_mobile: Number(settings.is_show_mobile),
      });
    },
  );

  app.get(
    '/api/company/getCompanyStatus',
    { schema: { querystring: query, response: { 200: EnvelopeOf(CompanyStatus) } } },
    async (request) => {
      const settings = await readSettings(deps.db);
      return ok(request, {
        status: Number(settings.company_status),
        url: settings.company_redirect_url,
        is_main: Number(settings.app_main_mode),
      });
    },
  );
};
