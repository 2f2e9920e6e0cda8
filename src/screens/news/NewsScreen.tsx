import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../ui/NavBar.tsx';
import { NewsList } from './NewsList.tsx';
import styles from './NewsScreen.module.css';
import { useNewsCategories } from './queries.ts';

/** /news: category chips over an endless, virtualised list of articles (newest first). */
export default function NewsScreen() {
  const { t } = useTranslation();
  const categories = useNewsCategories();
  const [categoryId, setCategoryId] = useState(0);
  const chips = [{ id: 0, name: t('news.all') }, ...(categories.data ?? [])];

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.news')} back />
      <div className={styles.chips} role="toolbar" aria-label={t('news.categories')}>
        {chips.map((chip) => (
          <button
            key={chip.id}
            type="button"
            className={`${styles.chip} ${chip.id === categoryId ? styles.chipActive : ''}`}
            aria-pressed={chip.id === categoryId}
            onClick={() => setCategoryId(chip.id)}
          >
            {chip.name}
          </button>
        ))}
      </div>
      <NewsList key={categoryId} categoryId={categoryId} />
    </div>
  );
}
