import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountName } from '../../accounts/accountName.ts';
import { ChevronIcon } from '../../accounts/icons.tsx';
import { endSession } from '../../accounts/session.ts';
import { LANGUAGE_OPTIONS } from '../../i18n/languageOptions.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { GlobeIcon, UserIcon } from '../../ui/icons.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import styles from '../user/UserScreen.module.css';
import { ClockSetting } from './ClockSetting.tsx';

/** Settings: language, the clock times are shown in, the account, and log-out (clears user and token, goes home, success toast). */
export default function SystemScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguage();
  const loggedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);
  const [confirming, setConfirming] = useState(false);
  const languageName = LANGUAGE_OPTIONS.find((option) => option.value === lang)?.text ?? lang;

  const logout = async () => {
    setConfirming(false);
    await endSession();
    navigate('/', { replace: true });
    toast(t('system.loggedOut'), 'success');
  };

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.system')} back />
      <div className={styles.scroll}>
        <ul className={styles.menu}>
          <li>
            <Link className={styles.menuRow} to="/language">
              <GlobeIcon className={styles.menuIcon} />
              <span className={styles.menuText}>{t('screens.language')}</span>
              <span className={styles.menuValue}>{languageName}</span>
              <ChevronIcon className={styles.chevron} />
            </Link>
          </li>
          <ClockSetting />
          {user && (
            <li>
              <div className={styles.menuRow}>
                <UserIcon className={styles.menuIcon} />
                <span className={styles.menuLabel}>{t('system.account')}</span>
                <span className={`${styles.menuValue} ${styles.menuValueLong}`}>
                  {accountName(user, t('user.demoLabel'))}
                </span>
              </div>
            </li>
          )}
        </ul>
        {loggedIn && (
          <div className={styles.footerAction}>
            <Button variant="danger" block onClick={() => setConfirming(true)}>
              {t('system.logout')}
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('system.logout')}
        message={t('system.logoutConfirm')}
        confirmLabel={t('system.logout')}
        danger
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
