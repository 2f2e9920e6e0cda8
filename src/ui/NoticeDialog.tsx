import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './ConfirmDialog.module.css';

interface NoticeDialogProps {
  open: boolean;
  title: string;
  message: string;
  buttonLabel?: string;
  onClose(): void;
}

/** A modal message with one button (native <dialog>: focus trapped, Escape closes). */
export function NoticeDialog({ open, title, message, buttonLabel, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.message}>{message}</p>
      <Button block onClick={onClose}>
        {buttonLabel ?? t('common.confirm')}
      </Button>
    </dialog>
  );
}
