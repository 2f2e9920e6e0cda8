import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styles from './AdminApp.module.css';
import pay from './AdminPayments.module.css';
import { adminPaymentsApi } from './adminPaymentsApi.ts';

/** Every staff action, newest first: who, what, on which record, when. */
export function AdminAudit() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminPay' });
  const audit = useQuery({ queryKey: ['admin', 'pay', 'audit'], queryFn: () => adminPaymentsApi.audit(1) });
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
            {audit.data?.data.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.created_at).toLocaleString()}</td>
                <td>{entry.staff_email}</td>
                <td>{entry.action}</td>
                <td>{entry.target_id ?? '—'}</td>
                <td className={pay.detail}>{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
