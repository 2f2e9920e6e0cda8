import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PASSWORD_MIN_LENGTH } from '../../../protocol/passwords.ts';
import styles from '../../accounts/AuthForm.module.css';
import { accountsApi, type Identity } from '../../accounts/api.ts';
import { CodeField } from '../../accounts/CodeField.tsx';
import { NewPasswordFields } from '../../accounts/NewPasswordFields.tsx';
import { useAreaCodes } from '../../accounts/queries.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { Button } from '../../ui/Button.tsx';
import { NavBar } from '../../ui/NavBar.tsx';

/** Change password (SPEC §5): both fields, equal, and a code sent to the user's own e-mail or mobile. */
export default function PasswordScreen() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const areas = useAreaCodes();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const identity: Identity | null = user?.email
    ? { channel: 'email', account: user.email, areaId: null }
    : user?.mobile
      ? {
          channel: 'mobile',
          account: user.mobile,
          areaId: areas.data?.find((area) => area.code === user.area_code)?.id ?? null,
        }
      : null;
  const address = user?.email || (user?.mobile ? `+${user.area_code} ${user.mobile}` : '');

  const sendCode = async () => {
    if (!identity) throw new Error('no user');
    const sent = await accountsApi.sendCode(identity, 2);
    toast(t('auth.codeSent'), 'success');
    return sent.resend_after;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return toast(t('auth.enterNewPassword'));
    if (!confirmation) return toast(t('auth.enterPasswordAgain'));
    if (password !== confirmation) return toast(t('auth.passwordMismatch'));
    if (!code) return toast(t('auth.enterCode'));
    if (password.length < PASSWORD_MIN_LENGTH) return toast(t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH }));
    if (!identity) return;
    setBusy(true);
    try {
      await accountsApi.amendPassword(identity.channel, password, confirmation, code);
      // Every session ended with the change, this one too. The screen's guard sends the now logged-out user
      // to the log-in at once, which then returns to the user centre (navigating from here came too late:
      // the router's navigation is a transition, the guard's redirect is not, and it named this form)
      useSession.getState().clear('/user');
      toast(t('auth.passwordChanged'), 'success');
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.password')} back />
      <div className={styles.scroll}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.hint}>{t('auth.codeGoesTo', { address })}</p>
          <NewPasswordFields
            label={t('auth.newPassword')}
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
          />
          <CodeField value={code} onChange={setCode} onSend={sendCode} sendDisabled={!identity} />
          <Button type="submit" block disabled={busy || !identity}>
            {t('common.confirm')}
          </Button>
        </form>
      </div>
    </div>
  );
}
