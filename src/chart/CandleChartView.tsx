import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '../../protocol/locales.ts';
import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { CandleChart } from '../../render/candles/CandleChart.ts';
import { hardwareWebGL } from '../../render/webglProbe.ts';
import { yieldToMain } from '../app/yieldToMain.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import styles from './CandleChartView.module.css';
import { fetchKline } from './queries.ts';

export type ChartStatus = 'loading' | 'ready' | 'error';

interface CandleChartViewProps {
  forexId: number;
  /** accessible name, e.g. "EURUSD candlestick chart" */
  label: string;
  candles: readonly Candle[] | undefined;
  status: ChartStatus;
  precision: number;
  period: CandlePeriod;
  /** the latest live candle (same Time as the last one replaces it, later appends) */
  live: Candle | null;
  onRetry(): void;
  /** hands the chart to the parent (live updates read its last bar) */
  onChart?(chart: CandleChart | null): void;
}

/**
 * React glue for render/candles: loads Pixi and the renderer as a lazy chunk after the screen has
 * painted, feeds it data and live candles, pages back through history when the user scrolls to the
 * oldest bar, and disposes it (freeing the GL context) on unmount.
 */
export function CandleChartView(props: CandleChartViewProps) {
  const { candles, status, precision, period, live, forexId, label, onRetry, onChart } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const hostRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CandleChart | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const source = useRef({ forexId, period, precision });
  source.current = { forexId, period, precision };
  const onChartRef = useRef(onChart);
  onChartRef.current = onChart;

  // create (and re-create on a language change: labels and month names), dispose on unmount
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let created: CandleChart | null = null;
    void import('../../render/candles/CandleChart.ts').then(async ({ CandleChart: Chart }) => {
      // the chunk's evaluation, the WebGL probe, the renderer's set-up and the first draw each get a task
      // of their own: together they were one long task that held the screen's first frames on a phone
      await yieldToMain();
      if (cancelled) return;
      hardwareWebGL();
      await yieldToMain();
      if (cancelled) return;
      const instance = await Chart.create(host, {
        precision: source.current.precision,
        period: source.current.period,
        locale: INTL_LOCALE[lang],
        labels: {
          scrollToLatest: t('chart.scrollToLatest'),
          drawingUnavailable: t('chart.drawingUnavailable'),
          open: t('chart.ohlc.open'),
          high: t('chart.ohlc.high'),
          low: t('chart.ohlc.low'),
          close: t('chart.ohlc.close'),
          volume: t('chart.ohlc.volume'),
        },
        onNeedHistory: (oldest) => {
          const wanted = source.current;
          void fetchKline(wanted.forexId, wanted.period, { to: oldest })
            .then((older) => {
              const now = source.current;
              if (now.forexId === wanted.forexId && now.period === wanted.period) created?.prependData(older);
            })
            .catch(() => {});
        },
      });
      await yieldToMain();
      if (cancelled) {
        instance.dispose();
        return;
      }
      created = instance;
      setUnavailable(!instance.available);
      setChart(instance);
      onChartRef.current?.(instance);
    });
    return () => {
      cancelled = true;
      created?.dispose();
      setChart(null);
      onChartRef.current?.(null);
    };
    // precision and period go to setData below; only the language needs a new chart
  }, [lang, t]);

  useEffect(() => {
    if (chart && candles) chart.setData(candles, { precision, period });
  }, [chart, candles, precision, period]);

  useEffect(() => {
    if (chart && live) chart.updateLast(live);
  }, [chart, live]);

  const empty = status === 'ready' && candles?.length === 0;
  const state = unavailable ? 'unavailable' : status === 'ready' ? (empty ? 'empty' : 'ready') : status;
  return (
    <section
      className={styles.wrap}
      aria-label={label}
      data-chart-state={state}
      data-period={period}
      data-bars={candles?.length ?? 0}
    >
      <div ref={hostRef} className={styles.host} />
      {!unavailable && status === 'loading' && (
        <div className={styles.spinner} role="progressbar" aria-label={t('common.loading')} />
      )}
      {!unavailable && status === 'error' && (
        <div className={styles.message} role="alert">
          <p>{t('chart.loadFailed')}</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {!unavailable && empty && <p className={styles.message}>{t('chart.noData')}</p>}
    </section>
  );
}
