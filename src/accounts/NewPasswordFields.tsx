import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../protocol/passwords.ts';
import { PasswordField } from './PasswordField.tsx';

interface NewPasswordFieldsProps {
  /** "Password" at sign-up, "New password" when changing it */
  label: string;
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
}

/** A new password and its confirmation. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  onPassword,
  onConfirmation,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        placeholder={t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPlaceholder')}
        value={confirmation}
        onChange={onConfirmation}
        autoComplete="new-password"
      />
    </>
  );
}
