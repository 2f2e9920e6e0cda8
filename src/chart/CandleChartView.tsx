import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '../../protocol/locales.ts';
import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { CandleChart } from '../../render/candles/CandleChart.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useCandles } from '../realtime/hooks.ts';
import styles from './CandleChartView.module.css';

interface CandleChartViewProps {
  /** the symbol's code: its candles come from the realtime worker */
  code: string;
  /** accessible name, e.g. "EURUSD candlestick chart" */
  label: string;
  precision: number;
  period: CandlePeriod;
}

/**
 * React glue for render/candles: loads Pixi and the renderer as a lazy chunk after the screen has
 * painted, feeds it the realtime worker's candles (history and resyncs through React, live tails straight
 * to the chart: a tick re-renders nothing), pages back through history when the user scrolls to the
 * oldest bar, and disposes it (freeing the GL context) on unmount.
 */
export function CandleChartView(props: CandleChartViewProps) {
  const { code, precision, period, label } = props;
  // history from kline and the live open candle, both from the realtime worker: it folds every quote with
  // the server's aggregation code and resyncs after a reconnect or a dropped batch
  const { candles, status, subscribe, retry, loadOlder } = useCandles(code, period);
  const loadOlderRef = useRef(loadOlder);
  loadOlderRef.current = loadOlder;
  const { t } = useTranslation();
  const lang = useLanguage();
  const hostRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CandleChart | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const source = useRef({ period, precision });
  source.current = { period, precision };

  // create (and re-create on a language change: labels and month names), dispose on unmount
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let created: CandleChart | null = null;
    void import('../../render/candles/CandleChart.ts').then(async ({ CandleChart: Chart }) => {
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
        // the worker owns the candles: it pages back and hands the longer series (setData keeps the view)
        onNeedHistory: () => loadOlderRef.current(),
      });
      if (cancelled) {
        instance.dispose();
        return;
      }
      created = instance;
      setUnavailable(!instance.available);
      setChart(instance);
    });
    return () => {
      cancelled = true;
      created?.dispose();
      setChart(null);
    };
    // precision and period go to setData below; only the language needs a new chart
  }, [lang, t]);

  useEffect(() => {
    if (chart && candles) chart.setData(candles, { precision, period });
  }, [chart, candles, precision, period]);

  useEffect(() => {
    if (!chart) return;
    return subscribe((tail, reset) => {
      if (!reset) for (const candle of tail) chart.updateLast(candle);
    });
  }, [chart, subscribe]);

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
          <button type="button" className={styles.retry} onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {!unavailable && empty && <p className={styles.message}>{t('chart.noData')}</p>}
    </section>
  );
}
