import { Switch } from '../../../ui/Switch.tsx';
import styles from '../OrderForm.module.css';

interface StopFieldProps {
  label: string;
  on: boolean;
  value: string;
  onToggle(on: boolean): void;
  onChange(value: string): void;
}

/** A stop-loss or take-profit toggle with its price box (min 0); the box is inert while the toggle is off. */
export function StopField({ label, on, value, onToggle, onChange }: StopFieldProps) {
  return (
    <div className={styles.stop}>
      <Switch label={label} checked={on} onChange={onToggle} />
      <input
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        aria-label={label}
        disabled={!on}
        value={on ? value : ''}
        placeholder="--"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
