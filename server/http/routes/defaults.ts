import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { AreaCode, SettingQuery, SettingValue } from '../../../protocol/schemas/settings.ts';
import { areaCodes } from '../../db/schema.ts';
import { PUBLIC_SETTING_KEYS, readSetting } from '../../settings/settingsStore.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';

/** Public settings and the country calling codes. */
export const defaultRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  app.get(
    '/api/default/setting',
    { schema: { querystring: SettingQuery, response: { 200: EnvelopeOf(SettingValue) } } },
    async (request) => {
      const key = PUBLIC_SETTING_KEYS.find((candidate) => candidate === request.query.key);
      if (!key) throw new HttpRefusal('invalidParams', 'settingUnknown', { key: request.query.key });
      return ok(request, { key, value: await readSetting(deps.db, key) });
    },
  );

  app.get(
    '/api/default/area_list',
    { schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(Type.Array(AreaCode)) } } },
    async (request) => {
      const rows = await deps.db.select().from(areaCodes).orderBy(asc(areaCodes.sort));
      return ok(
        request,
        rows.map((row) => ({ id: row.id, code: row.code, global_code: row.globalCode })),
      );
    },
  );
};
