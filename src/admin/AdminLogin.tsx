import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import styles from './AdminApp.module.css';
import { AdminApiError, adminApi, setStaffToken } from './adminApi.ts';

/** Staff log-in with the authenticator app's code; accounts come from `npm run staff -- create`, never from here. */
export function AdminLogin({ onLoggedIn }: { onLoggedIn(): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !password || !code) return setError(t('auth.pleaseComplete'));
    setBusy(true);
    setError('');
    try {
      const { token } = await adminApi.login(email, password, code);
      setStaffToken(token);
      onLoggedIn();
    } catch (failure) {
      setError(failure instanceof AdminApiError ? failure.message : t('errors.network', { code: 'NETWORK' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.loginPage}>
      <form className={styles.loginCard} onSubmit={(event) => void submit(event)} noValidate>
        <h1 className={styles.heading}>{t('admin.title')}</h1>
        <TextField label={t('auth.email')} type="email" autoComplete="username" value={email} onChange={setEmail} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <TextField
          label={t('admin.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" block disabled={busy}>
          {t('auth.login')}
        </Button>
      </form>
    </main>
  );
}
