import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatExact } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { Button } from '../ui/Button.tsx';
import { ZonedTime } from '../ui/ZonedTime.tsx';
import styles from './AdminApp.module.css';
import pay from './AdminPayments.module.css';
import { adminPaymentsApi } from './adminPaymentsApi.ts';

/** The identity check's review_status (0 … 3) as the identity queue names it. */
const IDENTITY_KEYS = ['form', 'waiting', 'verified', 'rejected'] as const;

/** Looks a user up (e-mail, UID or id) and shows their balance, held money and ledger. */
export function AdminLedger() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminPay' });
  const lang = useLanguage();
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
              {t('balance')}: {formatDecimal(ledger.data.balance, 2, lang)} USD
            </span>
            <span>
              {t('locked')}: {formatDecimal(ledger.data.lock_balance, 2, lang)} USD
            </span>
            <span>
              {t('identityStatus')}: {t(`identity.${IDENTITY_KEYS[ledger.data.review_status] ?? 'form'}`)}
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
                    <td>
                      <ZonedTime at={entry.CreatedAt} />
                    </td>
                    <td>{entry.MemoTran}</td>
                    <td className={`${styles.number} ${entry.Value.startsWith('-') ? pay.down : pay.up}`}>
                      {formatExact(entry.Value, 2, lang)}
                    </td>
                    <td className={styles.number}>{formatExact(entry.BalanceAfter, 2, lang)}</td>
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
