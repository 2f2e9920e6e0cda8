import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import {
  AccountRisk,
  CloseAllQuery,
  ClosedAll,
  CloseQuery,
  MyDeal,
  MyDealQuery,
  Order,
  OrderIdQuery,
  SetStopQuery,
  SubmitOrder,
} from '../../../protocol/schemas/trading.ts';
import { toOrderView } from '../../trading/orderView.ts';
import { loadTradingSymbols } from '../../trading/tradingSymbols.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';
import { valueOrRefuse } from '../refusals.ts';

/** An optional price left out means none ("0"). */
function decimalText(value: string | undefined): string {
  return value ?? '0';
}

/** Orders, positions and the account's risk (SPEC §7 forex calls). Users only ever see and touch their own. */
export const tradingRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const symbols = await loadTradingSymbols(deps.db);

  async function accountOf(request: FastifyRequest) {
    const { userId, accountId } = await request.requireSession();
    if (accountId === null) throw new HttpRefusal('notFound', 'notFound');
    return { userId, accountId };
  }

  const submit = async (request: FastifyRequest, payload: SubmitOrder) => {
    const { userId, accountId } = await accountOf(request);
    const row = valueOrRefuse(
      await app.tradingDesk.submit(userId, accountId, payload.forex_id, {
        side: payload.type,
        lots: decimalText(payload.cont),
        multiple: payload.multiple,
        market: payload.status === 1,
        targetPrice: decimalText(payload.target_price),
        stopLoss: decimalText(payload.stop_loss_price),
        takeProfit: decimalText(payload.target_profit_price),
      }),
    );
    return ok(request, toOrderView(row, symbols, deps.market.quotes));
  };
  const submitReply = { 200: EnvelopeOf(Order) };
  app.get(
    '/v1/api/forex/submit',
    { config: { session: 'user' }, schema: { querystring: SubmitOrder, response: submitReply } },
    (request) => submit(request, request.query),
  );
  app.post(
    '/v1/api/forex/submit',
    { config: { session: 'user' }, schema: { body: SubmitOrder, response: submitReply } },
    (request) => submit(request, request.body),
  );

  app.get(
    '/v1/api/forex/my_deal',
    { config: { session: 'user' }, schema: { querystring: MyDealQuery, response: { 200: EnvelopeOf(MyDeal) } } },
    async (request) => {
      const { accountId } = await accountOf(request);
      return ok(request, await app.tradingDesk.myDeals(accountId, request.query.status, request.query.page ?? 1));
    },
  );

  const orderReply = { querystring: OrderIdQuery, response: { 200: EnvelopeOf(Order) } };
  const closeSchema = { querystring: CloseQuery, response: orderReply.response };
  app.get('/v1/api/forex/close', { config: { session: 'user' }, schema: closeSchema }, async (request) => {
    const { accountId } = await accountOf(request);
    const row = valueOrRefuse(await app.tradingDesk.close(accountId, request.query.id, request.query.cont));
    return ok(request, toOrderView(row, symbols, deps.market.quotes));
  });

  app.get(
    '/v1/api/forex/close_all',
    { config: { session: 'user' }, schema: { querystring: CloseAllQuery, response: { 200: EnvelopeOf(ClosedAll) } } },
    async (request) => {
      const { accountId } = await accountOf(request);
      const { closed, marketClosed } = valueOrRefuse(await app.tradingDesk.closeAll(accountId, request.query.forex_id));
      return ok(request, {
        Closed: closed.map((row) => toOrderView(row, symbols, deps.market.quotes)),
        MarketClosed: marketClosed,
      });
    },
  );

  app.get('/v1/api/forex/cancel_trade', { config: { session: 'user' }, schema: orderReply }, async (request) => {
    const { accountId } = await accountOf(request);
    const row = valueOrRefuse(await app.tradingDesk.cancel(accountId, request.query.id));
    return ok(request, toOrderView(row, symbols, deps.market.quotes));
  });

  app.get(
    '/v1/api/forex/set_stop_price',
    { config: { session: 'user' }, schema: { querystring: SetStopQuery, response: { 200: EnvelopeOf(Order) } } },
    async (request) => {
      const { accountId } = await accountOf(request);
      const row = valueOrRefuse(
        await app.tradingDesk.setStops(accountId, request.query.id, {
          stopLoss: decimalText(request.query.stop_loss_price),
          takeProfit: decimalText(request.query.target_profit_price),
          ...(request.query.trailing_points === undefined ? {} : { trailingPoints: request.query.trailing_points }),
        }),
      );
      return ok(request, toOrderView(row, symbols, deps.market.quotes));
    },
  );

  app.get(
    '/v1/api/forex/risk',
    {
      config: { session: 'user' },
      schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(AccountRisk) } },
    },
    async (request) => {
      const { accountId } = await accountOf(request);
      return ok(request, await app.tradingDesk.risk(accountId));
    },
  );
};
