import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Payments.module.css';

/** Single-choice chips (coin, network, currency, bound account). */
export function Chips<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; text: string }[];
  value: T | null;
  onChange(value: T): void;
}) {
  return (
    <fieldset className={styles.chips} aria-label={label}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </fieldset>
  );
}

/** Label / value rows. */
export function Rows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** SPEC §4's record status (0 unchecked, 1 finished, 2 rejected, 3 invalid). */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'payments.status' });
  const key = status === 1 ? 'finished' : status === 2 ? 'rejected' : status === 3 ? 'invalid' : 'unchecked';
  return (
    <span className={styles.badge} data-status={status}>
      {t(key)}
    </span>
  );
}
