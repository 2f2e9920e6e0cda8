import {
  type AdminNewsArticle,
  type AdminNewsSave,
  NEWS_LANGUAGES,
  type NewsLanguage,
  type NewsTranslation,
} from '../../protocol/schemas/news.ts';

export interface NewsDraft {
  id?: number;
  categoryId: number;
  logo: string;
  published: boolean;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (a datetime-local value) */
  publishedAt: string;
  texts: Partial<Record<NewsLanguage, Omit<NewsTranslation, 'lang'>>>;
}

function localInputValue(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function emptyDraft(categoryId: number, now: Date): NewsDraft {
  return {
    categoryId,
    logo: '/news/notice.svg',
    published: true,
    publishedAt: localInputValue(now.toISOString()),
    texts: { en: { title: '', desc: '', content: '' } },
  };
}

export function draftOf(article: AdminNewsArticle): NewsDraft {
  const texts: NewsDraft['texts'] = {};
  for (const { lang, title, desc, content } of article.translations) texts[lang] = { title, desc, content };
  return {
    id: article.id,
    categoryId: article.category_id,
    logo: article.logo,
    published: article.published === 1,
    publishedAt: localInputValue(article.published_at),
    texts,
  };
}

/** True when staff wrote nothing in a language: it is left out of the save and reads English. */
function isEmptyText(text: Omit<NewsTranslation, 'lang'>): boolean {
  return text.title.trim() === '' && text.desc.trim() === '' && text.content.trim() === '';
}

/** Why a draft cannot be saved (each a key under adminNews): the server would refuse it in its schema's words. */
export type DraftProblem = { key: 'englishRequired'; lang?: undefined } | { key: 'titleRequired'; lang: NewsLanguage };

/** The first reason the server would refuse the draft: no English title, or a language with text but no title. */
export function draftProblem(draft: NewsDraft): DraftProblem | null {
  if (!draft.texts.en?.title.trim()) return { key: 'englishRequired' };
  for (const lang of NEWS_LANGUAGES) {
    const text = draft.texts[lang];
    if (text && !isEmptyText(text) && text.title.trim() === '') return { key: 'titleRequired', lang };
  }
  return null;
}

/**
 * The save request: languages left empty are left out (they fall back to English). A language with a
 * summary or body but no title is sent as it is, so the server refuses it instead of the text being
 * dropped without a word.
 */
export function saveRequestOf(draft: NewsDraft): AdminNewsSave {
  const translations: NewsTranslation[] = [];
  for (const lang of NEWS_LANGUAGES) {
    const text = draft.texts[lang];
    if (text && !isEmptyText(text)) translations.push({ lang, ...text });
  }
  const time = new Date(draft.publishedAt);
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    category_id: draft.categoryId,
    logo: draft.logo,
    published: draft.published ? 1 : 0,
    ...(Number.isNaN(time.getTime()) ? {} : { published_at: time.toISOString() }),
    translations,
  };
}
