import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf } from '../../../protocol/schemas/common.ts';
import {
  BindMethodBody,
  DeleteMethodBody,
  DrawBody,
  DrawMethodQuery,
  DrawTypeQuery,
  RECORDS_PAGE_SIZE,
  RecordsQuery,
  WithdrawCurrency,
  WithdrawMethod,
  WithdrawPage,
  WithdrawRecord,
} from '../../../protocol/schemas/payments.ts';
import { withdrawCurrenciesOf } from '../../payments/channels.ts';
import { bindMethod, deleteMethod, listMethods } from '../../payments/methods.ts';
import { listUserWithdrawals, requestWithdrawal } from '../../payments/withdrawals.ts';
import type { RouteOptions } from '../deps.ts';
import { ok } from '../envelope.ts';
import { requirePayer } from '../payerAuth.ts';
import { valueOrRefuse } from '../refusals.ts';

/** Withdrawals (`account/draw*`) and bound destinations (`wallet/*_draw_method`). Real users only. */
export const withdrawRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/account/draw_symbol_list',
    {
      config: { session: 'user' },
      schema: { querystring: DrawTypeQuery, response: { 200: EnvelopeOf(Type.Array(WithdrawCurrency)) } },
    },
    async (request) => {
      await requirePayer(db, request);
      return ok(request, await withdrawCurrenciesOf(db, request.query.type));
    },
  );

  app.post(
    '/api/account/draw',
    { config: { session: 'user' }, schema: { body: DrawBody, response: { 200: EnvelopeOf(WithdrawRecord) } } },
    async (request) => {
      const payer = await requirePayer(db, request);
      const body = request.body;
      const record = await requestWithdrawal(
        db,
        (tx, accountId) => app.tradingDesk.lockedFreeMargin(tx, accountId),
        payer,
        {
          currencyId: body.draw_currency_id,
          amount: body.number,
          memo: body.memo ?? '',
          methodId: body.draw_method_id,
        },
        deps.now(),
        request.lang,
      );
      return ok(request, valueOrRefuse(record));
    },
  );

  app.get(
    '/api/account/draw_list',
    { config: { session: 'user' }, schema: { querystring: RecordsQuery, response: { 200: EnvelopeOf(WithdrawPage) } } },
    async (request) => {
      const payer = await requirePayer(db, request);
      const { type, page } = request.query;
      return ok(request, await listUserWithdrawals(db, payer.userId, type, page, RECORDS_PAGE_SIZE, request.lang));
    },
  );

  app.get(
    '/api/wallet/get_draw_method',
    {
      config: { session: 'user' },
      schema: { querystring: DrawMethodQuery, response: { 200: EnvelopeOf(Type.Array(WithdrawMethod)) } },
    },
    async (request) => {
      const payer = await requirePayer(db, request);
      const { draw_type: type, draw_id: currencyId } = request.query;
      return ok(request, await listMethods(db, payer.userId, type, currencyId || undefined));
    },
  );

  app.post(
    '/api/wallet/bind_draw_method',
    { config: { session: 'user' }, schema: { body: BindMethodBody, response: { 200: EnvelopeOf(WithdrawMethod) } } },
    async (request) => {
      const payer = await requirePayer(db, request);
      return ok(request, valueOrRefuse(await bindMethod(db, payer.userId, request.body)));
    },
  );

  app.post(
    '/api/wallet/del_draw_method',
    { config: { session: 'user' }, schema: { body: DeleteMethodBody, response: { 200: EnvelopeOf(Type.Null()) } } },
    async (request) => {
      const payer = await requirePayer(db, request);
      return ok(request, valueOrRefuse(await deleteMethod(db, payer.userId, request.body.id, deps.now())));
    },
  );
};
