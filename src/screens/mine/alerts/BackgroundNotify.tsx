import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsSupported } from '../../../alerts/backgroundNotification.ts';
import { Button } from '../../../ui/Button.tsx';
import mine from '../Mine.module.css';

type Permission = NotificationPermission | 'unsupported';

const permissionNow = (): Permission => (notificationsSupported() ? Notification.permission : 'unsupported');

/**
 * Asks for notification permission, only from this tap: alerts then also reach the user while the app is in
 * the background. Hidden where there are no notifications or once allowed; a refusal is said plainly.
 */
export function BackgroundNotify() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<Permission>(permissionNow);
  if (permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied') return <p className={mine.muted}>{t('alertsPage.backgroundDenied')}</p>;
  const ask = async () => {
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(permissionNow());
    }
  };
  return (
    <Button variant="secondary" block onClick={() => void ask()}>
      {t('alertsPage.background')}
    </Button>
  );
}
