import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Captcha } from '../../../protocol/schemas/accounts.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { createCaptcha } from '../../accounts/captchas.ts';
import type { RouteOptions } from '../deps.ts';
import { ok } from '../envelope.ts';
import { enforceLimits } from '../rateGuard.ts';

/**
 * SPEC's captcha call (`GET {token}` returning `id, b64s`) as `GET /api/captcha`: a 5-digit picture as an SVG
 * data URL. Forms send back `key` = id and `captcha` = the digits; each picture allows one guess, 5 minutes.
 */
export const captchaRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps, limiters }) => {
  app.get(
    '/api/captcha',
    { schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(Captcha) } } },
    async (request) => {
      const now = deps.now();
      await enforceLimits(limiters, [['captchaPerIp', request.ip]]);
      const { id, b64s } = await createCaptcha(deps.db, now);
      return ok(request, { id, b64s });
    },
  );
};
