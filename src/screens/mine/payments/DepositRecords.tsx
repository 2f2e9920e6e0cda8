import { useTranslation } from 'react-i18next';
import { formatDecimal, formatExact } from '../../../format/number.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { ZonedTime } from '../../../ui/ZonedTime.tsx';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import styles from './Payments.module.css';
import { StatusBadge } from './parts.tsx';
import { RecordList } from './RecordList.tsx';
import { useInfinitePages } from './useInfinitePages.ts';

/** The user's deposits of one type (0 crypto, 1 bank), newest first. */
export function DepositRecords({ type }: { type: 0 | 1 }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useInfinitePages([...PAYMENT_KEYS.deposits, type], (page, signal) =>
    paymentsApi.deposits(type, page, signal),
  );
  return (
    <RecordList
      pages={list}
      testId="deposit-records"
      renderRecord={(record) => (
        <>
          <div className={styles.itemMain}>
            <span className={styles.itemTitle}>
              {record.currency_code}
              {record.protocol_code ? ` · ${record.protocol_code}` : ''}
            </span>
            <span className={styles.itemSub}>{record.number}</span>
            <ZonedTime className={styles.itemSub} at={record.created_at} />
            {record.remark && <span className={styles.itemSub}>{t('payments.reason', { reason: record.remark })}</span>}
          </div>
          <div className={styles.itemEnd}>
            <span className={styles.amount}>
              {record.type === 1 ? formatDecimal(record.amount, 2, lang) : formatExact(record.amount, 0, lang)}{' '}
              {record.currency_code}
            </span>
            <StatusBadge status={record.status} />
          </div>
        </>
      )}
    />
  );
}
