import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './ConfirmDialog.module.css';
import { MessageDialog } from './MessageDialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question with cancel and confirm (native <dialog>: focus trapped, Escape cancels). */
export function ConfirmDialog({ open, title, message, confirmLabel, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <MessageDialog open={open} title={title} message={message} onDismiss={onCancel}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </div>
    </MessageDialog>
  );
}
