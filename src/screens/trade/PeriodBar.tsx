import { useTranslation } from 'react-i18next';
import { CHART_PERIODS, type ChartPeriod } from '../../stores/tradeSelection.ts';
import styles from './TradeScreen.module.css';

/** Short labels of SPEC §2's period bar; the accessible name is the translated full period. */
export const PERIOD_LABELS: Record<ChartPeriod, string> = {
  '1min': '1M',
  '5min': '5M',
  '15min': '15M',
  '30min': '30M',
  '60min': '1H',
  '1day': '1D',
};

/** A keyboard shortcut per period and the tooltip that says it (the desktop terminal's 1 to 6). */
export type PeriodKeys = Record<ChartPeriod, { keys: string; title: string }>;

export function PeriodBar({
  period,
  onChange,
  keys,
}: {
  period: ChartPeriod;
  onChange(period: ChartPeriod): void;
  keys?: PeriodKeys | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.periods} role="toolbar" aria-label={t('trade.periodsLabel')}>
      {CHART_PERIODS.map((candidate) => (
        <button
          key={candidate}
          type="button"
          className={candidate === period ? `${styles.period} ${styles.periodActive}` : styles.period}
          aria-pressed={candidate === period}
          title={keys?.[candidate].title ?? t(`trade.periods.${candidate}`)}
          aria-keyshortcuts={keys?.[candidate].keys}
          data-period={candidate}
          onClick={() => onChange(candidate)}
        >
          {PERIOD_LABELS[candidate]}
        </button>
      ))}
    </div>
  );
}
