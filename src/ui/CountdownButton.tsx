import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './CountdownButton.module.css';

interface CountdownButtonProps {
  /** Sends the code; resolves with the seconds to wait before another send, rejects when nothing was sent. */
  onSend(): Promise<number>;
  label: string;
  disabled?: boolean;
}

/** SPEC §4: after a send it counts down (60 s) and stays disabled until the countdown ends. */
export function CountdownButton({ onSend, label, disabled = false }: CountdownButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      setLeft(await onSend());
    } catch {
      // the API client has shown why
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      disabled={disabled || sending || left > 0}
      onClick={() => void send()}
      aria-live="polite"
    >
      {left > 0 ? t('auth.resendIn', { seconds: left }) : label}
    </button>
  );
}
