import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSymbolStops } from '../../protocol/schemas/settingsAdmin.ts';
import { stopsDistance } from '../../protocol/stopsLevel.ts';
import { formatDecimal } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { Button } from '../ui/Button.tsx';
import styles from './AdminApp.module.css';
import { FeeRateCells, FeeRateHeaders, useFeeRatesDraft } from './AdminFeeRate.tsx';
import pay from './AdminPayments.module.css';
import { failureText } from './adminApi.ts';
import { adminSettingsApi } from './adminSettingsApi.ts';

/**
 * One symbol's trading terms staff set: the stops level (points and what they are as a price distance) and
 * both fee rates (per lot and of the margin, the one in force marked), with one save for what changed.
 */
function StopsRow({ symbol, feeType }: { symbol: AdminSymbolStops; feeType: number | null }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(String(symbol.stops_level));
  const fee = useFeeRatesDraft(symbol);
  const [error, setError] = useState('');
  const points = /^\d{1,7}$/.test(draft) ? Number(draft) : null;
  const stopsChanged = points !== null && points !== symbol.stops_level;
  const labels: Record<string, string> = {
    stops_level: t('points'),
    fee_per_lot: t('feeLotColumn'),
    fee_margin_rate: t('feeMarginColumn'),
  };
  const labelOf = (field: string) => (Object.hasOwn(labels, field) ? labels[field] : undefined);
  const save = async () => {
    if (points === null || !fee.valid) return;
    try {
      if (stopsChanged) await adminSettingsApi.saveStopsLevel(symbol.id, points);
      if (fee.changes !== null) await adminSettingsApi.saveFeeRates(symbol.id, fee.changes);
      setError('');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'stopsLevels'] });
    } catch (failure) {
      setError(failureText(failure, labelOf));
    }
  };
  return (
    <tr>
      <td>{symbol.code}</td>
      <td>{symbol.category_name}</td>
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
        {points === null
          ? '—'
          : formatDecimal(stopsDistance(points, symbol.price_precision).toFixed(), symbol.price_precision, lang)}
      </td>
      <FeeRateCells symbol={symbol} feeType={feeType} draft={fee} />
      <td>
        <Button
          variant="secondary"
          disabled={points === null || !fee.valid || (!stopsChanged && fee.changes === null)}
          onClick={() => void save()}
        >
          {t('save')}
        </Button>
        {error && <span className={styles.error}>{error}</span>}
      </td>
    </tr>
  );
}

/** Each symbol's minimum stop distance (stops level) and fee rates, as staff set them. */
export function AdminStopsLevels() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const levels = useQuery({ queryKey: ['admin', 'stopsLevels'], queryFn: adminSettingsApi.stopsLevels });
  const settings = useQuery({ queryKey: ['admin', 'settings'], queryFn: adminSettingsApi.settings });
  const feeTypeSetting = settings.data?.trade_fee_type;
  const feeType = feeTypeSetting ? Number(feeTypeSetting) : null;
  if (levels.isError) return <p className={styles.error}>{levels.error.message}</p>;
  return (
    <div className={pay.section}>
      <h3 className={styles.subheading}>{t('symbolTerms')}</h3>
      <p className={styles.hint}>{t('stopsHint')}</p>
      <p className={styles.hint}>{t('feeRateHint')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('symbol')}</th>
              <th>{t('category')}</th>
              <th className={styles.number}>{t('points')}</th>
              <th className={styles.number}>{t('distance')}</th>
              <FeeRateHeaders feeType={feeType} />
              <th />
            </tr>
          </thead>
          <tbody>
            {levels.data?.map((symbol) => (
              <StopsRow
                key={`${symbol.id}-${symbol.stops_level}-${symbol.fee_per_lot}-${symbol.fee_margin_rate}`}
                symbol={symbol}
                feeType={feeType}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
