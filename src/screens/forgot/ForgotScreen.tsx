import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../protocol/passwords.ts';
import styles from '../../accounts/AuthForm.module.css';
import { accountsApi } from '../../accounts/api.ts';
import { CodeField } from '../../accounts/CodeField.tsx';
import { IdentityFields } from '../../accounts/IdentityFields.tsx';
import { NewPasswordFields } from '../../accounts/NewPasswordFields.tsx';
import { useAuthSettings } from '../../accounts/queries.ts';
import { identityProblem, useIdentity } from '../../accounts/useIdentity.ts';
import { toast } from '../../stores/ui.ts';
import { Button } from '../../ui/Button.tsx';
import { NavBar } from '../../ui/NavBar.tsx';

/** A new password with a code sent to the account's e-mail or mobile; then back to log-in. */
export default function ForgotScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useAuthSettings();
  const [identity, setIdentity] = useIdentity('email');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    const problem = identityProblem(identity);
    if (problem) {
      toast(t(`auth.${problem}`));
      throw new Error('no recipient');
    }
    const sent = await accountsApi.sendCode(identity, 2);
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
    if (!confirmation) return toast(t('auth.enterPasswordAgain'));
    if (password !== confirmation) return toast(t('auth.passwordMismatch'));
    if (password.length < PASSWORD_MIN_LENGTH) return toast(t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH }));
    setBusy(true);
    try {
      await accountsApi.forgetPassword(identity, password, confirmation, code);
      toast(t('auth.resetDone'), 'success');
      navigate('/login', { replace: true });
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.forgot')} back />
      <div className={styles.scroll}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <IdentityFields identity={identity} onChange={setIdentity} switchable={settings.mobileLogin} />
          <CodeField value={code} onChange={setCode} onSend={sendCode} />
          <NewPasswordFields
            label={t('auth.newPassword')}
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
          />
          <Button type="submit" block disabled={busy}>
            {t('common.confirm')}
          </Button>
        </form>
      </div>
    </div>
  );
}
