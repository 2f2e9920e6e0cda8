import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '../../protocol/locales.ts';
import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { CandleChart } from '../../render/candles/CandleChart.ts';
import { formatDecimal } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useAppearance } from '../theme/appearance.ts';
import { currentChartTheme } from '../theme/chartTheme.ts';
import styles from './CandleChartView.module.css';
import { summariseRange, withLive } from './chartSummary.ts';
import { fetchKline } from './queries.ts';

export type ChartStatus = 'loading' | 'ready' | 'error';

/** How often the spoken summary of the visible range may change (a screen reader is not a ticker). */
const SUMMARY_MS = 4000;
/** Keyboard pan step (CSS px) and zoom factor. */
const PAN_STEP = 48;
const ZOOM_STEP = 1.25;

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
  const { theme, upColour } = useAppearance();
  const hintId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  // the bars the chart holds, mirrored with its own rules (setData, prependData, updateLast) for the summary
  const barsRef = useRef<readonly Candle[]>([]);
  const [summary, setSummary] = useState('');
  const [chart, setChart] = useState<CandleChart | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const source = useRef({ forexId, period, precision });
  source.current = { forexId, period, precision };
  const onChartRef = useRef(onChart);
  onChartRef.current = onChart;

  // create (and re-create on a language change: labels and month names), dispose on unmount
  // biome-ignore lint/correctness/useExhaustiveDependencies: theme and upColour are read from the page's CSS (currentChartTheme)
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
        formatPrice: (value, decimals) => formatDecimal(value, decimals, lang),
        theme: currentChartTheme(),
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
              if (now.forexId !== wanted.forexId || now.period !== wanted.period) return;
              const oldest = barsRef.current[0]?.Time ?? Number.POSITIVE_INFINITY;
              barsRef.current = [...older.filter((bar) => bar.Time < oldest), ...barsRef.current];
              created?.prependData(older);
            })
            .catch(() => {});
        },
      });
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
    // precision and period go to setData below; the language (labels, month names) and the palette
    // (theme and up colour, read from the page's CSS when the chart is made) need a new chart
  }, [lang, t, theme, upColour]);

  useEffect(() => {
    if (!chart || !candles) return;
    barsRef.current = candles;
    chart.setData(candles, { precision, period });
  }, [chart, candles, precision, period]);

  useEffect(() => {
    if (!chart || !live) return;
    barsRef.current = withLive(barsRef.current, live);
    chart.updateLast(live);
  }, [chart, live]);

  // the accessible summary of the visible range: re-read every few seconds, announced when it changes
  useEffect(() => {
    if (!chart) return;
    const describe = () => {
      const width = hostRef.current?.clientWidth ?? 0;
      const range = summariseRange(barsRef.current, (index) => {
        const x = chart.xOfIndex(index);
        return x >= 0 && x <= width;
      });
      if (!range) return;
      const price = (value: number) => formatDecimal(value, source.current.precision, lang);
      const sign = range.change > 0 ? '+' : '';
      setSummary(
        t('accessibility.chartSummary', {
          chart: label,
          period: t(`trade.periods.${source.current.period}`),
          last: price(range.last),
          change: `${sign}${price(range.change)}`,
          percent: `${sign}${formatDecimal(range.percent, 2, lang)}%`,
          high: price(range.high),
          low: price(range.low),
        }),
      );
    };
    describe();
    const timer = window.setInterval(describe, SUMMARY_MS);
    return () => window.clearInterval(timer);
  }, [chart, label, lang, t]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!chart || event.target !== event.currentTarget) return;
    const middle = (hostRef.current?.clientWidth ?? 0) / 2;
    if (event.key === 'ArrowLeft') chart.panBy(PAN_STEP);
    else if (event.key === 'ArrowRight') chart.panBy(-PAN_STEP);
    else if (event.key === '+' || event.key === '=') chart.zoomBy(ZOOM_STEP, middle);
    else if (event.key === '-' || event.key === '_') chart.zoomBy(1 / ZOOM_STEP, middle);
    else if (event.key === 'End') chart.scrollToLatest();
    else return;
    event.preventDefault();
  };

  const empty = status === 'ready' && candles?.length === 0;
  const state = unavailable ? 'unavailable' : status === 'ready' ? (empty ? 'empty' : 'ready') : status;
  return (
    <section
      className={styles.wrap}
      aria-label={label}
      aria-describedby={hintId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes the keyboard (arrows pan, +/- zoom, End: latest)
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-chart-state={state}
      data-period={period}
      data-bars={candles?.length ?? 0}
    >
      <div ref={hostRef} className={styles.host} />
      {/* SPEC §9: the chart reads New York time, whatever clock the rest of the app uses */}
      <span className={styles.zone} title={t('journey.chartZoneHint')} data-testid="chart-zone">
        {t('journey.newYork')}
      </span>
      <p id={hintId} className={styles.visuallyHidden}>
        {t('accessibility.chartKeys')}
      </p>
      <p className={styles.visuallyHidden} aria-live="polite" data-testid="chart-summary">
        {summary}
      </p>
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
