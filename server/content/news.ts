import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TextLanguage } from '../../protocol/locales.ts';
import type { NewsCategory, NewsDetail, NewsItem, NewsPage } from '../../protocol/schemas/news.ts';
import type { Db } from '../db/database.ts';
import { news, newsCategories, newsTranslations } from '../db/schema.ts';

/** The language every article has; any other falls back to it. */
export const FALLBACK_LANGUAGE = 'en';

const local = alias(newsTranslations, 'news_local');
const english = alias(newsTranslations, 'news_en');

function listColumns() {
  return {
    id: news.id,
    categoryId: news.categoryId,
    logo: news.logo,
    publishedAt: news.publishedAt,
    title: sql<string>`coalesce(${local.title}, ${english.title})`,
    desc: sql<string>`coalesce(${local.desc}, ${english.desc})`,
  };
}

/** Articles readers may see: published, and not scheduled for later. */
function visible(now: Date): SQL | undefined {
  return and(eq(news.published, true), lte(news.publishedAt, now));
}

function toItem(row: { id: number; categoryId: number; logo: string; publishedAt: Date; title: string; desc: string }) {
  return {
    id: row.id,
    category_id: row.categoryId,
    title: row.title,
    desc: row.desc,
    logo: row.logo,
    created_at: row.publishedAt.toISOString(),
  } satisfies NewsItem;
}

export interface NewsListInput {
  lang: TextLanguage;
  /** 0 = every category */
  categoryId: number;
  page: number;
  pageSize: number;
  now: Date;
}

/** One page of visible articles, newest first, each in `lang` when translated and in English otherwise. */
export async function listNews(db: Db, input: NewsListInput): Promise<NewsPage> {
  const where =
    input.categoryId > 0 ? and(visible(input.now), eq(news.categoryId, input.categoryId)) : visible(input.now);
  const [totalRow] = await db.select({ total: count() }).from(news).where(where);
  const rows = await db
    .select(listColumns())
    .from(news)
    .innerJoin(english, and(eq(english.newsId, news.id), eq(english.lang, FALLBACK_LANGUAGE)))
    .leftJoin(local, and(eq(local.newsId, news.id), eq(local.lang, input.lang)))
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { data: rows.map(toItem), total: totalRow?.total ?? 0, page: input.page };
}

/** One visible article in `lang` (English when that language has no translation), or undefined. */
export async function findNews(db: Db, id: number, lang: TextLanguage, now: Date): Promise<NewsDetail | undefined> {
  const [row] = await db
    .select({
      ...listColumns(),
      content: sql<string>`coalesce(${local.content}, ${english.content})`,
      servedLang: sql<string>`coalesce(${local.lang}, ${english.lang})`,
    })
    .from(news)
    .innerJoin(english, and(eq(english.newsId, news.id), eq(english.lang, FALLBACK_LANGUAGE)))
    .leftJoin(local, and(eq(local.newsId, news.id), eq(local.lang, lang)))
    .where(and(visible(now), eq(news.id, id)));
  if (!row) return undefined;
  return { ...toItem(row), content: row.content, lang: row.servedLang };
}

/** The news tabs with names in `lang`. */
export async function listNewsCategories(db: Db, lang: TextLanguage): Promise<NewsCategory[]> {
  const rows = await db.select().from(newsCategories).orderBy(asc(newsCategories.sort));
  return rows.map((row) => ({ id: row.id, name: row.nameTrans[lang] ?? row.nameTrans.en ?? row.code }));
}
