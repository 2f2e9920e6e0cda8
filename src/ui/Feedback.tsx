import { useTranslation } from 'react-i18next';
import { useUi } from '../stores/ui.ts';
import styles from './Feedback.module.css';

/** Toasts (errors, confirmations) and the spinner for calls marked with one. */
export function Feedback() {
  const toasts = useUi((state) => state.toasts);
  const busy = useUi((state) => state.pendingSpinners > 0);
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.toasts} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`} data-tone={toast.tone}>
            {toast.text}
          </div>
        ))}
      </div>
      {busy && (
        <div className={styles.spinnerLayer} role="progressbar" aria-label={t('common.loading')}>
          <span className={styles.spinner} />
        </div>
      )}
    </>
  );
}
