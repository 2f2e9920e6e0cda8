import type { NewsLanguage } from '../../protocol/schemas/news.ts';

export interface ArticleText {
  title: string;
  desc: string;
  /** HTML; goes through the sanitiser like anything staff write. */
  content: string;
}

/** One language's text of every seeded article, by slug. */
export type ArticleTexts = Readonly<Record<string, ArticleText>>;

export interface ArticleSeed {
  slug: string;
  category: 'market' | 'analysis' | 'notice';
  /** A file under public/news/. */
  logo: string;
  /** Published this many days before the database was created, at `hour` UTC. */
  daysAgo: number;
  hour: number;
  text: Partial<Record<NewsLanguage, ArticleText>> & { en: ArticleText };
}

export interface NewsCategorySeed {
  code: ArticleSeed['category'];
  nameTrans: Record<NewsLanguage, string>;
  sort: number;
}

export interface TraderSeed {
  code: string;
  nickname: string;
  multiple: number;
  threeWeekRate: string;
  threeWeekWin: string;
  threeWeekProfit: string;
  totalRate: string;
  totalTradeNum: number;
  followers: number;
  variety: string;
}

export interface CompanySeed {
  name: string;
  logo: string;
  url: string;
  subject: string;
  registeredAddress: string;
  location: string;
  email: string;
}
