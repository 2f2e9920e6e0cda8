import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField.tsx';
import styles from './AuthForm.module.css';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

interface PasswordFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, placeholder, value, onChange, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
