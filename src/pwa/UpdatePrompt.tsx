import { useTranslation } from 'react-i18next';
import { useAppUpdate } from './appUpdate.ts';
import styles from './UpdatePrompt.module.css';

/** A small bar offering the new version; nothing changes under the user until they choose to reload. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const available = useAppUpdate((state) => state.available);
  const apply = useAppUpdate((state) => state.apply);
  const dismiss = useAppUpdate((state) => state.dismiss);
  if (!available || !apply) return null;
  return (
    <div className={styles.prompt} role="status" data-testid="update-prompt">
      <span className={styles.text}>{t('appShell.updateAvailable')}</span>
      <button type="button" className={styles.later} onClick={dismiss}>
        {t('appShell.updateLater')}
      </button>
      <button type="button" className={styles.reload} onClick={apply}>
        {t('appShell.updateReload')}
      </button>
    </div>
  );
}
