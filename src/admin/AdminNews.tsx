import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { ZonedTime } from '../ui/ZonedTime.tsx';
import styles from './AdminApp.module.css';
import { AdminNewsEditor } from './AdminNewsEditor.tsx';
import { AdminPager } from './AdminPager.tsx';
import { adminNewsApi } from './adminNewsApi.ts';

/** Staff list every article (newest first) and open one to edit, or start a new one. */
export function AdminNews() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'news', page],
    queryFn: () => adminNewsApi.list(page),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: ['admin', 'newsCategories'], queryFn: adminNewsApi.categories });
  const categoryName = (id: number) => categories.data?.find((category) => category.id === id)?.name ?? id;

  if (editing !== null) {
    return (
      <AdminNewsEditor
        id={editing === 'new' ? null : editing}
        categories={categories.data ?? []}
        onDone={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: ['admin', 'news'] });
        }}
      />
    );
  }

  return (
    <section>
      <div className={styles.toolbar}>
        <h2 className={styles.subheading}>
          {t('adminNews.title')}{' '}
          <span className={styles.count}>{t('localContent.newsTotal', { count: list.data?.total ?? 0 })}</span>
        </h2>
        <Button onClick={() => setEditing('new')}>{t('adminNews.create')}</Button>
      </div>
      {list.isError && <p className={styles.error}>{list.error.message}</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>ID</th>
              <th>{t('adminNews.headline')}</th>
              <th>{t('adminNews.category')}</th>
              <th>{t('adminNews.languages')}</th>
              <th>{t('adminNews.publishedAt')}</th>
              <th>{t('adminNews.status')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>{row.title}</td>
                <td>{categoryName(row.category_id)}</td>
                <td>{row.languages.join(', ')}</td>
                <td>
                  <ZonedTime at={row.published_at} />
                </td>
                <td>{row.published ? t('adminNews.published') : t('adminNews.hidden')}</td>
                <td>
                  <Button variant="text" onClick={() => setEditing(row.id)}>
                    {t('adminNews.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPager page={page} total={list.data?.total ?? 0} onPage={setPage} />
    </section>
  );
}
