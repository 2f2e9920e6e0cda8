import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_LANGUAGES, type NewsCategory, type NewsLanguage } from '../../protocol/schemas/news.ts';
import { Button } from '../ui/Button.tsx';
import styles from './AdminApp.module.css';
import editorStyles from './AdminNewsEditor.module.css';
import { failureText } from './adminApi.ts';
import { adminNewsApi } from './adminNewsApi.ts';
import { draftOf, draftProblem, emptyDraft, type NewsDraft, saveRequestOf } from './newsDraft.ts';

/** The form's label of each field of a save, by its wire name. */
const NEWS_FIELD_LABELS = {
  category_id: 'adminNews.category',
  logo: 'adminNews.logo',
  published_at: 'adminNews.publishedAt',
  title: 'adminNews.headline',
  desc: 'adminNews.summary',
  content: 'adminNews.content',
} as const;

const isNewsField = (field: string): field is keyof typeof NEWS_FIELD_LABELS => Object.hasOwn(NEWS_FIELD_LABELS, field);

interface EditorProps {
  id: number | null;
  categories: readonly NewsCategory[];
  onDone(): void;
}

/** One article: category, thumbnail, publication, then title, summary and HTML per language. */
export function AdminNewsEditor({ id, categories, onDone }: EditorProps) {
  const loaded = useQuery({
    queryKey: ['admin', 'news', 'article', id],
    queryFn: () => adminNewsApi.get(id ?? 0),
    enabled: id !== null,
    gcTime: 0,
  });
  if (id !== null && !loaded.data) {
    return <p className={styles.empty}>{loaded.isError ? loaded.error.message : '…'}</p>;
  }
  const initial = loaded.data ? draftOf(loaded.data) : emptyDraft(categories[0]?.id ?? 1, new Date());
  return <EditorForm initial={initial} categories={categories} onDone={onDone} />;
}

function EditorForm({ initial, categories, onDone }: { initial: NewsDraft } & Omit<EditorProps, 'id'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [lang, setLang] = useState<NewsLanguage>('en');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = draft.texts[lang] ?? { title: '', desc: '', content: '' };
  const setText = (field: 'title' | 'desc' | 'content', value: string) =>
    setDraft({ ...draft, texts: { ...draft.texts, [lang]: { ...text, [field]: value } } });

  const save = async () => {
    const problem = draftProblem(draft);
    if (problem) {
      if (problem.lang) setLang(problem.lang);
      setError(t(`adminNews.${problem.key}`, { lang: problem.lang }));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await adminNewsApi.save(saveRequestOf(draft));
      onDone();
    } catch (failure) {
      setError(failureText(failure, (field) => (isNewsField(field) ? t(NEWS_FIELD_LABELS[field]) : undefined)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={editorStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.toolbar}>
        <h2 className={styles.subheading}>
          {draft.id ? t('adminNews.editTitle', { id: draft.id }) : t('adminNews.create')}
        </h2>
        <Button variant="text" onClick={onDone}>
          {t('common.back')}
        </Button>
      </div>
      <div className={editorStyles.grid}>
        <label className={editorStyles.field}>
          {t('adminNews.category')}
          <select
            value={draft.categoryId}
            onChange={(event) => setDraft({ ...draft, categoryId: Number(event.target.value) })}
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className={editorStyles.field}>
          {t('adminNews.logo')}
          <input value={draft.logo} onChange={(event) => setDraft({ ...draft, logo: event.target.value })} />
        </label>
        <label className={editorStyles.field}>
          {t('adminNews.publishedAt')}
          <input
            type="datetime-local"
            value={draft.publishedAt}
            onChange={(event) => setDraft({ ...draft, publishedAt: event.target.value })}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.published}
            onChange={(event) => setDraft({ ...draft, published: event.target.checked })}
          />
          {t('adminNews.published')}
        </label>
      </div>
      <div className={editorStyles.langs} role="tablist" aria-label={t('adminNews.languages')}>
        {NEWS_LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={code === lang}
            className={`${editorStyles.lang} ${code === lang ? editorStyles.langActive : ''} ${draft.texts[code]?.title ? editorStyles.langFilled : ''}`}
            onClick={() => setLang(code)}
          >
            {code}
          </button>
        ))}
      </div>
      <p className={styles.staff}>{t('adminNews.fallbackNote')}</p>
      <label className={editorStyles.field}>
        {t('adminNews.headline')}
        <input value={text.title} maxLength={200} onChange={(event) => setText('title', event.target.value)} />
      </label>
      <label className={editorStyles.field}>
        {t('adminNews.summary')}
        <textarea
          rows={2}
          value={text.desc}
          maxLength={500}
          onChange={(event) => setText('desc', event.target.value)}
        />
      </label>
      <label className={editorStyles.field}>
        {t('adminNews.content')}
        <textarea
          rows={14}
          className={editorStyles.code}
          value={text.content}
          onChange={(event) => setText('content', event.target.value)}
        />
      </label>
      <p className={styles.staff}>{t('adminNews.sanitiseNote')}</p>
      {error && <p className={styles.error}>{error}</p>}
      <div>
        <Button type="submit" disabled={saving}>
          {t('adminNews.save')}
        </Button>
      </div>
    </form>
  );
}
