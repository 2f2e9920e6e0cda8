import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import styles from './OrderDetail.module.css';

interface StopBoxProps {
  label: string;
  draft: string;
  onDraft(draft: string): void;
  /** what the server would refuse in the price typed, said under the box; null when there is nothing */
  problem: string | null;
  /** shown while empty (default: "Not set") */
  placeholder?: string;
  /** whole points, not a price */
  whole?: boolean;
}

/** A position's stop-loss, take-profit or trailing-stop box (empty: none), in the stops editor's grid, its problem under it. */
export function StopBox({ label, draft, onDraft, problem, placeholder, whole }: StopBoxProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const problemId = useId();
  return (
    <>
      <label htmlFor={inputId}>{label}</label>
      <DecimalInput
        id={inputId}
        draft={draft}
        onDraft={onDraft}
        placeholder={placeholder ?? t('orders.notSet')}
        whole={whole}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem === null ? undefined : problemId}
      />
      {problem !== null && (
        <p id={problemId} className={`${styles.hintError} ${styles.stopProblem}`} data-stop-problem="">
          {problem}
        </p>
      )}
    </>
  );
}
