import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './BottomSheet.module.css';
import { useBackCloses } from './useBackCloses.ts';
import { useModalDialog } from './useModalDialog.ts';

interface BottomSheetProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Back (the Android gesture) closes the sheet; only for sheets that do not navigate as they close */
  closeOnBack?: boolean;
}

/**
 * A modal panel that rises from the bottom (native <dialog>: focus trapped, Escape closes); a tap on the
 * dimmed backdrop or the close button closes it too.
 */
export function BottomSheet({ open, title, onClose, children, closeOnBack = false }: BottomSheetProps) {
  const { t } = useTranslation();
  const { ref, titleId } = useModalDialog(open);
  useBackCloses(open && closeOnBack, onClose);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
