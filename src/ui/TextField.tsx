import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldError, invalidProps } from './FieldError.tsx';
import styles from './TextField.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown left of the input inside the field (e.g. a country code picker). */
  leading?: ReactNode;
  /** Shown right of the input inside the field (e.g. a send-code button). */
  trailing?: ReactNode;
  /** What is wrong with the value, shown under the field (the field is marked invalid). */
  error?: string | null;
}

/** A labelled input on the dark surface; the label stays visible above the field, an error below it. */
export function TextField({
  label,
  value,
  onChange,
  leading,
  trailing,
  error,
  id,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.box} data-invalid={error ? '' : undefined}>
        {leading}
        <input
          {...input}
          {...invalidProps(error, errorId, describedBy)}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {trailing}
      </div>
      {error && <FieldError id={errorId} text={error} />}
    </div>
  );
}
