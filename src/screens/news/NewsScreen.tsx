import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../ui/NavBar.tsx';
import { NewsChips } from './NewsChips.tsx';
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
      <NewsChips chips={chips} activeId={categoryId} onChange={setCategoryId} />
      <NewsList key={categoryId} categoryId={categoryId} />
    </div>
  );
}
