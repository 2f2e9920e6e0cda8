import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { textLanguageOf } from '../../../protocol/locales.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { Candle, KLINE_PAGE_SIZE, KlineQuery, SparklineSeries } from '../../../protocol/schemas/kline.ts';
import { Category, TradeListQuery, TradeSymbol } from '../../../protocol/schemas/market.ts';
import { queryKline } from '../../market/candleStore.ts';
import { listCategories, listSymbols, symbolExists } from '../../market/catalog.ts';
import { toTradeSymbol } from '../../market/tradeSymbol.ts';
import { readSetting } from '../../settings/settingsStore.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';

/** Market reference data and quotes. */
export const forexRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  app.get(
    '/v1/api/forex/getCategories',
    { schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(Type.Array(Category)) } } },
    async (request) => {
      const lang = textLanguageOf(request.lang);
      const rows = await listCategories(deps.db);
      return ok(
        request,
        rows.map((row) => ({ Id: row.id, NameShowTrans: row.nameTrans[lang] ?? row.nameTrans.en ?? row.code })),
      );
    },
  );

  app.get(
    '/v1/api/forex/trade_list',
    { schema: { querystring: TradeListQuery, response: { 200: EnvelopeOf(Type.Array(TradeSymbol)) } } },
    async (request) => {
      const lang = textLanguageOf(request.lang);
      const text = request.query.searchCurrency;
      // ForexFeeRate is each symbol's rate under the fee type in force (getBasicInfo's trade_fee_type)
      const [rows, feeType] = await Promise.all([
        listSymbols(deps.db, text === undefined ? undefined : { text, lang }),
        readSetting(deps.db, 'trade_fee_type'),
      ]);
      const view = { now: deps.now(), alwaysOpen: deps.marketAlwaysOpen, lang, feeType: Number(feeType) };
      return ok(
        request,
        rows.map((row) => toTradeSymbol(row, deps.market.quotes.latest(row.id), view)),
      );
    },
  );

  app.get(
    '/v1/api/forex/kline',
    { schema: { querystring: KlineQuery, response: { 200: EnvelopeOf(Type.Array(Candle)) } } },
    async (request) => {
      const { forex_id: symbolId, period, to } = request.query;
      if (!(await symbolExists(deps.db, symbolId)))
        throw new HttpRefusal('notFound', 'symbolUnknown', { id: symbolId });
      return ok(request, await queryKline(deps.db, symbolId, period, KLINE_PAGE_SIZE, to));
    },
  );

  app.get(
    '/v1/api/forex/abbreviated_cache_kline',
    {
      schema: {
        querystring: Type.Object(CacheBuster),
        response: { 200: EnvelopeOf(Type.Array(SparklineSeries)) },
      },
    },
    async (request) => ok(request, await deps.sparklines.all(await listSymbols(deps.db))),
  );
};
