import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { BasicInfo, CompanyStatus, CompanyStatusQuery } from '../../../protocol/schemas/settings.ts';
import { companyExists } from '../../content/companyOf.ts';
import { readSettings } from '../../settings/settingsStore.ts';
import { COMPANY_COOKIE, companyCookieOptions, readCompanyId } from '../companyCookie.ts';
import type { RouteOptions } from '../deps.ts';
import { isDesktopAgent } from '../deviceKind.ts';
import { ok } from '../envelope.ts';

/** Base data and the server status check the client makes at start; settings are read fresh each time. */
export const basicRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  app.get(
    '/api/basicSet/getBasicInfo',
    { schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(BasicInfo) } } },
    async (request, reply) => {
      const settings = await readSettings(deps.db);
      const mobileHint = request.headers['sec-ch-ua-mobile'];
      // the reply differs by device: no cache may hand one device's answer to another
      reply.header('Vary', 'User-Agent, Sec-CH-UA-Mobile');
      return ok(request, {
        service_link: settings.service_link,
        service_link_type: Number(settings.service_link_type),
        verify_reg_type: Number(settings.verify_reg_type),
        trade_fee_type: Number(settings.trade_fee_type),
        complaint_email: settings.complaint_email,
        is_show_mobile: Number(settings.is_show_mobile),
        is_desktop: isDesktopAgent(
          request.headers['user-agent'],
          Array.isArray(mobileHint) ? mobileHint[0] : mobileHint,
        )
          ? 1
          : 0,
      });
    },
  );

  app.get(
    '/api/company/getCompanyStatus',
    { schema: { querystring: CompanyStatusQuery, response: { 200: EnvelopeOf(CompanyStatus) } } },
    async (request, reply) => {
      const settings = await readSettings(deps.db);
      const linked = readCompanyId(request.query.company);
      let companyId = readCompanyId(request.cookies[COMPANY_COOKIE]);
      if (linked !== null && (await companyExists(deps.db, linked))) {
        companyId = linked;
        reply.setCookie(COMPANY_COOKIE, String(linked), companyCookieOptions(request.protocol));
      } else if (companyId !== null && !(await companyExists(deps.db, companyId))) {
        companyId = null;
      }
      return ok(request, {
        status: Number(settings.company_status),
        url: settings.company_redirect_url,
        is_main: Number(settings.app_main_mode),
        company_id: companyId ?? 0,
      });
    },
  );
};
