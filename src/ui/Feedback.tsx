import { useTranslation } from 'react-i18next';
import { useUi } from '../stores/ui.ts';
import styles from './Feedback.module.css';
import { TopLayer } from './TopLayer.tsx';

/**
 * Toasts (errors, confirmations) and the spinner for calls marked with one, above everything: a refusal
 * of a save made in a bottom sheet shows over the sheet (TopLayer).
 */
export function Feedback() {
  const toasts = useUi((state) => state.toasts);
  const busy = useUi((state) => state.pendingSpinners > 0);
  const { t } = useTranslation();
  return (
    <>
      <TopLayer raiseKey={toasts.at(-1)?.id} className={styles.toasts} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`} data-tone={toast.tone}>
            {toast.text}
          </div>
        ))}
      </TopLayer>
      {busy && (
        <TopLayer raiseKey={busy} className={styles.spinnerLayer} role="progressbar" aria-label={t('common.loading')}>
          <span className={styles.spinner} />
        </TopLayer>
      )}
    </>
  );
}
