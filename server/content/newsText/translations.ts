import type { NewsLanguage } from '../../../protocol/schemas/news.ts';
import type { ArticleText, ArticleTexts } from '../seedTypes.ts';
import { ARTICLES_DE } from './de.data.ts';
import { ARTICLES_FR } from './fr.data.ts';
import { ARTICLES_ID } from './id.data.ts';
import { ARTICLES_IT } from './it.data.ts';
import { ARTICLES_KR } from './kr.data.ts';
import { ARTICLES_PT } from './pt.data.ts';
import { ARTICLES_RU } from './ru.data.ts';
import { ARTICLES_SPA } from './spa.data.ts';
import { ARTICLES_TH } from './th.data.ts';
import { ARTICLES_TR } from './tr.data.ts';
import { ARTICLES_VN } from './vn.data.ts';

/** Languages whose article texts live here, beside the English, Chinese and Japanese of each seed. */
export type TranslatedLanguage = Exclude<NewsLanguage, 'en' | 'hk' | 'jp'>;

/** The seeded articles in every other text language (Arabic reads English). */
export const SEEDED_TRANSLATIONS: Readonly<Record<TranslatedLanguage, ArticleTexts>> = {
  kr: ARTICLES_KR,
  th: ARTICLES_TH,
  vn: ARTICLES_VN,
  fr: ARTICLES_FR,
  de: ARTICLES_DE,
  ru: ARTICLES_RU,
  spa: ARTICLES_SPA,
  pt: ARTICLES_PT,
  it: ARTICLES_IT,
  tr: ARTICLES_TR,
  id: ARTICLES_ID,
};

function isTranslatedLanguage(lang: NewsLanguage): lang is TranslatedLanguage {
  return lang in SEEDED_TRANSLATIONS;
}

/** A seeded article (by slug) in `lang`, when this folder has it. */
export function translationOf(lang: NewsLanguage, slug: string): ArticleText | undefined {
  return isTranslatedLanguage(lang) ? SEEDED_TRANSLATIONS[lang][slug] : undefined;
}
