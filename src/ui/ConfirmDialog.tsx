import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './ConfirmDialog.module.css';
import { MessageDialog } from './MessageDialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** the dismiss button's label when "Cancel" would be ambiguous (e.g. "Keep order" beside "Cancel order") */
  cancelLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question with cancel and confirm (native <dialog>: focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <MessageDialog open={open} title={title} message={message} onDismiss={onCancel}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </div>
    </MessageDialog>
  );
}
