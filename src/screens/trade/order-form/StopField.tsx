import { type ReactNode, useId } from 'react';
import { Switch } from '../../../ui/Switch.tsx';
import styles from '../OrderForm.module.css';

interface StopFieldProps {
  label: string;
  on: boolean;
  value: string;
  onToggle(on: boolean): void;
  onChange(value: string): void;
  /** the allowed range, or what is wrong with the typed price (error); the text may be a live one */
  message: { text: ReactNode; error: boolean } | null;
}

/**
 * A stop-loss or take-profit toggle with its price box and, while on, the allowed range under it (an error
 * when the typed price is outside it); the box is inert while the toggle is off.
 */
export function StopField({ label, on, value, onToggle, onChange, message }: StopFieldProps) {
  const messageId = useId();
  const shown = on ? message : null;
  return (
    <div className={styles.stop}>
      <Switch label={label} checked={on} onChange={onToggle} />
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-describedby={shown ? messageId : undefined}
        aria-invalid={shown?.error || undefined}
        disabled={!on}
        value={on ? value : ''}
        placeholder="--"
        onChange={(event) => onChange(event.target.value)}
      />
      {shown && (
        <p id={messageId} className={shown.error ? styles.fieldError : styles.fieldHint} data-stop-message="">
          {shown.text}
        </p>
      )}
    </div>
  );
}
