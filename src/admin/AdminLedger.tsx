import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import styles from './AdminApp.module.css';
import pay from './AdminPayments.module.css';
import { adminPaymentsApi } from './adminPaymentsApi.ts';

/** Looks a user up (e-mail, UID or id) and shows their balance, held money and ledger. */
export function AdminLedger() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminPay' });
  const [text, setText] = useState('');
  const [user, setUser] = useState<string | null>(null);
  const ledger = useQuery({
    queryKey: ['admin', 'pay', 'ledger', user],
    queryFn: () => adminPaymentsApi.userLedger(user ?? '', 1),
    enabled: user !== null,
    retry: false,
  });
  return (
    <section>
      <form
        className={pay.search}
        onSubmit={(event) => {
          event.preventDefault();
          setUser(text.trim() || null);
        }}
      >
        <input
          className={pay.input}
          placeholder={t('lookup')}
          aria-label={t('lookup')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('find')}</Button>
      </form>
      {ledger.isError && <p className={styles.error}>{ledger.error.message}</p>}
      {ledger.data && (
        <>
          <div className={pay.summary} data-testid="admin-ledger-summary">
            <span>
              {ledger.data.uid} {ledger.data.email}
            </span>
            <span>
              {t('balance')}: {ledger.data.balance}
            </span>
            <span>
              {t('locked')}: {ledger.data.lock_balance}
            </span>
            <span>
              {t('identityStatus')}: {ledger.data.review_status}
            </span>
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('created')}</th>
                  <th>{t('memo')}</th>
                  <th className={styles.number}>{t('amount')}</th>
                  <th className={styles.number}>{t('balance')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.CreatedAtTran}</td>
                    <td>{entry.MemoTran}</td>
                    <td className={`${styles.number} ${entry.Value.startsWith('-') ? pay.down : pay.up}`}>
                      {entry.Value}
                    </td>
                    <td className={styles.number}>{entry.BalanceAfter}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
