import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../../protocol/schemas/accounts.ts';
import { TextField } from '../ui/TextField.tsx';
import styles from './AuthForm.module.css';
import { accountsApi, type CaptchaAnswer } from './api.ts';

interface CaptchaFieldProps {
  /** Changes whenever a new picture is needed (each picture allows one guess). */
  round: number;
  onChange(answer: CaptchaAnswer | null): void;
}

/** The picture from GET /api/captcha and an input for its digits; tap the picture for a new one. */
export function CaptchaField({ round, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [picture, setPicture] = useState<Captcha | null>(null);
  const [text, setText] = useState('');

  const load = useCallback(async () => {
    setText('');
    onChange(null);
    try {
      setPicture(await accountsApi.captcha());
    } catch {
      setPicture(null);
    }
  }, [onChange]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round asks for a new picture
  useEffect(() => {
    void load();
  }, [round, load]);

  const update = (value: string) => {
    setText(value);
    onChange(picture && value ? { key: picture.id, captcha: value } : null);
  };

  return (
    <TextField
      label={t('auth.captcha')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      placeholder={t('auth.captchaPlaceholder')}
      value={text}
      onChange={update}
      trailing={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={() => void load()}
          aria-label={t('auth.newCaptcha')}
        >
          {picture && <img src={picture.b64s} alt={t('auth.captchaImage')} width={105} height={35} />}
        </button>
      }
    />
  );
}
