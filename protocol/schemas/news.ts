import { type Static, Type } from 'typebox';
import { CacheBuster, Id, INT4_MAX } from './common.ts';

/** Text languages an article can be written in (Arabic reads English, so it has none of its own). */
export const NEWS_LANGUAGES = [
  'en',
  'hk',
  'jp',
  'kr',
  'th',
  'vn',
  'fr',
  'de',
  'ru',
  'spa',
  'pt',
  'it',
  'tr',
  'id',
] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

export function isNewsLanguage(value: string): value is NewsLanguage {
  return (NEWS_LANGUAGES as readonly string[]).includes(value);
}

export const NewsCategory = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NewsCategory = Static<typeof NewsCategory>;

export const NewsListQuery = Type.Object({
  /** 0 or absent = every category. */
  category_id: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  ...CacheBuster,
});

/** One article in a list: SPEC §3's News without the content, in the caller's language (English fallback). */
export const NewsItem = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  title: Type.String(),
  desc: Type.String(),
  logo: Type.String(),
  created_at: Type.String({ description: 'ISO 8601, the publication time' }),
});
export type NewsItem = Static<typeof NewsItem>;

/** A page of articles, newest first; the list is complete when the loaded count reaches `total`. */
export const NewsPage = Type.Object({
  data: Type.Array(NewsItem),
  total: Type.Integer(),
  page: Type.Integer(),
});
export type NewsPage = Static<typeof NewsPage>;

export const NewsInfoQuery = Type.Object({ id: Id, ...CacheBuster });

/** One article with its sanitised HTML `content`; `lang` says which translation was served. */
export const NewsDetail = Type.Object({
  ...NewsItem.properties,
  content: Type.String({ description: 'HTML, sanitised when it was written' }),
  lang: Type.String(),
});
export type NewsDetail = Static<typeof NewsDetail>;

/** The back office's view and input of one translation. */
export const NewsTranslation = Type.Object({
  lang: Type.Enum(NEWS_LANGUAGES),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  desc: Type.String({ maxLength: 500 }),
  content: Type.String({ maxLength: 200_000 }),
});
export type NewsTranslation = Static<typeof NewsTranslation>;

export const AdminNewsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  ...CacheBuster,
});

export const AdminNewsRow = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  title: Type.String({ description: 'English title' }),
  published: Type.Integer({ description: '1 = shown in the app' }),
  published_at: Type.String(),
  languages: Type.Array(Type.String()),
});
export type AdminNewsRow = Static<typeof AdminNewsRow>;

export const AdminNewsPage = Type.Object({ data: Type.Array(AdminNewsRow), total: Type.Integer() });
export type AdminNewsPage = Static<typeof AdminNewsPage>;

export const AdminNewsArticle = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  logo: Type.String(),
  published: Type.Integer(),
  published_at: Type.String(),
  translations: Type.Array(NewsTranslation),
});
export type AdminNewsArticle = Static<typeof AdminNewsArticle>;

/** Create (no id) or replace (id) an article; English is required, other languages fall back to it. */
export const AdminNewsSave = Type.Object({
  id: Type.Optional(Id),
  category_id: Id,
  logo: Type.String({ minLength: 1, maxLength: 500 }),
  published: Type.Integer({ minimum: 0, maximum: 1, default: 1 }),
  /** ISO 8601; now when absent. */
  published_at: Type.Optional(Type.String({ maxLength: 40 })),
  translations: Type.Array(NewsTranslation, { minItems: 1, maxItems: NEWS_LANGUAGES.length }),
});
export type AdminNewsSave = Static<typeof AdminNewsSave>;

export const AdminNewsId = Type.Object({ id: Id, ...CacheBuster });
