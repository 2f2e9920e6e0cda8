import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/Button.tsx';
import { NavBar } from '../../../ui/NavBar.tsx';
import mine from '../Mine.module.css';
import { AccountStats } from './AccountStats.tsx';
import styles from './Payments.module.css';

/** /mine/wallet: the account's money and the ways in and out. */
export default function WalletScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = [
    ['/mine/history', t('screens.history')],
    ['/mine/coin-address-list', t('screens.coinAddressList')],
    ['/mine/bank-card-list', t('screens.bankCardList')],
    ['/mine/auth', t('screens.auth')],
  ] as const;
  return (
    <div className={mine.screen}>
      <NavBar title={t('screens.wallet')} back />
      <div className={mine.scroll}>
        <AccountStats />
        <div className={styles.grid2}>
          <Button onClick={() => navigate('/mine/charge')}>{t('screens.charge')}</Button>
          <Button variant="secondary" onClick={() => navigate('/mine/withdraw')}>
            {t('screens.withdraw')}
          </Button>
        </div>
        {links.map(([path, label]) => (
          <button key={path} type="button" className={styles.linkRow} onClick={() => navigate(path)}>
            <span>{label}</span>
            <span aria-hidden="true">›</span>
          </button>
        ))}
      </div>
    </div>
  );
}
