import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type LanguageCode, textLanguageOf } from '../../../protocol/locales.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import {
  AdminCreditScoreBody,
  AdminFeeRates,
  AdminFeeRatesBody,
  AdminSettingsBody,
  AdminSettingValues,
  AdminStopsLevelBody,
  AdminSymbolStops,
} from '../../../protocol/schemas/settingsAdmin.ts';
import { translate } from '../../i18n/translate.ts';
import { feeReferences, saveFeeRates } from '../../settings/feeRatesAdmin.ts';
import {
  type AdminChange,
  listSymbolStops,
  saveCreditScore,
  saveSettings,
  saveStopsLevel,
} from '../../settings/settingsAdmin.ts';
import { readSettings } from '../../settings/settingsStore.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';
import { valueOrRefuse } from '../refusals.ts';
import { requireStaff as requireStaffOf } from '../staffAuth.ts';

/** The accepted value of a change, or the refusal naming what is allowed ("empty" in the reader's `lang`). */
function accepted<T>(lang: LanguageCode, change: AdminChange<T> | null): T {
  if (change === null) throw new HttpRefusal('notFound', 'notFound');
  if (change.ok) return change.value;
  if (change.allowed === null) throw new HttpRefusal('invalidParams', 'settingUnknown', { key: change.key });
  const allowed = change.emptyAllowed ? `${translate(lang, 'settingEmpty')}, ${change.allowed}` : change.allowed;
  throw new HttpRefusal('invalidParams', 'settingValueInvalid', { field: change.key, allowed });
}

/** Back office settings: server flags, stops levels, fee rates, credit scores; every change audited. */
export const settingsAdminRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;
  const requireStaff = (request: FastifyRequest) => requireStaffOf(db, deps.now(), request);
  const noQuery = Type.Object(CacheBuster);

  app.get(
    '/admin/api/settings',
    { schema: { querystring: noQuery, response: { 200: EnvelopeOf(AdminSettingValues) } } },
    async (request) => {
      await requireStaff(request);
      return ok(request, await readSettings(db));
    },
  );

  app.post(
    '/admin/api/settings/save',
    { schema: { body: AdminSettingsBody, response: { 200: EnvelopeOf(AdminSettingValues) } } },
    async (request) => {
      const staff = await requireStaff(request);
      const saved = accepted(request.lang, await saveSettings(db, staff.id, request.body.changes));
      if ('stop_out_level' in request.body.changes) await app.stopOutLevel.reload();
      return ok(request, saved);
    },
  );

  app.get(
    '/admin/api/stops_levels',
    { schema: { querystring: noQuery, response: { 200: EnvelopeOf(Type.Array(AdminSymbolStops)) } } },
    async (request) => {
      await requireStaff(request);
      const [list, references] = await Promise.all([
        listSymbolStops(db, textLanguageOf(request.lang)),
        feeReferences(db, deps.market.quotes),
      ]);
      return ok(
        request,
        list.map((symbol) => ({ ...symbol, fee_reference: references.get(symbol.id) ?? null })),
      );
    },
  );

  const saved = { response: { 200: EnvelopeOf(Type.Object({ value: Type.Integer() })) } };
  app.post('/admin/api/stops_levels/save', { schema: { body: AdminStopsLevelBody, ...saved } }, async (request) => {
    const staff = await requireStaff(request);
    const { symbol_id: symbolId, stops_level: points } = request.body;
    const value = accepted(request.lang, await saveStopsLevel(db, staff.id, symbolId, points));
    await app.stopsLevels.reload();
    return ok(request, { value });
  });

  // no reload: an order reads the symbol's fee rates with the fee type in its own snapshot (orderStore.ts)
  const savedRates = { response: { 200: EnvelopeOf(AdminFeeRates) } };
  app.post('/admin/api/fee_rates/save', { schema: { body: AdminFeeRatesBody, ...savedRates } }, async (request) => {
    const staff = await requireStaff(request);
    const { symbol_id: symbolId, ...change } = request.body;
    const saved = await saveFeeRates(db, staff.id, symbolId, change);
    if (saved === null) throw new HttpRefusal('notFound', 'notFound');
    return ok(request, valueOrRefuse(saved));
  });

  app.post('/admin/api/credit_score/save', { schema: { body: AdminCreditScoreBody, ...saved } }, async (request) => {
    const staff = await requireStaff(request);
    const { user_id: userId, credit_score: score } = request.body;
    return ok(request, { value: accepted(request.lang, await saveCreditScore(db, staff.id, userId, score)) });
  });
};
