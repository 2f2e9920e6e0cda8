import { useId } from 'react';
import styles from './Stepper.module.css';

interface StepperProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onStep(direction: 1 | -1): void;
  decrementDisabled?: boolean;
  incrementDisabled?: boolean;
  decrementLabel: string;
  incrementLabel: string;
  /** the id of the message that explains the value (shown next to the box) */
  describedBy?: string;
  invalid?: boolean;
}

/** A number box between − and + buttons; the caller decides the step (typed values are allowed too). */
export function Stepper({
  label,
  value,
  onChange,
  onStep,
  decrementDisabled = false,
  incrementDisabled = false,
  decrementLabel,
  incrementLabel,
  describedBy,
  invalid = false,
}: StepperProps) {
  const id = useId();
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onStep(-1)}
          disabled={decrementDisabled}
          aria-label={decrementLabel}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.button}
          onClick={() => onStep(1)}
          disabled={incrementDisabled}
          aria-label={incrementLabel}
        >
          +
        </button>
      </div>
    </div>
  );
}
