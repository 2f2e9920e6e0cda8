import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { DARK_THEME } from '../theme.ts';
import { GESTURE_STRIP_PLOT_WIDTHS, MAX_ZOOM_IN_STRETCH } from './strip.ts';
import {
  type CandleChart,
  charts,
  differingBytes,
  disposeCharts,
  hosts,
  type ImageRead,
  knownCandles,
  MINUTE,
  makeChart,
  pixelAt,
  rgb,
  START,
  waveCandles,
  widened,
  widenedChart,
} from './testing/chartFixtures.ts';

/** a zoom in further than a stretch of the strips on screen may show */
const PAST_ZOOM_IN_STRETCH = MAX_ZOOM_IN_STRETCH * 1.1;

describe.each(['webgl', 'canvas'] as const)(
  'CandleChart strips, gestures and paging (%s renderer in Chromium)',
  (renderer) => {
    afterEach(disposeCharts);
    it('draws the first frame on a plot-wide strip and widens it when idle: the same pixels, then pans need no render', async () => {
      const chart = await makeChart(renderer);
      const candles = knownCandles();
      chart.setCandles(candles);
      chart.flush();
      expect(chart.stats.stripPlotWidths).toBe(1);
      const first = chart.readPixels();
      const frames = chart.stats.frames;
      await widened(chart);
      expect(chart.stats.frames).toBe(frames + 1);
      expect(differingBytes(first, chart.readPixels())).toBe(0);
      const candle = candles[100] as Candle;
      chart.panBy(40);
      chart.flush();
      expect(chart.stats.frames).toBe(frames + 1);
      expect(
        pixelAt(chart.readPixels(), chart.xOfIndex(100), chart.yOfPrice((candle.Open + candle.Close) / 2)),
      ).toEqual(rgb(DARK_THEME.up));
    });

    it('a pan moves the rendered strips without rendering them again, until it leaves them', async () => {
      const candles = knownCandles();
      const chart = await widenedChart(renderer, candles);
      const frames = chart.stats.frames;
      const bodyY = (index: number) => {
        const candle = candles[index] as Candle;
        return chart.yOfPrice((candle.Open + candle.Close) / 2);
      };
      // two bars to the right: the same bars stay visible, so the price range does not move
      chart.panBy(16);
      chart.flush();
      expect(chart.stats.frames).toBe(frames);
      const image = chart.readPixels();
      expect(pixelAt(image, chart.xOfIndex(100), bodyY(100))).toEqual(rgb(DARK_THEME.up));
      expect(pixelAt(image, chart.xOfIndex(101), bodyY(101))).toEqual(rgb(DARK_THEME.down));
      expect(pixelAt(image, chart.xOfIndex(100) + chart.barSpacing / 2, bodyY(100))).not.toEqual(rgb(DARK_THEME.up));
      // more than a plot width away, the strips are rendered for the new view
      chart.panBy(400);
      chart.flush();
      expect(chart.stats.frames).toBe(frames + 1);
      expect(pixelAt(chart.readPixels(), chart.xOfIndex(40), bodyY(40))).toEqual(rgb(DARK_THEME.up));
    });

    it('an autoscale during a pan stretches the strip, which is rendered again crisp once the view is still', async () => {
      const candles = waveCandles(400);
      const chart = await widenedChart(renderer, candles);
      const frames = chart.stats.frames;
      const range = () => [chart.yOfPrice(1.1), chart.yOfPrice(1.105)];
      const before = range();
      chart.panBy(24);
      chart.flush();
      expect(chart.stats.frames).toBe(frames);
      expect(range()).not.toEqual(before);
      // stretched, every settled bar is still where the new scale puts it (within a pixel)
      const probe = (image: ReturnType<CandleChart['readPixels']>, index: number) => {
        const candle = candles[index] as Candle;
        return pixelAt(image, chart.xOfIndex(index), chart.yOfPrice((candle.Open + candle.Close) / 2));
      };
      const stretched = chart.readPixels();
      for (const index of [360, 370, 380]) expect(probe(stretched, index)).toEqual(rgb(DARK_THEME.up));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(chart.stats.frames).toBe(frames + 1);
      const crisp = chart.readPixels();
      for (const index of [360, 370, 380]) expect(probe(crisp, index)).toEqual(rgb(DARK_THEME.up));
    });

    it('a zoom stretches the strips without rendering them, every bar where the view puts it, crisp once still', async () => {
      const candles = waveCandles(400);
      const chart = await widenedChart(renderer, candles);
      const frames = chart.stats.frames;
      const builds = chart.stats.geometryBuilds;
      const probe = (image: ImageRead, index: number) => {
        const candle = candles[index] as Candle;
        return pixelAt(image, chart.xOfIndex(index), chart.yOfPrice((candle.Open + candle.Close) / 2));
      };
      const spacing = chart.barSpacing;
      const timeLabels = () =>
        [...document.querySelectorAll<HTMLElement>('[data-chart-layer="time-axis"] > div')]
          .filter((element) => element.style.display !== 'none' && element.textContent !== '')
          .map((element) => element.textContent);
      const labelsBefore = timeLabels();
      chart.zoomBy(1.3, 200);
      chart.flush();
      // the notch changed no text: the labels follow their bars by transforms until the view is still
      expect(timeLabels()).toEqual(labelsBefore);
      expect(chart.barSpacing).toBeCloseTo(spacing * 1.3);
      expect(chart.stats.frames).toBe(frames);
      expect(chart.stats.geometryBuilds).toBe(builds);
      const stretched = chart.readPixels();
      for (const index of [370, 380, 390]) expect(probe(stretched, index)).toEqual(rgb(DARK_THEME.up));
      // a vertical grid line of the time axis sits where the view puts its bar, not stretched away from it
      const lines = [...document.querySelectorAll<HTMLElement>('[data-chart-layer="time-axis"] > div')].filter(
        (element) => element.style.display !== 'none' && element.style.width === '1px',
      );
      expect(lines.length).toBeGreaterThan(0);
      const plotLeft = hosts[hosts.length - 1]?.getBoundingClientRect().left ?? 0;
      for (const line of lines) {
        const x = line.getBoundingClientRect().left - plotLeft;
        if (x < 0 || x > 300) continue;
        const bars = (x - chart.xOfIndex(380)) / chart.barSpacing;
        expect(Math.abs(bars - Math.round(bars)) * chart.barSpacing).toBeLessThanOrEqual(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(chart.stats.frames).toBe(frames + 1);
      const crisp = chart.readPixels();
      for (const index of [370, 380, 390]) expect(probe(crisp, index)).toEqual(rgb(DARK_THEME.up));
    });

    it('panning within the built window is a transform change; a zoom in past the stretch limit renders again', async () => {
      const candles = waveCandles(5000);
      const chart = await widenedChart(renderer, candles);
      const builds = chart.stats.geometryBuilds;
      const frames = chart.stats.frames;
      chart.panBy(30);
      chart.flush();
      chart.panBy(30);
      chart.flush();
      expect(chart.stats.geometryBuilds).toBe(builds);
      chart.zoomBy(PAST_ZOOM_IN_STRETCH, 200);
      chart.flush();
      expect(chart.stats.frames).toBe(frames + 1);
      // WebGL builds Pixi geometry for the new zoom; the 2D path draws it on the gesture's own canvas
      expect(chart.stats.geometryBuilds).toBe(renderer === 'webgl' ? builds + 1 : builds);
      // mid-gesture the strips are narrower (a zoom step's); the wide ones follow once still
      expect(chart.stats.stripPlotWidths).toBe(GESTURE_STRIP_PLOT_WIDTHS);
      const bodyAt = (image: ImageRead, index: number) => {
        const candle = candles[index] as Candle;
        return pixelAt(image, chart.xOfIndex(index), chart.yOfPrice((candle.Open + candle.Close) / 2));
      };
      const indices = candles
        .map((_, index) => index)
        .filter((index) => chart.xOfIndex(index) > 20 && chart.xOfIndex(index) < 300);
      expect(indices.length).toBeGreaterThan(3);
      for (const index of indices) expect(bodyAt(chart.readPixels(), index)).toEqual(rgb(DARK_THEME.up));
      await widened(chart);
      expect(chart.stats.frames).toBe(frames + 2);
      for (const index of indices) expect(bodyAt(chart.readPixels(), index)).toEqual(rgb(DARK_THEME.up));
    });

    it('a zoom settles into the wide, exact strips while live ticks keep arriving', async () => {
      const candles = waveCandles(2000);
      const chart = await widenedChart(renderer, candles);
      chart.zoomBy(PAST_ZOOM_IN_STRETCH, 200);
      chart.flush();
      expect(chart.stats.stripPlotWidths).toBe(GESTURE_STRIP_PLOT_WIDTHS);
      const live = candles[candles.length - 1] as Candle;
      // a tick every 50 ms on the live bar, inside the visible range (no stretch), for 600 ms
      for (let tick = 0; tick < 12; tick += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        chart.updateLast({ ...live, Close: live.Close + (tick % 2) * 0.00002, Volume: live.Volume + tick });
        chart.flush();
      }
      // the view has been still since the zoom: the ticks do not postpone (or cancel) the settle
      expect(chart.stats.stripPlotWidths).toBe(3);
    });

    it('asks once for older candles near the oldest bar and keeps the view on the same bars after paging back', async () => {
      const requests: number[] = [];
      const chart = await makeChart(renderer, { onNeedHistory: (oldest) => requests.push(oldest) });
      const candles = knownCandles();
      chart.setCandles(candles);
      chart.flush();
      expect(requests).toEqual([]);
      // drag towards the past until the oldest bars come into view
      for (let step = 0; step < 40 && requests.length === 0; step += 1) {
        chart.panBy(200);
        chart.flush();
      }
      expect(requests).toEqual([START]);
      chart.panBy(20);
      chart.flush();
      expect(requests).toEqual([START]);

      const xOfOldest = chart.xOfIndex(0);
      const older = Array.from({ length: 60 }, (_, index) => ({
        ...(candles[0] as Candle),
        Time: START - (60 - index) * MINUTE,
      }));
      chart.setCandles([...older, ...candles], { period: '1min' });
      chart.flush();
      // the bar that was first is now at index 60, at the same place on screen
      expect(chart.xOfIndex(60)).toBeCloseTo(xOfOldest, 5);
      for (let step = 0; step < 40 && requests.length === 1; step += 1) {
        chart.panBy(200);
        chart.flush();
      }
      expect(requests).toEqual([START, START - 60 * MINUTE]);
    });

    it('the worker handing the series again (paged history, then a resync) keeps the view on the same bars', async () => {
      const chart = await makeChart(renderer);
      const candles = knownCandles();
      chart.setCandles(candles, { period: '1min' });
      chart.flush();
      chart.panBy(300);
      chart.flush();
      const xOfFirst = chart.xOfIndex(0);
      const older = Array.from({ length: 60 }, (_, index) => ({
        ...(candles[0] as Candle),
        Time: START - (60 - index) * MINUTE,
      }));
      // paging back through the worker: the whole series again, 60 older bars in front
      chart.setCandles([...older, ...candles], { period: '1min' });
      chart.flush();
      expect(chart.xOfIndex(60)).toBeCloseTo(xOfFirst, 5);
      // a resync after a reconnect: the same bars plus a newer one; still where the user had scrolled to
      const newer = { ...(candles[candles.length - 1] as Candle), Time: START + candles.length * MINUTE };
      chart.setCandles([...older, ...candles, newer], { period: '1min' });
      chart.flush();
      expect(chart.xOfIndex(60)).toBeCloseTo(xOfFirst, 5);
      // another period is another chart: it shows the latest bars
      chart.setCandles(candles, { period: '5min' });
      chart.flush();
      expect(chart.xOfIndex(candles.length - 1)).toBeGreaterThan(chart.xOfIndex(0));
      expect(chart.xOfIndex(0)).not.toBeCloseTo(xOfFirst, 0);
    });

    it('creates and disposes the chart 50 times: each context is released and memory does not grow', async () => {
      const memory = () =>
        (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
      const candles = knownCandles();
      const canvases: HTMLCanvasElement[] = [];
      let afterWarmUp = 0;
      for (let round = 0; round < 50; round += 1) {
        const chart = await makeChart(renderer);
        chart.setCandles(candles);
        chart.flush();
        const canvas = hosts[hosts.length - 1]?.querySelector<HTMLCanvasElement>('[data-chart-layer="candles"]');
        if (canvas) canvases.push(canvas);
        chart.dispose();
        charts.pop();
        hosts.pop()?.remove();
        if (round === 9) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          afterWarmUp = memory();
        }
      }
      expect(canvases).toHaveLength(50);
      expect(charts).toHaveLength(0);
      if (renderer === 'webgl') {
        for (const canvas of canvases) expect(canvas.getContext('webgl2')?.isContextLost()).toBe(true);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const growth = memory() - afterWarmUp;
      expect(growth).toBeLessThan(12 * 1024 * 1024);
      // and a chart made after all that still draws
      const chart = await makeChart(renderer);
      chart.setCandles(candles);
      chart.flush();
      const last = candles[114] as Candle;
      expect(pixelAt(chart.readPixels(), chart.xOfIndex(114), chart.yOfPrice((last.Open + last.Close) / 2))).toEqual(
        rgb(DARK_THEME.up),
      );
      console.info(`heap growth over 40 create/dispose rounds: ${(growth / 1024 / 1024).toFixed(2)} MB`);
      // 50 WebGL contexts in software take about 7 s alone, several times that while the suite runs in parallel.
    }, 90_000);
  },
);
