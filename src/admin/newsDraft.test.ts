import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, saveRequestOf } from './newsDraft.ts';

describe('news drafts', () => {
  it('round-trips an article and leaves untitled languages out of the save', () => {
    const draft = draftOf({
      id: 7,
      category_id: 2,
      logo: '/news/gold.svg',
      published: 1,
      published_at: '2026-11-20T10:00:00.000Z',
      translations: [
        { lang: 'en', title: 'Gold', desc: 'd', content: '<p>x</p>' },
        { lang: 'hk', title: '黃金', desc: '', content: '' },
      ],
    });
    draft.texts.jp = { title: '  ', desc: '', content: '' };
    const request = saveRequestOf(draft);
    expect(request).toMatchObject({ id: 7, category_id: 2, published: 1, published_at: '2026-11-20T10:00:00.000Z' });
    expect(request.translations.map((text) => text.lang)).toEqual(['en', 'hk']);
  });

  it('sends a language that has a body but no title, so it is refused rather than silently dropped', () => {
    const draft = emptyDraft(1, new Date('2026-11-20T10:00:00Z'));
    draft.texts.en = { title: 'Gold', desc: '', content: '<p>x</p>' };
    draft.texts.de = { title: '', desc: '', content: '<p>Gold steigt</p>' };
    draft.texts.fr = { title: '', desc: ' ', content: '' };
    expect(saveRequestOf(draft).translations.map((text) => text.lang)).toEqual(['en', 'de']);
  });

  it('starts a new article with an English text and no id', () => {
    const request = saveRequestOf(emptyDraft(1, new Date('2026-11-20T10:00:00Z')));
    expect(request.id).toBeUndefined();
    expect(request.translations).toEqual([]);
  });
});
