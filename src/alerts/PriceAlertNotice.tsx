import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceAlertFired } from '../../protocol/ws.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { usePriceAlerts } from '../realtime/hooks.ts';
import { toast } from '../stores/ui.ts';
import { firedNotice } from './alertText.ts';
import { notifyWhileHidden } from './backgroundNotification.ts';

/**
 * Says so when one of the user's price alerts fires (PRICE_ALERT), wherever the user is in the app: a toast,
 * and a system notification too while the page is hidden and notifications are allowed. Mounted by the
 * shell for logged-in users.
 */
export function PriceAlertNotice() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const onFired = useCallback(
    (alerts: readonly PriceAlertFired[]) => {
      for (const fired of alerts) {
        const text = firedNotice(t, fired, lang);
        toast(text, 'info');
        notifyWhileHidden(t('alerts.notificationTitle'), text, `price-alert-${fired.id}`);
      }
    },
    [t, lang],
  );
  usePriceAlerts(onFired);
  return null;
}
