import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSymbolStops } from '../../protocol/schemas/settingsAdmin.ts';
import { stopsDistance } from '../../protocol/stopsLevel.ts';
import { Button } from '../ui/Button.tsx';
import styles from './AdminApp.module.css';
import pay from './AdminPayments.module.css';
import { adminSettingsApi } from './adminSettingsApi.ts';

/** One symbol's stops level: points, what they are as a price distance, and a save of its own. */
function StopsRow({ symbol }: { symbol: AdminSymbolStops }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(String(symbol.stops_level));
  const [error, setError] = useState('');
  const points = /^\d{1,7}$/.test(draft) ? Number(draft) : null;
  const save = async () => {
    if (points === null) return;
    try {
      await adminSettingsApi.saveStopsLevel(symbol.id, points);
      setError('');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'stopsLevels'] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <tr>
      <td>{symbol.code}</td>
      <td>{symbol.category}</td>
      <td className={styles.number}>
        <input
          className={pay.input}
          aria-label={`${symbol.code} ${t('points')}`}
          inputMode="numeric"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </td>
      <td className={styles.number}>
        {points === null ? '—' : stopsDistance(points, symbol.price_precision).toFixed(symbol.price_precision)}
      </td>
      <td>
        <Button
          variant="secondary"
          disabled={points === null || points === symbol.stops_level}
          onClick={() => void save()}
        >
          {t('save')}
        </Button>
        {error && <span className={styles.error}>{error}</span>}
      </td>
    </tr>
  );
}

/** Each symbol's minimum stop distance (stops level), as staff set it. */
export function AdminStopsLevels() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const levels = useQuery({ queryKey: ['admin', 'stopsLevels'], queryFn: adminSettingsApi.stopsLevels });
  if (levels.isError) return <p className={styles.error}>{levels.error.message}</p>;
  return (
    <div className={pay.section}>
      <h3 className={styles.subheading}>{t('stopsLevels')}</h3>
      <p className={styles.hint}>{t('stopsHint')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('symbol')}</th>
              <th>{t('category')}</th>
              <th className={styles.number}>{t('points')}</th>
              <th className={styles.number}>{t('distance')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {levels.data?.map((symbol) => (
              <StopsRow key={`${symbol.id}-${symbol.stops_level}`} symbol={symbol} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
