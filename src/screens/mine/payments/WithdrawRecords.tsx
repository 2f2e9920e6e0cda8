import { useTranslation } from 'react-i18next';
import { formatDecimal, formatExact } from '../../../format/number.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { ZonedTime } from '../../../ui/ZonedTime.tsx';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import styles from './Payments.module.css';
import { StatusBadge } from './parts.tsx';
import { RecordList } from './RecordList.tsx';
import { useInfinitePages } from './useInfinitePages.ts';

/** The user's withdrawals of one type (1 crypto, 2 bank), newest first. */
export function WithdrawRecords({ type }: { type: 1 | 2 }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useInfinitePages([...PAYMENT_KEYS.withdrawals, type], (page, signal) =>
    paymentsApi.withdrawals(type, page, signal),
  );
  return (
    <RecordList
      pages={list}
      testId="withdraw-records"
      renderRecord={(record) => (
        <>
          <div className={styles.itemMain}>
            <span className={styles.itemTitle}>
              {record.draw_currency.code}
              {record.draw_currency.protocol ? ` · ${record.draw_currency.protocol}` : ''}
            </span>
            <span className={styles.itemSub}>{record.address || record.payee_account}</span>
            <span className={styles.itemSub}>
              {t('payments.feeShort', { fee: formatExact(record.fee, 2, lang) })} ·{' '}
              {t('payments.receiptShort', {
                // the coin paid out, kept on the amount's line (a no-break space)
                amount: `${formatExact(record.real_number, 2, lang)}\u00a0${record.draw_currency.code}`,
              })}
            </span>
            <ZonedTime className={styles.itemSub} at={record.created_at} />
            {record.remark && <span className={styles.itemSub}>{t('payments.reason', { reason: record.remark })}</span>}
          </div>
          <div className={styles.itemEnd}>
            <span className={styles.amount}>{`${formatDecimal(record.amount, 2, lang)}\u00a0USD`}</span>
            <StatusBadge status={record.status} />
          </div>
        </>
      )}
    />
  );
}
