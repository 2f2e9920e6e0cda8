import { describe, expect, it } from 'vitest';
import { NEWS_LANGUAGES } from '../../protocol/schemas/news.ts';
import { SEEDED_TRANSLATIONS } from './newsText/translations.ts';
import { ARTICLE_SEEDS, seededTexts } from './seedContent.ts';

/** The element structure of an article body: its tags in order, without the words. */
function tagSequence(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[0]);
}

describe('seeded news translations', () => {
  it('has every seeded article in every text language, with a title, a summary and a body', () => {
    for (const seed of ARTICLE_SEEDS) {
      const texts = new Map(seededTexts(seed));
      expect([...texts.keys()], seed.slug).toEqual([...NEWS_LANGUAGES]);
      for (const [lang, text] of texts) {
        expect(text.title.trim(), `${seed.slug} ${lang}`).not.toBe('');
        expect(text.desc.trim(), `${seed.slug} ${lang}`).not.toBe('');
        expect(text.content.length, `${seed.slug} ${lang}`).toBeGreaterThan(100);
      }
    }
  });

  it('translates rather than copies: no language repeats the English title or summary', () => {
    for (const seed of ARTICLE_SEEDS) {
      for (const [lang, text] of seededTexts(seed)) {
        if (lang === 'en') continue;
        expect(text.title, `${seed.slug} ${lang}`).not.toBe(seed.text.en.title);
        expect(text.desc, `${seed.slug} ${lang}`).not.toBe(seed.text.en.desc);
      }
    }
  });

  it('keeps the English article’s structure (headings, lists, tables, figure) in every language', () => {
    for (const seed of ARTICLE_SEEDS) {
      const english = tagSequence(seed.text.en.content);
      for (const [lang, text] of seededTexts(seed)) {
        expect(tagSequence(text.content), `${seed.slug} ${lang}`).toEqual(english);
      }
    }
  });

  it('names no article the seed does not have', () => {
    const slugs = new Set(ARTICLE_SEEDS.map((seed) => seed.slug));
    for (const [lang, texts] of Object.entries(SEEDED_TRANSLATIONS)) {
      for (const slug of Object.keys(texts)) expect(slugs.has(slug), `${lang} ${slug}`).toBe(true);
    }
  });
});
