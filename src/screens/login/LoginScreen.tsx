import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import styles from '../../accounts/AuthForm.module.css';
import { accountsApi, type CaptchaAnswer } from '../../accounts/api.ts';
import { CaptchaField } from '../../accounts/CaptchaField.tsx';
import { asksForCaptcha } from '../../accounts/captchaErrors.ts';
import { IdentityFields } from '../../accounts/IdentityFields.tsx';
import { PasswordField } from '../../accounts/PasswordField.tsx';
import { useAuthSettings } from '../../accounts/queries.ts';
import { enterDemo, startSession } from '../../accounts/session.ts';
import { identityProblem, useIdentity } from '../../accounts/useIdentity.ts';
import { returnPath, wantedRoute } from '../../app/returnRoute.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { Button } from '../../ui/Button.tsx';
import { NavBar } from '../../ui/NavBar.tsx';

/**
 * Log in by e-mail or mobile + calling code (SPEC §5 messages), or try a demo; returns to `from`. Someone
 * already logged in to a real account is forwarded there at once (a demo user stays: this is how they reach
 * a real account). Says "session expired" only when this device's session did expire.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useAuthSettings();
  const [identity, setIdentity] = useIdentity('email');
  const [password, setPassword] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const target = returnPath(location.search);
  const sessionExpired = useSession((state) => state.expired);
  const loggedInForReal = useSession(
    (state) => state.token !== null && state.user !== null && state.user.is_demo !== 1,
  );
  const wanted = wantedRoute(new URLSearchParams(location.search).get('from'));

  // once this screen has sent the user on, it never forwards them anywhere else while it is still shown
  const leaving = useRef(false);
  const finish = () => {
    leaving.current = true;
    void navigate(target, { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = identityProblem(identity);
    if (problem) return toast(t(`auth.${problem}`));
    if (!password) return toast(t('auth.enterPassword'));
    setBusy(true);
    try {
      const { token } = await accountsApi.login(identity, password, captcha ?? undefined);
      await startSession(token);
      toast(t('auth.loggedIn'), 'success');
      finish();
    } catch (error) {
      if (asksForCaptcha(error) || captchaRound > 0) setCaptchaRound((round) => round + 1);
    } finally {
      setBusy(false);
    }
  };

  const tryDemo = async () => {
    setBusy(true);
    try {
      await enterDemo();
      finish();
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };

  if (loggedInForReal && !busy && !leaving.current) return <Navigate to={wanted ?? '/'} replace />;

  let notice: string | null = null;
  if (sessionExpired) notice = t('journey.sessionExpired');
  else if (wanted) notice = t('journey.loginToContinue');

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.login')} back />
      <div className={styles.scroll}>
        <div className={styles.brand}>
          <h2 className={styles.brandName}>{t('auth.welcome')}</h2>
          <p className={styles.brandLine}>{t('app.tagline')}</p>
        </div>
        {notice && (
          <p className={styles.notice} role="status" data-testid="login-notice">
            {notice}
          </p>
        )}
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <IdentityFields identity={identity} onChange={setIdentity} switchable={settings.mobileLogin} />
          <PasswordField
            label={t('auth.password')}
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          {captchaRound > 0 && <CaptchaField round={captchaRound} onChange={setCaptcha} />}
          <Button type="submit" block disabled={busy || (captchaRound > 0 && !captcha)}>
            {t('auth.login')}
          </Button>
          <div className={styles.links}>
            <Link className={styles.link} to="/forgot">
              {t('auth.forgot')}
            </Link>
            <span>
              <span className={styles.muted}>{t('auth.noAccount')} </span>
              <Link className={styles.link} to={`/register${location.search}`}>
                {t('auth.register')}
              </Link>
            </span>
          </div>
        </form>
        <p className={styles.divider}>{t('auth.or')}</p>
        <div className={styles.demoCard}>
          <Button variant="secondary" block disabled={busy} onClick={() => void tryDemo()}>
            {t('auth.tryDemo')}
          </Button>
          <p className={styles.hint}>{t('auth.demoHint')}</p>
        </div>
      </div>
    </div>
  );
}
