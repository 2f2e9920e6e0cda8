import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** News categories (market news, analysis, broker notices); names per language like market categories. */
export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** Display name per language code, e.g. { "en": "Analysis", "hk": "分析" }. */
  nameTrans: jsonb('name_trans').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull(),
});

/** One article; its words live in news_translations, one row per language (English is the fallback). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** Stable key of a seeded article, so re-seeding skips it; null for articles staff wrote. */
    slug: text('slug').unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    /** Thumbnail: a same-origin path (/news/…, /uploads/…) or an https URL. */
    logo: text('logo').notNull(),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_published').on(table.published, table.publishedAt)],
);

/** An article's title, summary and HTML body in one language; content is sanitised before it is written. */
export const newsTranslations = pgTable(
  'news_translations',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    /** A text language code (hk, en, jp, …; never ar, which reads English). */
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.newsId, table.lang] })],
);

/** Copy-trading traders shown on the ranking page (SPEC §3 Trader). */
export const traders = pgTable('traders', {
  id: serial('id').primaryKey(),
  /** Public trader code, e.g. "PW1024". */
  code: text('code').notNull().unique(),
  nickname: text('nickname').notNull(),
  avatar: text('avatar').notNull(),
  /** The leverage the trader mostly uses. */
  multiple: integer('multiple').notNull(),
  /** Return over the last three weeks, percent. */
  threeWeekRate: numeric('three_week_rate').notNull(),
  /** Winning trades over the last three weeks, percent. */
  threeWeekWin: numeric('three_week_win').notNull(),
  /** Profit over the last three weeks, USD. */
  threeWeekProfit: numeric('three_week_profit').notNull(),
  /** Return since the trader started, percent. */
  totalRate: numeric('total_rate').notNull(),
  totalTradeNum: integer('total_trade_num').notNull(),
  followers: integer('followers').notNull(),
  /** The symbols the trader mostly trades, comma-separated codes. */
  variety: text('variety').notNull(),
  sort: integer('sort').notNull(),
});

/** Service-provider companies that product search finds in main mode (SPEC §3 Company). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logo: text('logo').notNull(),
  url: text('url').notNull(),
  /** What the company does / its regulatory subject. */
  subject: text('subject').notNull(),
  registeredAddress: text('registered_address').notNull(),
  location: text('location').notNull(),
  email: text('email').notNull(),
  sort: integer('sort').notNull(),
});
