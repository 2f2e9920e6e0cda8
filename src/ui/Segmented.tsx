import styles from './Segmented.module.css';

export interface SegmentedProps<T extends string> {
  label: string;
  options: readonly { value: T; text: string }[];
  value: T;
  onChange(value: T): void;
}

/** Two or three mutually exclusive choices shown as tabs (e.g. e-mail | mobile); onChange only on a change. */
export function Segmented<T extends string>({ label, options, value, onChange }: SegmentedProps<T>) {
  return (
    <div className={styles.group} role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={option.value === value ? `${styles.tab} ${styles.active}` : styles.tab}
          // tapping the tab already chosen changes nothing (the log-in form cleared the typed account)
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
