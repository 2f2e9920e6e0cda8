import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { MessageDialog } from './MessageDialog.tsx';

interface NoticeDialogProps {
  open: boolean;
  title: string;
  message: string;
  buttonLabel?: string;
  onClose(): void;
}

/** A modal message with one button, an acknowledgement ("OK" unless told) (native <dialog>: focus trapped, Escape closes). */
export function NoticeDialog({ open, title, message, buttonLabel, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  return (
    <MessageDialog open={open} title={title} message={message} onDismiss={onClose}>
      <Button block onClick={onClose}>
        {buttonLabel ?? t('common.ok')}
      </Button>
    </MessageDialog>
  );
}
