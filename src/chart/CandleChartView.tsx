import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '../../protocol/locales.ts';
import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { CandleChart, PriceLine } from '../../render/candles/CandleChart.ts';
import type { CandleColumns } from '../../render/candles/candleColumns.ts';
import { probeHardwareWebGL } from '../../render/webglProbe.ts';
import { yieldToMain } from '../app/yieldToMain.ts';
import { formatDecimal, formatPercent } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useCandles } from '../realtime/hooks.ts';
import { useAppearance } from '../theme/appearance.ts';
import { currentChartTheme } from '../theme/chartTheme.ts';
import { writeText } from '../ui/writeText.ts';
import styles from './CandleChartView.module.css';
import { summariseRange } from './chartSummary.ts';

/** How often the spoken summary of the visible range may change (a screen reader is not a ticker). */
const SUMMARY_MS = 4000;
/** Keyboard pan step (CSS px) and zoom factor. */
const PAN_STEP = 48;
const ZOOM_STEP = 1.25;

interface CandleChartViewProps {
  /** the symbol's code: its candles come from the realtime worker */
  code: string;
  /** accessible name, e.g. "EURUSD candlestick chart" */
  label: string;
  precision: number;
  period: CandlePeriod;
  /** lines at prices over the candles (the user's orders); set again (a new array) to undo a drag */
  priceLines?: readonly PriceLine[];
  /** a draggable line was let go at `price` */
  onPriceLineDrop?(id: string, price: number): void;
}

const NO_LINES: readonly PriceLine[] = [];

/**
 * React glue for render/candles: loads the chart as a lazy chunk after the screen has painted (it
 * paints in its own drawing worker), feeds it the realtime worker's candles (history and resyncs through React, live tails straight
 * to the chart: a tick re-renders nothing), pages back through history when the user scrolls to the
 * oldest bar, and disposes it (ending its drawing worker) on unmount.
 */
export function CandleChartView(props: CandleChartViewProps) {
  const { code, precision, period, label, priceLines = NO_LINES } = props;
  const onDropRef = useRef(props.onPriceLineDrop);
  onDropRef.current = props.onPriceLineDrop;
  // history from kline and the live open candle, both from the realtime worker: it folds every quote with
  // the server's aggregation code and resyncs after a reconnect or a dropped batch
  const { candles, status, subscribe, retry, loadOlder } = useCandles(code, period);
  const loadOlderRef = useRef(loadOlder);
  loadOlderRef.current = loadOlder;
  const { t } = useTranslation();
  const lang = useLanguage();
  const { theme, upColour } = useAppearance();
  const hintId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  // what the chart holds, for the spoken summary: the watch's columns, as setData got them (the watch writes
  // each live tail into them too)
  const columnsRef = useRef<CandleColumns | undefined>(undefined);
  // the spoken summary's text is written into this node, outside React: a timer never re-renders the chart view
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [chart, setChart] = useState<CandleChart | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  // the renderer's chunk did not load (the link dropped): a retry, and a fresh try once back online
  const [rendererFailed, setRendererFailed] = useState(false);
  const [rendererAttempt, setRendererAttempt] = useState(0);
  const source = useRef({ period, precision, candles });
  source.current = { period, precision, candles };
  // the series the chart was last given (setData renders the strips again: the same one twice is waste)
  const fedRef = useRef<{ chart: CandleChart; candles: CandleColumns; precision: number; period: CandlePeriod }>(
    undefined,
  );
  const feed = useCallback(
    (target: CandleChart, series: CandleColumns, seriesPrecision: number, seriesPeriod: CandlePeriod) => {
      const fed = fedRef.current;
      if (
        fed?.chart === target &&
        fed.candles === series &&
        fed.precision === seriesPrecision &&
        fed.period === seriesPeriod
      ) {
        return;
      }
      fedRef.current = { chart: target, candles: series, precision: seriesPrecision, period: seriesPeriod };
      columnsRef.current = series;
      target.setData(series, { precision: seriesPrecision, period: seriesPeriod });
    },
    [],
  );

  // create (and re-create on a language change: labels and month names), dispose on unmount
  // biome-ignore lint/correctness/useExhaustiveDependencies: theme and upColour are read from the page's CSS (currentChartTheme)
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let created: CandleChart | null = null;
    // asked of a worker while the chunk loads: making a throw-away context here held the main thread
    const hardwareProbed = probeHardwareWebGL();
    void import('../../render/candles/CandleChart.ts')
      .then(async ({ CandleChart: Chart }) => {
        // the chunk's evaluation, the renderer's set-up and the first draw each get a task
        // of their own: together they were one long task that held the screen's first frames on a phone
        await yieldToMain();
        if (cancelled) return;
        await hardwareProbed;
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
          // the worker owns the candles: it pages back and hands the longer series (setData keeps the view)
          onNeedHistory: () => loadOlderRef.current(),
          onPriceLineDrop: (id, price) => onDropRef.current?.(id, price),
          // the drawing worker's script could not be fetched (offline): a retry, as for the chunk
          onPaintFailure: () => {
            if (!cancelled) setRendererFailed(true);
          },
        });
        // candles already here: given in the same task, so the chart's first frame draws them (one render,
        // not an empty one and then another when the effect below would give them)
        const ready = source.current;
        if (ready.candles && !cancelled) feed(instance, ready.candles, ready.precision, ready.period);
        await yieldToMain();
        if (cancelled) {
          instance.dispose();
          return;
        }
        created = instance;
        setUnavailable(!instance.available);
        setChart(instance);
      })
      // the chart's chunk could not be fetched
      .catch(() => {
        if (!cancelled) setRendererFailed(true);
      });
    return () => {
      cancelled = true;
      created?.dispose();
      setChart(null);
    };
    // precision and period go to setData below; the language (labels, month names) and the palette
    // (theme and up colour, read from the page's CSS when the chart is made) need a new chart
  }, [lang, t, theme, upColour, rendererAttempt]);

  const retryRenderer = useCallback(() => {
    setRendererFailed(false);
    setRendererAttempt((attempt) => attempt + 1);
  }, []);
  useEffect(() => {
    if (!rendererFailed) return;
    window.addEventListener('online', retryRenderer);
    return () => window.removeEventListener('online', retryRenderer);
  }, [rendererFailed, retryRenderer]);

  useEffect(() => {
    if (chart && candles) feed(chart, candles, precision, period);
  }, [chart, candles, precision, period, feed]);

  useEffect(() => {
    chart?.setPriceLines(priceLines);
  }, [chart, priceLines]);

  useEffect(() => {
    if (!chart) return;
    return subscribe((tail, reset) => {
      if (reset) return;
      for (const candle of tail) chart.updateLast(candle);
    });
  }, [chart, subscribe]);

  // the accessible summary of the visible range: re-read every few seconds, announced when it changes
  useEffect(() => {
    if (!chart) return;
    const describe = () => {
      const width = hostRef.current?.clientWidth ?? 0;
      const range = summariseRange(columnsRef.current, (index) => {
        const x = chart.xOfIndex(index);
        return x >= 0 && x <= width;
      });
      const node = summaryRef.current;
      if (!range || !node) return;
      const price = (value: number) => formatDecimal(value, source.current.precision, lang);
      const sign = range.change > 0 ? '+' : '';
      writeText(
        node,
        t('accessibility.chartSummary', {
          chart: label,
          period: t(`trade.periods.${source.current.period}`),
          last: price(range.last),
          change: `${sign}${price(range.change)}`,
          percent: formatPercent(range.percent, lang, { signed: true }),
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
      <p ref={summaryRef} className={styles.visuallyHidden} aria-live="polite" data-testid="chart-summary" />
      {!unavailable && status === 'loading' && (
        <div className={styles.spinner} role="progressbar" aria-label={t('common.loading')} />
      )}
      {!unavailable && (status === 'error' || rendererFailed) && (
        <div className={styles.message} role="alert">
          <p>{t('chart.loadFailed')}</p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => {
              if (status === 'error') retry();
              if (rendererFailed) retryRenderer();
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {!unavailable && empty && <p className={styles.message}>{t('chart.noData')}</p>}
    </section>
  );
}
