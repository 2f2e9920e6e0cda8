import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import styles from './AdminApp.module.css';
import pay from './AdminPayments.module.css';
import { AdminStopsLevels } from './AdminStopsLevels.tsx';
import { failureText } from './adminApi.ts';
import { adminSettingsApi } from './adminSettingsApi.ts';
import { changedSettings, SETTING_FIELDS } from './settingFields.ts';

/** The server flags the app reads: staff change them here, the app picks them up at its next request. */
function ServerFlags() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: ['admin', 'settings'], queryFn: adminSettingsApi.settings });
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  if (settings.isError) return <p className={styles.error}>{settings.error.message}</p>;
  if (!settings.data) return null;
  const saved = settings.data;
  const changes = changedSettings(saved, drafts);
  const shownValue = (key: string) => drafts[key] ?? saved[key] ?? '';
  const edit = (key: string, value: string) => setDrafts((current) => ({ ...current, [key]: value }));

  const labelOf = (name: string) => {
    const field = SETTING_FIELDS.find((candidate) => candidate.key === name);
    return field && t(field.key);
  };
  const save = async () => {
    try {
      await adminSettingsApi.saveSettings(changes);
      setDrafts({});
      setMessage({ error: false, text: t('saved') });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
    } catch (failure) {
      setMessage({ error: true, text: failureText(failure, labelOf) });
    }
  };

  return (
    <div className={pay.section}>
      <h3 className={styles.subheading}>{t('flags')}</h3>
      <p className={styles.hint}>{t('flagsHint')}</p>
      <div className={styles.form}>
        {SETTING_FIELDS.map((field) => (
          <div key={field.key} className={styles.field}>
            <label htmlFor={`setting-${field.key}`}>{t(field.key)}</label>
            {field.kind === 'choice' ? (
              <select
                id={`setting-${field.key}`}
                className={pay.input}
                name={field.key}
                value={shownValue(field.key)}
                onChange={(event) => edit(field.key, event.target.value)}
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(option.label)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`setting-${field.key}`}
                className={pay.input}
                name={field.key}
                inputMode={field.inputMode}
                value={shownValue(field.key)}
                onChange={(event) => edit(field.key, event.target.value)}
              />
            )}
            {field.key === 'trade_fee_type' && changes.trade_fee_type !== undefined && (
              <p role="status" className={styles.hint}>
                {t(changes.trade_fee_type === '1' ? 'feeTypeToPerLot' : 'feeTypeToMargin')}
              </p>
            )}
          </div>
        ))}
      </div>
      <div className={pay.actions}>
        <Button disabled={Object.keys(changes).length === 0} onClick={() => void save()}>
          {t('save')}
        </Button>
        {message && <span className={message.error ? styles.error : styles.hint}>{message.text}</span>}
      </div>
    </div>
  );
}

/** Settings in the back office: the app's server flags and each symbol's stops level and fee rate. */
export function AdminSettings() {
  return (
    <section>
      <ServerFlags />
      <AdminStopsLevels />
    </section>
  );
}
