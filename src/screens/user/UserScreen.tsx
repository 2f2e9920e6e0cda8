import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountsApi } from '../../accounts/api.ts';
import { ChevronIcon, DemoIcon, ResetIcon } from '../../accounts/icons.tsx';
import { BALANCE_KEY } from '../../accounts/queries.ts';
import { switchToDemo } from '../../accounts/session.ts';
import { routeByName } from '../../app/routeTable.ts';
import { formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { AppearanceSettings } from './AppearanceSettings.tsx';
import { BalanceCard } from './BalanceCard.tsx';
import { DEPOSIT, type MenuEntry, USER_MENU, WITHDRAW } from './menu.ts';
import { OneTapTradingSetting } from './OneTapTradingSetting.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import styles from './UserScreen.module.css';

const DEMO_BALANCE = '10000';

/** SPEC §2's user centre: who you are, balance and credit score, and the menu; demo users get a label and a reset. */
export default function UserScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((state) => state.user);
  const isDemo = user?.is_demo === 1;
  const [confirmingReset, setConfirmingReset] = useState(false);

  const open = (entry: MenuEntry) => {
    if (entry.realOnly && isDemo) toast(t('guards.realAccountOnly'));
    else navigate(routeByName(entry.route).path);
  };

  const resetDemo = async () => {
    setConfirmingReset(false);
    try {
      await accountsApi.resetDemo();
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      toast(t('user.demoResetDone'), 'success');
    } catch {
      // the API client has shown why
    }
  };

  const tryDemo = async () => {
    try {
      await switchToDemo();
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    } catch {
      // the API client has shown why
    }
  };

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.user')} />
      <div className={styles.scroll}>
        <ProfileHeader user={user} />

        <BalanceCard creditScore={user?.credit_score ?? null}>
          <div className={styles.cardActions}>
            {[DEPOSIT, WITHDRAW].map((entry) => (
              <Button
                key={entry.route}
                variant="secondary"
                aria-disabled={isDemo ? true : undefined}
                onClick={() => open(entry)}
              >
                <entry.Icon />
                {t(`screens.${entry.route}`)}
              </Button>
            ))}
          </div>
        </BalanceCard>

        {isDemo && (
          <section className={styles.upgrade}>
            <p className={styles.upgradeTitle}>{t('user.upgradeTitle')}</p>
            <p className={styles.upgradeBody}>{t('user.upgradeBody')}</p>
            <div className={styles.cardActions}>
              <Button onClick={() => navigate('/register')}>{t('auth.register')}</Button>
              <Button variant="secondary" onClick={() => navigate('/login')}>
                {t('auth.login')}
              </Button>
            </div>
          </section>
        )}

        {user && <OneTapTradingSetting />}

        <ul className={styles.menu}>
          {isDemo ? (
            <li>
              <button type="button" className={styles.menuRow} onClick={() => setConfirmingReset(true)}>
                <ResetIcon className={styles.menuIcon} />
                <span className={styles.menuText}>{t('user.demoReset')}</span>
                <ChevronIcon className={styles.chevron} />
              </button>
            </li>
          ) : (
            user && (
              <li>
                <button type="button" className={styles.menuRow} onClick={() => void tryDemo()}>
                  <DemoIcon className={styles.menuIcon} />
                  <span className={styles.menuText}>{t('auth.tryDemo')}</span>
                  <ChevronIcon className={styles.chevron} />
                </button>
              </li>
            )
          )}
          {USER_MENU.map((entry) => (
            <li key={entry.route}>
              <button
                type="button"
                className={styles.menuRow}
                aria-disabled={entry.realOnly && isDemo ? true : undefined}
                onClick={() => open(entry)}
              >
                <entry.Icon className={styles.menuIcon} />
                <span className={styles.menuText}>{t(`screens.${entry.route}`)}</span>
                <ChevronIcon className={styles.chevron} />
              </button>
            </li>
          ))}
        </ul>

        <AppearanceSettings />
      </div>
      <ConfirmDialog
        open={confirmingReset}
        title={t('user.demoReset')}
        message={t('user.demoResetConfirm', { amount: formatDecimal(DEMO_BALANCE, 2, lang) })}
        onConfirm={() => void resetDemo()}
        onCancel={() => setConfirmingReset(false)}
      />
    </div>
  );
}
