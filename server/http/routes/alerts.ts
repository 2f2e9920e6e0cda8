import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AddAlertQuery, AlertIdQuery, AlertList, PriceAlert } from '../../../protocol/schemas/alerts.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { readAlerts } from '../../trading/alertStore.ts';
import { toAlertView } from '../../trading/alertView.ts';
import { loadTradingSymbols } from '../../trading/tradingSymbols.ts';
import type { RouteOptions } from '../deps.ts';
import { ok } from '../envelope.ts';
import { valueOrRefuse } from '../refusals.ts';

/**
 * Price alerts ("tell me when EURUSD's bid reaches 1.17000"): added and cancelled through the trading desk (the
 * engine leader's index watches them), listed from the database. Users only ever see and touch their own.
 */
export const alertRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const symbols = await loadTradingSymbols(deps.db);
  const alertReply = { 200: EnvelopeOf(PriceAlert) };

  app.get(
    '/v1/api/forex/alert/add',
    { config: { session: 'user' }, schema: { querystring: AddAlertQuery, response: alertReply } },
    async (request) => {
      const { userId } = await request.requireSession();
      const { forex_id, watch, direction, price } = request.query;
      const row = valueOrRefuse(
        await app.tradingDesk.addAlert(userId, { symbolId: forex_id, watch, direction, level: price }),
      );
      return ok(request, toAlertView(row, symbols));
    },
  );

  app.get(
    '/v1/api/forex/alert/list',
    {
      config: { session: 'user' },
      schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(AlertList) } },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { active, fired } = await readAlerts(deps.db, userId);
      const view = (rows: typeof active) => rows.map((row) => toAlertView(row, symbols));
      return ok(request, { active: view(active), fired: view(fired) });
    },
  );

  app.get(
    '/v1/api/forex/alert/cancel',
    { config: { session: 'user' }, schema: { querystring: AlertIdQuery, response: alertReply } },
    async (request) => {
      const { userId } = await request.requireSession();
      const row = valueOrRefuse(await app.tradingDesk.cancelAlert(userId, request.query.id));
      return ok(request, toAlertView(row, symbols));
    },
  );
};
