import { useTranslation } from 'react-i18next';
import { formatExact } from '../../../format/number.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { NavBar } from '../../../ui/NavBar.tsx';
import { ZonedTime } from '../../../ui/ZonedTime.tsx';
import mine from '../Mine.module.css';
import { AccountStats } from './AccountStats.tsx';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import styles from './Payments.module.css';
import { RecordList } from './RecordList.tsx';
import { useInfinitePages } from './useInfinitePages.ts';

/**
 * /mine/history: the account detail and its ledger (memo in the reader's language), loading as it scrolls;
 * only the entries near the view exist, however many pages an active trader loads.
 */
export default function HistoryScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ledger = useInfinitePages([...PAYMENT_KEYS.ledger, lang], (page, signal) => paymentsApi.ledger(page, signal));
  return (
    <div className={mine.screen}>
      <NavBar title={t('screens.history')} back />
      <div className={mine.scroll}>
        <AccountStats totals />
        <h2 className={mine.heading}>{t('payments.ledger')}</h2>
        <RecordList
          pages={ledger}
          testId="ledger"
          renderRecord={(row) => {
            const negative = row.Value.startsWith('-');
            return (
              <>
                <div className={styles.itemMain}>
                  <span className={styles.itemTitle}>{row.MemoTran}</span>
                  <ZonedTime className={styles.itemSub} at={row.CreatedAt} />
                </div>
                <div className={styles.itemEnd}>
                  <span className={`${styles.amount} ${negative ? styles.down : styles.up}`}>
                    {negative ? '' : '+'}
                    {formatExact(row.Value, 2, lang)}
                  </span>
                  <span className={styles.itemSub}>
                    {t('payments.after', { balance: formatExact(row.BalanceAfter, 2, lang) })}
                  </span>
                </div>
              </>
            );
          }}
        />
      </div>
    </div>
  );
}
