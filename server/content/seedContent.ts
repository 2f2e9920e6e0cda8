import type { Db } from '../db/database.ts';
import { companies, news, newsCategories, newsTranslations, traders } from '../db/schema.ts';
import { COMPANY_SEEDS } from './companies.data.ts';
import { ARTICLES_1 } from './newsArticles1.data.ts';
import { ARTICLES_2 } from './newsArticles2.data.ts';
import { NEWS_CATEGORY_SEEDS } from './newsCategories.data.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import type { ArticleSeed } from './seedTypes.ts';
import { TRADER_SEEDS } from './traders.data.ts';

export const ARTICLE_SEEDS: readonly ArticleSeed[] = [...ARTICLES_1, ...ARTICLES_2];

const DAY_MS = 86_400_000;

/** When a seeded article appears to have been published: `daysAgo` days before `now`, at `hour` UTC. */
export function seededPublishTime(seed: ArticleSeed, now: number): Date {
  const day = Math.floor(now / DAY_MS) - seed.daysAgo;
  return new Date(day * DAY_MS + seed.hour * 3_600_000);
}

async function seedArticles(tx: Db, now: number): Promise<void> {
  const categoryRows = await tx.select({ id: newsCategories.id, code: newsCategories.code }).from(newsCategories);
  const categoryId = new Map(categoryRows.map((row) => [row.code, row.id]));
  for (const seed of ARTICLE_SEEDS) {
    const category = categoryId.get(seed.category);
    if (category === undefined) throw new Error(`article ${seed.slug}: category ${seed.category} missing`);
    const inserted = await tx
      .insert(news)
      .values({ slug: seed.slug, categoryId: category, logo: seed.logo, publishedAt: seededPublishTime(seed, now) })
      .onConflictDoNothing()
      .returning({ id: news.id });
    const id = inserted[0]?.id;
    // An existing row: staff may have edited it; leave it alone.
    if (id === undefined) continue;
    await tx.insert(newsTranslations).values(
      Object.entries(seed.text).map(([lang, text]) => ({
        newsId: id,
        lang,
        title: text.title,
        desc: text.desc,
        content: sanitizeArticleHtml(text.content),
      })),
    );
  }
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
