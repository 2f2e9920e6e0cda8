import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { textLanguageOf } from '../../../protocol/locales.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import {
  AdminNewsArticle,
  AdminNewsId,
  AdminNewsPage,
  AdminNewsQuery,
  AdminNewsSave,
  NewsCategory,
  NewsDetail,
  NewsInfoQuery,
  NewsListQuery,
  NewsPage,
} from '../../../protocol/schemas/news.ts';
import { findNews, listNews, listNewsCategories } from '../../content/news.ts';
import { findAdminNews, listAdminNews, NewsInputError, NewsRefused, saveNews } from '../../content/newsAdmin.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';
import { requireStaff as requireStaffOf } from '../staffAuth.ts';

/** News for readers (`/api/news/*`, in the caller's language with English fallback) and for staff (`/admin/api/news*`). */
export const newsRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/news/categories',
    { schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(Type.Array(NewsCategory)) } } },
    async (request) => ok(request, await listNewsCategories(db, textLanguageOf(request.lang))),
  );

  app.get(
    '/api/news/list',
    { schema: { querystring: NewsListQuery, response: { 200: EnvelopeOf(NewsPage) } } },
    async (request) => {
      const { category_id: categoryId, page, page_size: pageSize } = request.query;
      const lang = textLanguageOf(request.lang);
      return ok(request, await listNews(db, { lang, categoryId, page, pageSize, now: new Date(deps.now()) }));
    },
  );

  app.get(
    '/api/news/info',
    { schema: { querystring: NewsInfoQuery, response: { 200: EnvelopeOf(NewsDetail) } } },
    async (request) => {
      const article = await findNews(db, request.query.id, textLanguageOf(request.lang), new Date(deps.now()));
      if (!article) throw new HttpRefusal('notFound', 'notFound');
      return ok(request, article);
    },
  );

  // Staff: the same staff sessions as the rest of /admin/api (a user token opens nothing here).
  const requireStaff = (request: FastifyRequest) => requireStaffOf(db, deps.now(), request);

  app.get(
    '/admin/api/news',
    { schema: { querystring: AdminNewsQuery, response: { 200: EnvelopeOf(AdminNewsPage) } } },
    async (request) => {
      await requireStaff(request);
      return ok(request, await listAdminNews(db, request.query.page, request.query.page_size));
    },
  );

  app.get(
    '/admin/api/news/info',
    { schema: { querystring: AdminNewsId, response: { 200: EnvelopeOf(AdminNewsArticle) } } },
    async (request) => {
      await requireStaff(request);
      const article = await findAdminNews(db, request.query.id);
      if (!article) throw new HttpRefusal('notFound', 'notFound');
      return ok(request, article);
    },
  );

  app.post(
    '/admin/api/news/save',
    { schema: { body: AdminNewsSave, response: { 200: EnvelopeOf(AdminNewsArticle) } } },
    async (request) => {
      const staff = await requireStaff(request);
      let id: number | undefined;
      try {
        id = await saveNews(db, staff.id, request.body, new Date(deps.now()));
      } catch (error) {
        if (error instanceof NewsInputError)
          throw new HttpRefusal('invalidParams', 'invalidParams', { detail: error.message });
        if (error instanceof NewsRefused)
          throw new HttpRefusal(error.refusal.code, error.refusal.key, error.refusal.params);
        throw error;
      }
      const saved = id === undefined ? undefined : await findAdminNews(db, id);
      if (!saved) throw new HttpRefusal('notFound', 'notFound');
      return ok(request, saved);
    },
  );
};
