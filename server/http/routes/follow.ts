import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { TraderPage, TraderQuery } from '../../../protocol/schemas/ranking.ts';
import { listTraders } from '../../content/traders.ts';
import type { RouteOptions } from '../deps.ts';
import { ok } from '../envelope.ts';

/** The copy-trading ranking (`follow/list`). */
export const followRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  app.get(
    '/api/follow/list',
    { schema: { querystring: TraderQuery, response: { 200: EnvelopeOf(TraderPage) } } },
    async (request) => ok(request, await listTraders(deps.db, request.query.page, request.query.page_size)),
  );
};
