import type { Candle } from '../../protocol/schemas/kline.ts';
import { InspectableCandleChart as CandleChart } from '../../render/candles/testing/InspectableCandleChart.ts';
import { createSparklines } from '../../render/sparklines/createSparklines.ts';
import type { SparklineSurface } from '../../render/sparklines/surface.ts';
import {
  type BenchBar,
  every,
  frameEnd,
  frameIntervals,
  host,
  lastInputAt,
  liveTape,
  painted,
  random,
  sparklineSlots,
} from './harness.ts';

let chart: CandleChart | null = null;
/** what the drawing worker painted since the bench last asked (workerFrames) */
const sinceAsked = { frames: 0, workerMs: 0, inputToFrame: [] as number[], answeredInput: 0 };
let sparks: SparklineSurface | null = null;
let rendererKind = '';
const rendererChoice = new URLSearchParams(location.search).get('renderer');
/**
 * what paints the chart (ChartRenderer): `none` nothing (the harness's floor), `webgl`, `canvas` or `page`
 * pinned, else the app's own choice; the mini charts take `webgl` and `canvas` too
 */
const renderer =
  rendererChoice === 'webgl' || rendererChoice === 'canvas' || rendererChoice === 'page' || rendererChoice === 'none'
    ? rendererChoice
    : 'auto';

const toCandle = (bar: BenchBar): Candle => ({
  Time: bar.time,
  Open: bar.open,
  High: bar.high,
  Low: bar.low,
  Close: bar.close,
  Volume: bar.volume,
});

window.chartBench = {
  async firstRender(bars) {
    chart?.dispose();
    const started = performance.now();
    chart = await CandleChart.create(host(), { precision: 5, period: '1min', renderer });
    rendererKind = chart.rendererKind ?? 'none';
    Object.assign(sinceAsked, { frames: 0, workerMs: 0, inputToFrame: [], answeredInput: lastInputAt() });
    // each painted frame that answers an input not answered yet: ms from that input to the worker's word
    chart.onPainted(() => {
      const input = lastInputAt();
      if (input > sinceAsked.answeredInput) {
        sinceAsked.answeredInput = input;
        sinceAsked.inputToFrame.push(performance.now() - input);
      }
    });
    chart.setCandles(bars.map(toCandle));
    await chart.painted();
    await painted();
    return performance.now() - started;
  },
  frameEnd,
  async live(perSecond, seconds) {
    const current = chart;
    const last = current?.lastBar();
    if (!current || !last) return 0;
    const first = {
      time: last.Time,
      open: last.Open,
      high: last.High,
      low: last.Low,
      close: last.Close,
      volume: last.Volume,
    };
    await liveTape(first, perSecond, seconds, (bar) => current.updateLast(toCandle(bar)));
    return current.stats.painted;
  },
  async sparklines(rows, perSecond, seconds) {
    chart?.dispose();
    chart = null;
    document.getElementById('host')?.remove();
    const slots = sparklineSlots(rows);
    const list = document.getElementById('list');
    if (!list) return [];
    // ?renderer=webgl forces Pixi, ?renderer=canvas the 2D canvas, otherwise the app's own choice
    sparks = await createSparklines(list, {
      choice: renderer === 'webgl' ? 'pixi' : renderer === 'canvas' ? 'canvas2d' : 'auto',
    });
    const next = random(11);
    const values = slots.map(() => Array.from({ length: 48 }, () => 1 + next() * 0.01));
    slots.forEach((slot, row) => {
      sparks?.setSeries(`R${row}`, values[row] ?? []);
      sparks?.setDirection(`R${row}`, row % 2 ? 'up' : 'down');
      sparks?.attach(`R${row}`, slot);
    });
    await painted();
    const frames = frameIntervals();
    await every(perSecond, seconds, () => {
      for (let row = 0; row < rows; row += 1) sparks?.updateLast(`R${row}`, 1 + next() * 0.01);
    });
    return frames.stop();
  },
  async workerFrames() {
    const current = chart;
    // painted on the page (no drawing worker) or not at all: the page's own figures say it all
    if (!current || current.rendererKind === 'page' || current.rendererKind === null) return null;
    await current.painted();
    const { painted, workerMs } = current.stats;
    const drawn = {
      frames: painted - sinceAsked.frames,
      ms: workerMs - sinceAsked.workerMs,
      inputToFrame: sinceAsked.inputToFrame.splice(0),
    };
    sinceAsked.frames = painted;
    sinceAsked.workerMs = workerMs;
    return drawn;
  },
  renderer: () => rendererKind,
  dispose() {
    chart?.dispose();
    sparks?.dispose();
  },
};
