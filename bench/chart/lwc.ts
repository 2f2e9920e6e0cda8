import {
  AreaSeries,
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import {
  BAR_SPACING,
  type BenchBar,
  every,
  frameEnd,
  frameIntervals,
  HOST_SIZE,
  host,
  liveTape,
  painted,
  random,
  sparklineSlots,
} from './harness.ts';

let chart: IChartApi | null = null;
let candles: ISeriesApi<'Candlestick'> | null = null;
let volumes: ISeriesApi<'Histogram'> | null = null;
let lastBar: BenchBar | null = null;
const minis: IChartApi[] = [];

const UP = '#12b76a';
const DOWN = '#f04438';
const seconds = (ms: number) => (ms / 1000) as UTCTimestamp;

/** The same chart as Pipwave's: candles, volume overlay at the bottom, grid, dark theme, same bar spacing. */
window.chartBench = {
  async firstRender(bars) {
    chart?.remove();
    const started = performance.now();
    chart = createChart(host(), {
      width: HOST_SIZE.width,
      height: HOST_SIZE.height,
      layout: { background: { color: '#0d111a' }, textColor: '#8b95a8', attributionLogo: false },
      grid: { vertLines: { color: '#1a2130' }, horzLines: { color: '#1a2130' } },
      timeScale: { barSpacing: BAR_SPACING, rightOffset: 3, timeVisible: true },
    });
    candles = chart.addSeries(CandlestickSeries, {
      upColor: UP,
      downColor: DOWN,
      wickUpColor: UP,
      wickDownColor: DOWN,
      borderVisible: false,
      priceFormat: { type: 'price', precision: 5, minMove: 0.00001 },
    });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
    volumes = chart.addSeries(HistogramSeries, { priceScaleId: '', priceFormat: { type: 'volume' } });
    volumes.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
    candles.setData(
      bars.map((bar) => ({ time: seconds(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close })),
    );
    volumes.setData(
      bars.map((bar) => ({
        time: seconds(bar.time),
        value: bar.volume,
        color: bar.close >= bar.open ? 'rgba(18,183,106,0.32)' : 'rgba(240,68,56,0.32)',
      })),
    );
    lastBar = bars[bars.length - 1] ?? null;
    await painted();
    return performance.now() - started;
  },
  frameEnd,
  async live(perSecond, duration) {
    if (!candles || !volumes || !lastBar) return 0;
    const candleSeries = candles;
    const volumeSeries = volumes;
    await liveTape(lastBar, perSecond, duration, (bar) => {
      candleSeries.update({ time: seconds(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close });
      volumeSeries.update({
        time: seconds(bar.time),
        value: bar.volume,
        color: bar.close >= bar.open ? 'rgba(18,183,106,0.32)' : 'rgba(240,68,56,0.32)',
      });
    });
    return 0;
  },
  async sparklines(rows, perSecond, duration) {
    chart?.remove();
    chart = null;
    document.getElementById('host')?.remove();
    const slots = sparklineSlots(rows);
    const next = random(11);
    const start = 1_700_000_000;
    const series = slots.map((slot, row) => {
      const mini = createChart(slot, {
        width: 48,
        height: 24,
        layout: { background: { color: 'transparent' }, attributionLogo: false },
        grid: { vertLines: { visible: false }, horzLines: { visible: false } },
        rightPriceScale: { visible: false },
        leftPriceScale: { visible: false },
        timeScale: { visible: false },
        crosshair: { vertLine: { visible: false }, horzLine: { visible: false } },
        handleScroll: false,
        handleScale: false,
      });
      minis.push(mini);
      const colour = row % 2 ? UP : DOWN;
      const area = mini.addSeries(AreaSeries, {
        lineColor: colour,
        topColor: row % 2 ? 'rgba(18,183,106,0.16)' : 'rgba(240,68,56,0.16)',
        bottomColor: row % 2 ? 'rgba(18,183,106,0.16)' : 'rgba(240,68,56,0.16)',
        lineWidth: 1,
        priceLineVisible: false,
        lastValueVisible: false,
      });
      area.setData(
        Array.from({ length: 48 }, (_, point) => ({
          time: (start + point * 1800) as UTCTimestamp,
          value: 1 + next() * 0.01,
        })),
      );
      mini.timeScale().fitContent();
      return area;
    });
    await painted();
    const frames = frameIntervals();
    const lastTime = (start + 47 * 1800) as UTCTimestamp;
    await every(perSecond, duration, () => {
      for (const area of series) area.update({ time: lastTime, value: 1 + next() * 0.01 });
    });
    return frames.stop();
  },
  renderer: () => 'canvas',
  dispose() {
    chart?.remove();
    for (const mini of minis.splice(0)) mini.remove();
  },
};
