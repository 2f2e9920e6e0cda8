import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Captcha } from '../../../protocol/schemas/captcha.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { DEFAULT_CAPTCHA_WORK, issueCaptcha } from '../../accounts/captchas.ts';
import { addressKey } from '../../limits/addressKey.ts';
import type { RouteOptions } from '../deps.ts';
import { ok } from '../envelope.ts';
import { enforceLimits } from '../rateGuard.ts';

/**
 * SPEC's captcha call as `GET /api/captcha`: an ALTCHA proof-of-work challenge (protocol/schemas/captcha.ts)
 * that the browser solves by itself. Forms send back `key` = id and `captcha` = the solution payload; each
 * challenge is accepted once, within 5 minutes.
 */
export const captchaRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps, limiters }) => {
  const work = { ...DEFAULT_CAPTCHA_WORK, ...deps.captchaWork };
  app.get(
    '/api/captcha',
    { schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(Captcha) } } },
    async (request) => {
      const now = deps.now();
      await enforceLimits(limiters, [['captchaPerIp', addressKey(request.ip)]]);
      return ok(request, await issueCaptcha(deps.db, work, now));
    },
  );
};
