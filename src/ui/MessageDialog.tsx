import type { ReactNode } from 'react';
import styles from './ConfirmDialog.module.css';
import { useModalDialog } from './useModalDialog.ts';

interface MessageDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Escape (and the dialog's own cancel) */
  onDismiss(): void;
  children: ReactNode;
}

/** A modal title and message above its buttons; ConfirmDialog and NoticeDialog are made of it. */
export function MessageDialog({ open, title, message, onDismiss, children }: MessageDialogProps) {
  const { ref, titleId } = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.message}>{message}</p>
      {children}
    </dialog>
  );
}
