import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../format/number.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import mine from '../Mine.module.css';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import styles from './Payments.module.css';

/** `forexDetail`: balance (big), then locked, equity, margin, free margin and the ledger totals. */
export function AccountStats({ totals = false }: { totals?: boolean }) {
  // A key prefix keeps the key union small (the compiler truncates the full one in some files).
  const { t } = useTranslation('translation', { keyPrefix: 'payments' });
  const lang = useLanguage();
  const detail = useQuery({ queryKey: PAYMENT_KEYS.detail, queryFn: ({ signal }) => paymentsApi.forexDetail(signal) });
  const data = detail.data;
  const stat = (label: string, value: string | undefined, testId?: string) => (
    <div className={styles.stat} key={label}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue} data-testid={testId}>
        {value === undefined ? <Skeleton width={70} height={18} /> : formatDecimal(value, 2, lang)}
      </span>
    </div>
  );
  return (
    <section className={mine.card}>
      <p className={mine.label}>{t('balanceUsd')}</p>
      <span className={styles.big} data-testid="account-balance">
        {data ? formatDecimal(data.balance, 2, lang) : <Skeleton width={150} height={30} />}
      </span>
      <div className={styles.grid2}>
        {stat(t('locked'), data?.lock_balance, 'account-locked')}
        {stat(t('freeMargin'), data?.free_margin)}
        {stat(t('equity'), data?.equity)}
        {stat(t('margin'), data?.margin)}
        {totals && stat(t('totalDeposit'), data?.total_deposit)}
        {totals && stat(t('totalWithdraw'), data?.total_withdraw)}
        {totals && stat(t('totalFee'), data?.total_fee)}
        {totals && stat(t('totalPnl'), data?.total_pnl)}
      </div>
    </section>
  );
}
