import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownCreditScore } from '../../accounts/accountName.ts';
import { EyeIcon, EyeOffIcon } from '../../accounts/icons.tsx';
import { useBalance } from '../../accounts/queries.ts';
import { formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import styles from './UserScreen.module.css';

const HIDDEN_KEY = 'pipwave.hideBalance';

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The balance at 2 decimals with a show/hide toggle (remembered), and the credit score. */
export function BalanceCard({ creditScore, children }: { creditScore: number | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const balance = useBalance();
  const [hidden, setHidden] = useState(readHidden);

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    try {
      localStorage.setItem(HIDDEN_KEY, next ? '1' : '0');
    } catch {
      // the choice lasts for this visit
    }
  };

  let shown: ReactNode = <Skeleton width={150} height={30} />;
  if (hidden) shown = '******';
  else if (balance.data) shown = formatDecimal(balance.data.balance, 2, lang);
  else if (balance.isError) shown = '--';

  return (
    <section className={styles.balanceCard} aria-label={t('user.balance', { currency: 'USD' })}>
      <div className={styles.balanceHead}>
        <span>{t('user.balance', { currency: balance.data?.currency ?? 'USD' })}</span>
        <button
          type="button"
          className={styles.eye}
          onClick={toggle}
          aria-pressed={hidden}
          aria-label={hidden ? t('user.showBalance') : t('user.hideBalance')}
        >
          {hidden ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <p className={styles.balance} data-testid="balance">
        {shown}
      </p>
      <p className={styles.credit}>
        {t('user.creditScore')}
        <strong>{creditScore === null ? '--' : shownCreditScore(creditScore)}</strong>
      </p>
      {children}
    </section>
  );
}
