import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { ZonedTime } from '../ui/ZonedTime.tsx';
import styles from './AdminApp.module.css';
import { CreditScore } from './AdminCreditScore.tsx';
import { AdminPager } from './AdminPager.tsx';
import { adminApi } from './adminApi.ts';

/** Who registered, newest first: contact, demo or real, who invited them, balance, dates. */
export function AdminUsers() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const [realOnly, setRealOnly] = useState(false);
  const users = useQuery({
    queryKey: ['admin', 'users', page, realOnly],
    queryFn: () => adminApi.users(page, realOnly),
    placeholderData: keepPreviousData,
  });
  const total = users.data?.total ?? 0;
  const when = (iso: string | null) => (iso ? <ZonedTime at={iso} /> : '—');

  return (
    <section>
      <div className={styles.toolbar}>
        <h2 className={styles.subheading}>
          {t('admin.users')} <span className={styles.count}>{t('admin.total', { count: total })}</span>
        </h2>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={realOnly}
            onChange={(event) => {
              setRealOnly(event.target.checked);
              setPage(1);
            }}
          />
          {t('admin.realOnly')}
        </label>
      </div>
      {users.isError && <p className={styles.error}>{users.error.message}</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('admin.uid')}</th>
              <th>{t('admin.contact')}</th>
              <th>{t('admin.type')}</th>
              <th>{t('admin.inviteCode')}</th>
              <th>{t('admin.invitedBy')}</th>
              <th className={styles.number}>{t('admin.balance')}</th>
              <th>{t('adminSettings.creditScore')}</th>
              <th>{t('admin.registeredAt')}</th>
              <th>{t('admin.lastLogin')}</th>
            </tr>
          </thead>
          <tbody>
            {users.data?.data.map((user) => (
              <tr key={user.id}>
                <td>{user.uid}</td>
                <td>{user.email || user.mobile || '—'}</td>
                <td>{user.is_demo ? t('admin.demo') : t('admin.real')}</td>
                <td>{user.invite_code}</td>
                <td>{user.invited_by_uid ?? '—'}</td>
                <td className={styles.number}>{formatDecimal(user.balance, 2, lang)}</td>
                <td>
                  <CreditScore key={user.credit_score} userId={user.id} score={user.credit_score} />
                </td>
                <td>{when(user.created_at)}</td>
                <td>{when(user.last_login_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {users.data?.data.length === 0 && <p className={styles.empty}>{t('common.noData')}</p>}
      </div>
      <AdminPager page={page} total={total} onPage={setPage} />
    </section>
  );
}
