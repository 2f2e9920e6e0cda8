import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import styles from './AdminApp.module.css';
import { pageCount } from './adminPaging.ts';

/** Previous / "page N of M" / next under a back-office list (of `pageSize` rows a page). */
export function AdminPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize?: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  return (
    <div className={styles.pager}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.previous')}
      </Button>
      <span>{t('admin.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.next')}
      </Button>
    </div>
  );
}
