import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './TextField.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown left of the input inside the field (e.g. a country code picker). */
  leading?: ReactNode;
  /** Shown right of the input inside the field (e.g. a send-code button). */
  trailing?: ReactNode;
}

/** A labelled input on the dark surface; the label stays visible above the field. */
export function TextField({ label, value, onChange, leading, trailing, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.box}>
        {leading}
        <input
          {...input}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {trailing}
      </div>
    </div>
  );
}
