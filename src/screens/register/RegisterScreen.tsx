import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../protocol/passwords.ts';
import styles from '../../accounts/AuthForm.module.css';
import { accountsApi, type CaptchaAnswer } from '../../accounts/api.ts';
import { CaptchaField } from '../../accounts/CaptchaField.tsx';
import { CodeField } from '../../accounts/CodeField.tsx';
import { asksForCaptcha } from '../../accounts/captchaErrors.ts';
import { IdentityFields } from '../../accounts/IdentityFields.tsx';
import { NewPasswordFields } from '../../accounts/NewPasswordFields.tsx';
import { useAuthSettings } from '../../accounts/queries.ts';
import { startSession } from '../../accounts/session.ts';
import { identityProblem, useIdentity } from '../../accounts/useIdentity.ts';
import { returnPath } from '../../app/returnRoute.ts';
import { toast } from '../../stores/ui.ts';
import { Button } from '../../ui/Button.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** The invite code a shared link carries (`?invite_code=`, or the shorter `?code=` / `?invite=`). */
function inviteFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return params.get('invite_code') ?? params.get('invite') ?? params.get('code') ?? '';
}

/** Sign-up by e-mail or mobile (per the server setting) with a mailed code, password twice and an invite code. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useAuthSettings();
  const [identity, setIdentity] = useIdentity(settings.registerBy);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [inviteCode, setInviteCode] = useState(() => inviteFromUrl(location.search));
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (identity.channel !== settings.registerBy)
      setIdentity({ channel: settings.registerBy, account: '', areaId: null });
  }, [settings.registerBy, identity.channel, setIdentity]);

  useEffect(() => {
    if (settings.captchaOnRegister && captchaRound === 0) setCaptchaRound(1);
  }, [settings.captchaOnRegister, captchaRound]);

  const sendCode = async () => {
    const problem = identityProblem(identity);
    if (problem) {
      toast(t(`auth.${problem}`));
      throw new Error('no recipient');
    }
    const sent = await accountsApi.sendCode(identity, 1);
    toast(t('auth.codeSent'), 'success');
    return sent.resend_after;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // the first field left empty, named
    const problem = identityProblem(identity);
    if (problem) return toast(t(`auth.${problem}`));
    if (!code) return toast(t('auth.enterCode'));
    if (!password) return toast(t('auth.enterNewPassword'));
    if (!rePassword) return toast(t('auth.enterPasswordAgain'));
    if (password !== rePassword) return toast(t('auth.passwordMismatch'));
    if (password.length < PASSWORD_MIN_LENGTH) return toast(t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH }));
    setBusy(true);
    try {
      const { token } = await accountsApi.register(
        identity,
        { password, rePassword, code, inviteCode },
        captcha ?? undefined,
      );
      await startSession(token);
      toast(t('auth.registered'), 'success');
      navigate(returnPath(location.search), { replace: true });
    } catch (error) {
      if (asksForCaptcha(error) || captchaRound > 0) setCaptchaRound((round) => round + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.register')} back />
      <div className={styles.scroll}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <IdentityFields identity={identity} onChange={setIdentity} switchable={false} />
          <CodeField value={code} onChange={setCode} onSend={sendCode} />
          <NewPasswordFields
            label={t('auth.password')}
            password={password}
            confirmation={rePassword}
            onPassword={setPassword}
            onConfirmation={setRePassword}
          />
          <TextField
            label={t('auth.inviteCode')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            placeholder={t('auth.invitePlaceholder')}
            value={inviteCode}
            onChange={setInviteCode}
          />
          {captchaRound > 0 && <CaptchaField round={captchaRound} onChange={setCaptcha} />}
          <Button type="submit" block disabled={busy || (captchaRound > 0 && !captcha)}>
            {t('auth.register')}
          </Button>
          <p className={styles.links}>
            <span>
              <span className={styles.muted}>{t('auth.haveAccount')} </span>
              <Link className={styles.link} to={`/login${location.search}`} replace>
                {t('auth.login')}
              </Link>
            </span>
          </p>
        </form>
      </div>
    </div>
  );
}
