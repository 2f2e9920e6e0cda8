import { useTranslation } from 'react-i18next';
import { halfWidth } from '../format/number.ts';
import { CountdownButton } from '../ui/CountdownButton.tsx';
import { TextField } from '../ui/TextField.tsx';

interface CodeFieldProps {
  value: string;
  onChange(value: string): void;
  /** sends a code; resolves with the seconds until the next send is allowed */
  onSend(): Promise<number>;
  sendDisabled?: boolean;
}

/** The 6-digit verification code with its send button and 60 s countdown. */
export function CodeField({ value, onChange, onSend, sendDisabled }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('auth.codePlaceholder')}
      value={value}
      onChange={(typed) => onChange(halfWidth(typed))}
      trailing={<CountdownButton label={t('auth.sendCode')} onSend={onSend} disabled={sendDisabled} />}
    />
  );
}
