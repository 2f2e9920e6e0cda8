import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import styles from './AdminApp.module.css';
import pay from './AdminPayments.module.css';
import { failureText } from './adminApi.ts';
import { adminSettingsApi } from './adminSettingsApi.ts';

/** A user's credit score, editable in place (0 … 1000; the app shows below 1 as 100, SPEC §9). */
export function CreditScore({ userId, score }: { userId: number; score: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(String(score));
  const [error, setError] = useState('');
  const value = /^\d{1,4}$/.test(draft) ? Number(draft) : null;
  const save = async () => {
    if (value === null) return;
    try {
      await adminSettingsApi.saveCreditScore(userId, value);
      setError('');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    } catch (failure) {
      setError(failureText(failure, (field) => (field === 'credit_score' ? t('creditScore') : undefined)));
    }
  };
  return (
    <div className={pay.actions}>
      <input
        className={`${pay.input} ${pay.narrow}`}
        aria-label={t('creditScore')}
        inputMode="numeric"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button variant="secondary" disabled={value === null || value === score} onClick={() => void save()}>
        {t('save')}
      </Button>
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}
