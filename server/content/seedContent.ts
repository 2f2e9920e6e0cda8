import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { NEWS_LANGUAGES, type NewsLanguage } from '../../protocol/schemas/news.ts';
import type { Db } from '../db/database.ts';
import { companies, news, newsCategories, newsTranslations, traders } from '../db/schema.ts';
import { COMPANY_SEEDS } from './companies.data.ts';
import { ARTICLES_1 } from './newsArticles1.data.ts';
import { ARTICLES_2 } from './newsArticles2.data.ts';
import { NEWS_CATEGORY_SEEDS } from './newsCategories.data.ts';
import { translationOf } from './newsText/translations.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import type { ArticleSeed, ArticleText } from './seedTypes.ts';
import { TRADER_SEEDS } from './traders.data.ts';

export const ARTICLE_SEEDS: readonly ArticleSeed[] = [...ARTICLES_1, ...ARTICLES_2];

const DAY_MS = 86_400_000;

/** When a seeded article appears to have been published: `daysAgo` days before `now`, at `hour` UTC. */
export function seededPublishTime(seed: ArticleSeed, now: number): Date {
  const day = Math.floor(now / DAY_MS) - seed.daysAgo;
  return new Date(day * DAY_MS + seed.hour * 3_600_000);
}

/** Every language a seeded article is written in, English first. */
export function seededTexts(seed: ArticleSeed): [NewsLanguage, ArticleText][] {
  const texts: [NewsLanguage, ArticleText][] = [];
  for (const lang of NEWS_LANGUAGES) {
    const text = seed.text[lang] ?? translationOf(lang, seed.slug);
    if (text) texts.push([lang, text]);
  }
  return texts;
}

/**
 * Inserts the seeded articles that are missing, then the translations missing from seeded articles no
 * staff member has edited (updated_at still equals created_at): a database made when fewer languages
 * were seeded gains the new ones, while an article staff changed (or trimmed to fewer languages) stays
 * exactly as they left it.
 */
async function seedArticles(tx: Db, now: number): Promise<void> {
  const categoryRows = await tx.select({ id: newsCategories.id, code: newsCategories.code }).from(newsCategories);
  const categoryId = new Map(categoryRows.map((row) => [row.code, row.id]));
  await tx
    .insert(news)
    .values(
      ARTICLE_SEEDS.map((seed) => {
        const category = categoryId.get(seed.category);
        if (category === undefined) throw new Error(`article ${seed.slug}: category ${seed.category} missing`);
        return { slug: seed.slug, categoryId: category, logo: seed.logo, publishedAt: seededPublishTime(seed, now) };
      }),
    )
    .onConflictDoNothing();
  const untouched = await tx
    .select({ id: news.id, slug: news.slug })
    .from(news)
    .where(and(isNotNull(news.slug), eq(news.updatedAt, news.createdAt)));
  if (untouched.length === 0) return;
  const present = await tx
    .select({ newsId: newsTranslations.newsId, lang: newsTranslations.lang })
    .from(newsTranslations)
    .where(
      inArray(
        newsTranslations.newsId,
        untouched.map((row) => row.id),
      ),
    );
  const have = new Set(present.map((row) => `${row.newsId}:${row.lang}`));
  const missing = untouched.flatMap((row) => {
    const seed = ARTICLE_SEEDS.find((candidate) => candidate.slug === row.slug);
    if (!seed) return [];
    return seededTexts(seed)
      .filter(([lang]) => !have.has(`${row.id}:${lang}`))
      .map(([lang, text]) => ({
        newsId: row.id,
        lang,
        title: text.title,
        desc: text.desc,
        content: sanitizeArticleHtml(text.content),
      }));
  });
  if (missing.length > 0) await tx.insert(newsTranslations).values(missing).onConflictDoNothing();
}

/**
 * News categories, a dozen articles, the ranking's traders and the provider companies. Like the other
 * reference data this runs at every start and only adds what is missing.
 */
export async function seedContent(tx: Db, now: number = Date.now()): Promise<void> {
  await tx
    .insert(newsCategories)
    .values(
      NEWS_CATEGORY_SEEDS.map(({ code, nameTrans, sort }) => ({
        code,
        nameTrans: { ...nameTrans, ar: nameTrans.en },
        sort,
      })),
    )
    .onConflictDoNothing();
  await seedArticles(tx, now);
  await tx
    .insert(traders)
    .values(
      TRADER_SEEDS.map((seed, index) => ({ ...seed, avatar: `/news/avatar-${(index % 6) + 1}.svg`, sort: index + 1 })),
    )
    .onConflictDoNothing();
  await tx
    .insert(companies)
    .values(COMPANY_SEEDS.map((seed, index) => ({ ...seed, sort: index + 1 })))
    .onConflictDoNothing();
}
