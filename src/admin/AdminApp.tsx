import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import styles from './AdminApp.module.css';
import { AdminLogin } from './AdminLogin.tsx';
import { AdminNews } from './AdminNews.tsx';
import { AdminPayments } from './AdminPayments.tsx';
import { AdminSettings } from './AdminSettings.tsx';
import { AdminUsers } from './AdminUsers.tsx';
import { adminApi, setStaffToken, staffToken } from './adminApi.ts';

/** /admin: staff log in, then see who registered (the back office grows in later issues). */
export default function AdminApp() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(staffToken);
  const [section, setSection] = useState<'users' | 'news' | 'payments' | 'settings'>('users');
  const me = useQuery({
    queryKey: ['admin', 'me', token],
    queryFn: adminApi.me,
    enabled: token !== null,
    retry: false,
  });

  const loggedIn = () => setToken(staffToken());
  const logout = async () => {
    await adminApi.logout().catch(() => undefined);
    setStaffToken(null);
    queryClient.removeQueries({ queryKey: ['admin'] });
    setToken(null);
  };

  if (!token || me.isError) return <AdminLogin onLoggedIn={loggedIn} />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('admin.title')}</h1>
        <nav style={{ display: 'flex', gap: 8 }}>
          <Button variant={section === 'users' ? 'primary' : 'secondary'} onClick={() => setSection('users')}>
            {t('adminNews.tabUsers')}
          </Button>
          <Button variant={section === 'news' ? 'primary' : 'secondary'} onClick={() => setSection('news')}>
            {t('adminNews.tab')}
          </Button>
          <Button variant={section === 'payments' ? 'primary' : 'secondary'} onClick={() => setSection('payments')}>
            {t('adminPay.tab')}
          </Button>
          <Button variant={section === 'settings' ? 'primary' : 'secondary'} onClick={() => setSection('settings')}>
            {t('adminSettings.tab')}
          </Button>
        </nav>
        <span className={styles.staff}>{me.data?.email}</span>
        <Button variant="text" onClick={() => void logout()}>
          {t('admin.logout')}
        </Button>
      </header>
      {section === 'users' ? (
        <AdminUsers />
      ) : section === 'news' ? (
        <AdminNews />
      ) : section === 'payments' ? (
        <AdminPayments />
      ) : (
        <AdminSettings />
      )}
    </div>
  );
}
