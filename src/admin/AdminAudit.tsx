import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useZonedTime, ZonedTime } from '../ui/ZonedTime.tsx';
import styles from './AdminApp.module.css';
import { AdminPager } from './AdminPager.tsx';
import pay from './AdminPayments.module.css';
import { AUDIT_PAGE_SIZE } from './adminPaging.ts';
import { adminPaymentsApi } from './adminPaymentsApi.ts';
import { auditWriter } from './auditText.ts';

/** Every staff action, newest first, a page at a time: who, what (in words), on which record, when. */
export function AdminAudit() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminPay' });
  const { t: tAll } = useTranslation();
  const lang = useLanguage();
  const zoned = useZonedTime();
  const describe = auditWriter(tAll, lang, (iso) => {
    const { time, zone } = zoned(iso);
    return `${time} ${zone}`;
  });
  const [page, setPage] = useState(1);
  const audit = useQuery({
    queryKey: ['admin', 'pay', 'audit', page],
    queryFn: () => adminPaymentsApi.audit(page),
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      {audit.isError && <p className={styles.error}>{audit.error.message}</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="audit-log">
          <thead>
            <tr>
              <th>{t('created')}</th>
              <th>{t('staff')}</th>
              <th>{t('action')}</th>
              <th>{t('target')}</th>
              <th>{t('detail')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.data.map((entry) => {
              const { action, lines } = describe(entry);
              return (
                <tr key={entry.id}>
                  <td>
                    <ZonedTime at={entry.created_at} />
                  </td>
                  <td>{entry.staff_email}</td>
                  <td>{action}</td>
                  <td>{entry.target_id ?? '—'}</td>
                  <td className={pay.detail}>
                    {lines.map((line) => (
                      // each line names a different field
                      <div key={line}>{line}</div>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <AdminPager page={page} total={audit.data?.total ?? 0} pageSize={AUDIT_PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
