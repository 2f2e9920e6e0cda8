import { useTranslation } from 'react-i18next';
import { formatDecimal, formatExact } from '../../../format/number.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { ZonedTime } from '../../../ui/ZonedTime.tsx';
import mine from '../Mine.module.css';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import styles from './Payments.module.css';
import { StatusBadge } from './parts.tsx';
import { RecordList } from './RecordList.tsx';
import { useInfinitePages } from './useInfinitePages.ts';

/**
 * The user's deposits of one type (0 crypto, 1 bank), newest first, under a heading that says which: the
 * bank tab's empty list says there are no bank wire deposits, not that the user's crypto ones are gone.
 */
export function DepositRecords({ type }: { type: 0 | 1 }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useInfinitePages([...PAYMENT_KEYS.deposits, type], (page, signal) =>
    paymentsApi.deposits(type, page, signal),
  );
  return (
    <>
      <h2 className={mine.heading}>
        {t(type === 0 ? 'payments.depositRecordsCrypto' : 'payments.depositRecordsWire')}
      </h2>
      <RecordList
        pages={list}
        testId="deposit-records"
        emptyText={t(type === 0 ? 'payments.noDepositsCrypto' : 'payments.noDepositsWire')}
        renderRecord={(record) => (
          <>
            <div className={styles.itemMain}>
              <span className={styles.itemTitle}>
                {record.currency_code}
                {record.protocol_code ? ` · ${record.protocol_code}` : ''}
              </span>
              <span className={styles.itemSub}>{record.number}</span>
              <ZonedTime className={styles.itemSub} at={record.created_at} />
              {record.remark && (
                <span className={styles.itemSub}>{t('payments.reason', { reason: record.remark })}</span>
              )}
            </div>
            <div className={styles.itemEnd}>
              <span className={styles.amount}>
                {record.type === 1 ? formatDecimal(record.amount, 2, lang) : formatExact(record.amount, 2, lang)}{' '}
                {record.currency_code}
              </span>
              <StatusBadge status={record.status} />
            </div>
          </>
        )}
      />
    </>
  );
}
