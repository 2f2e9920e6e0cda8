import { type ReactNode, useId, useRef } from 'react';
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
 * when the typed price is outside it); the box is inert while the toggle is off. Turned on, the field is
 * scrolled into the form's sight (on a phone the form has a fixed height and its fields scroll).
 */
export function StopField({ label, on, value, onToggle, onChange, message }: StopFieldProps) {
  const messageId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const shown = on ? message : null;
  const toggle = (next: boolean) => {
    onToggle(next);
    // after the frame that shows the box and its range (they are what scrolls into sight)
    if (next) requestAnimationFrame(() => fieldRef.current?.scrollIntoView({ block: 'nearest' }));
  };
  return (
    <div className={styles.stop} ref={fieldRef}>
      <Switch label={label} checked={on} onChange={toggle} />
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
