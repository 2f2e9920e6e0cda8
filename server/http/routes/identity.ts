import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { IdentityCenter, RealNameBody } from '../../../protocol/schemas/payments.ts';
import { identityCenter, submitIdentity } from '../../payments/identity.ts';
import type { RouteOptions } from '../deps.ts';
import { ok } from '../envelope.ts';
import { valueOrRefuse } from '../refusals.ts';

/** Identity (real-name) verification: `user_real/center` and `user_real/real_name`. Real users only. */
export const identityRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/user_real/center',
    {
      config: { session: 'user' },
      schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(IdentityCenter) } },
    },
    async (request) => {
      const { user } = await request.requireRealUser();
      return ok(request, await identityCenter(db, user.id));
    },
  );

  app.post(
    '/api/user_real/real_name',
    { config: { session: 'user' }, schema: { body: RealNameBody, response: { 200: EnvelopeOf(IdentityCenter) } } },
    async (request) => {
      const { user } = await request.requireRealUser();
      const { name, card_id: cardId, front_pic: frontUrl, reverse_pic: reverseUrl } = request.body;
      const submitted = await submitIdentity(db, user.id, { name, cardId, frontUrl, reverseUrl }, deps.now());
      return ok(request, valueOrRefuse(submitted));
    },
  );
};
