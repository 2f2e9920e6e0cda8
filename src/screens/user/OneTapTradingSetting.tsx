import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOneTapTrading } from '../../stores/oneTapTrading.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Switch } from '../../ui/Switch.tsx';
import styles from './UserScreen.module.css';

/**
 * The user centre's one-tap trading switch (this device only, off by default): turning it on skips the
 * order review, so it asks first; turning it off is immediate.
 */
export function OneTapTradingSetting() {
  const { t } = useTranslation();
  const enabled = useOneTapTrading((state) => state.enabled);
  const setEnabled = useOneTapTrading((state) => state.setEnabled);
  const [asking, setAsking] = useState(false);
  return (
    <section className={styles.setting}>
      <Switch
        label={t('orderSafety.oneTap')}
        checked={enabled}
        onChange={(on) => (on ? setAsking(true) : setEnabled(false))}
      />
      <p className={styles.settingHint}>{t('orderSafety.oneTapHint')}</p>
      <ConfirmDialog
        open={asking}
        title={t('orderSafety.oneTapWarningTitle')}
        message={t('orderSafety.oneTapWarning')}
        confirmLabel={t('orderSafety.oneTapTurnOn')}
        danger
        onConfirm={() => {
          setEnabled(true);
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
