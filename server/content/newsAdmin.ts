import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  type AdminNewsArticle,
  type AdminNewsPage,
  type AdminNewsSave,
  isNewsLanguage,
} from '../../protocol/schemas/news.ts';
import type { Db } from '../db/database.ts';
import { news, newsCategories, newsTranslations } from '../db/schema.ts';
import { type AuditDetail, auditValue, fieldChanges, recordAudit } from '../payments/audit.ts';
import type { Refusal } from '../refusal.ts';
import { DATE_TIME_RANGE, parseIsoDateTime } from './isoDateTime.ts';
import { FALLBACK_LANGUAGE } from './news.ts';
import { isAllowedImageSource, sanitizeArticleHtml } from './sanitize.ts';

/** Why a save was refused; the route turns it into an invalidParams reply. */
export class NewsInputError extends Error {}

/** A save refused with a translated message; the route replies with it. */
export class NewsRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.key);
  }
}

/** Every article, newest first, with its English title and the languages it is written in. */
export async function listAdminNews(db: Db, page: number, pageSize: number): Promise<AdminNewsPage> {
  const [totalRow] = await db.select({ total: count() }).from(news);
  const rows = await db
    .select({ id: news.id, categoryId: news.categoryId, published: news.published, publishedAt: news.publishedAt })
    .from(news)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = rows.map((row) => row.id);
  const texts =
    ids.length === 0
      ? []
      : await db
          .select({ newsId: newsTranslations.newsId, lang: newsTranslations.lang, title: newsTranslations.title })
          .from(newsTranslations)
          .where(inArray(newsTranslations.newsId, ids))
          .orderBy(asc(newsTranslations.lang));
  return {
    total: totalRow?.total ?? 0,
    data: rows.map((row) => {
      const own = texts.filter((text) => text.newsId === row.id);
      return {
        id: row.id,
        category_id: row.categoryId,
        title: own.find((text) => text.lang === FALLBACK_LANGUAGE)?.title ?? '',
        published: row.published ? 1 : 0,
        published_at: row.publishedAt.toISOString(),
        languages: own.map((text) => text.lang),
      };
    }),
  };
}

export async function findAdminNews(db: Db, id: number): Promise<AdminNewsArticle | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) return undefined;
  const texts = await db
    .select()
    .from(newsTranslations)
    .where(eq(newsTranslations.newsId, id))
    .orderBy(asc(newsTranslations.lang));
  return {
    id: row.id,
    category_id: row.categoryId,
    logo: row.logo,
    published: row.published ? 1 : 0,
    published_at: row.publishedAt.toISOString(),
    translations: texts.flatMap(({ lang, title, desc, content }) =>
      isNewsLanguage(lang) ? [{ lang, title, desc, content }] : [],
    ),
  };
}

function checkInput(input: AdminNewsSave): Date | null {
  const languages = input.translations.map((text) => text.lang);
  if (!languages.includes(FALLBACK_LANGUAGE)) throw new NewsInputError('an English translation is required');
  if (new Set(languages).size !== languages.length) throw new NewsInputError('a language appears twice');
  const untitled = input.translations.find((text) => text.title.trim() === '');
  if (untitled) {
    throw new NewsInputError(`${untitled.lang} has text but no title: give it a title or leave it empty`);
  }
  if (!isAllowedImageSource(input.logo)) throw new NewsInputError('logo must be https or a /news/ or /uploads/ path');
  if (input.published_at === undefined) return null;
  const publishedAt = parseIsoDateTime(input.published_at);
  if (!publishedAt) {
    throw new NewsRefused({
      code: 'invalidParams',
      key: 'dateTimeInvalid',
      params: { field: 'published_at', ...DATE_TIME_RANGE },
    });
  }
  return publishedAt;
}

type StoredText = { lang: string; title: string; desc: string; content: string };

/**
 * One audit detail per language whose text a save added, removed or edited: its title before and after
 * (null where it had none), and whether the summary or body changed (bodies are too long to audit whole).
 */
export function translationChanges(before: readonly StoredText[], after: readonly StoredText[]): AuditDetail[] {
  const languages = [...new Set([...before, ...after].map((text) => text.lang))].sort();
  return languages.flatMap((lang) => {
    const from = before.find((text) => text.lang === lang);
    const to = after.find((text) => text.lang === lang);
    const textChanged = from?.desc !== to?.desc || from?.content !== to?.content;
    if (from?.title === to?.title && !textChanged) return [];
    return [
      { field: 'translation', lang, from: from?.title ?? null, to: to?.title ?? null, text_changed: textChanged },
    ];
  });
}

/** Dates compared by their moment (a Date read back is a new object). */
const sameStored = (_field: string, from: unknown, to: unknown): boolean =>
  from instanceof Date && to instanceof Date ? from.getTime() === to.getTime() : from === to;

const AUDITED_FIELDS = ['categoryId', 'logo', 'published', 'publishedAt'] as const;

/**
 * Creates an article (no id) or replaces one (id) with all its translations, sanitising every body on
 * the way in, and audits the save in the same transaction: a new article with its fields and languages, a
 * replaced one with each field and language the save changed, before and after (the stored row is locked
 * first, so two saves at once audit what each really changed). Returns the article's id, or undefined when
 * `id` names no article (nothing written, nothing audited).
 */
export async function saveNews(db: Db, staffId: number, input: AdminNewsSave, now: Date): Promise<number | undefined> {
  const publishedAt = checkInput(input);
  const [category] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(eq(newsCategories.id, input.category_id));
  if (!category) throw new NewsInputError('unknown category_id');
  const fields = {
    categoryId: input.category_id,
    logo: input.logo.trim(),
    published: input.published === 1,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const id = input.id;
    const [before] = id === undefined ? [] : await tx.select().from(news).where(eq(news.id, id)).for('update');
    if (id !== undefined && !before) return undefined;
    const textsBefore = before
      ? await tx.select().from(newsTranslations).where(eq(newsTranslations.newsId, before.id))
      : [];
    const [after] = before
      ? await tx
          .update(news)
          .set(publishedAt ? { ...fields, publishedAt } : fields)
          .where(eq(news.id, before.id))
          .returning()
      : await tx
          .insert(news)
          .values({ ...fields, publishedAt: publishedAt ?? now, createdAt: now })
          .returning();
    if (!after) throw new Error('the news save returned no row');
    if (before) await tx.delete(newsTranslations).where(eq(newsTranslations.newsId, after.id));
    const textsAfter = input.translations.map((text) => ({
      newsId: after.id,
      lang: text.lang,
      title: text.title.trim(),
      desc: text.desc.trim(),
      content: sanitizeArticleHtml(text.content),
    }));
    await tx.insert(newsTranslations).values(textsAfter);
    const changes = before
      ? [...fieldChanges(AUDITED_FIELDS, before, after, sameStored), ...translationChanges(textsBefore, textsAfter)]
      : [
          {
            created: true,
            ...Object.fromEntries(AUDITED_FIELDS.map((field) => [field, auditValue(after[field])])),
            languages: textsAfter.map((text) => text.lang).join(','),
          },
        ];
    for (const detail of changes) await recordAudit(tx, staffId, 'news.save', after.id, detail);
    return after.id;
  });
}
