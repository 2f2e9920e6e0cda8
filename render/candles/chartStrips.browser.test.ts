import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { GESTURE_STRIP_PLOT_WIDTHS, MAX_ZOOM_IN_STRETCH } from './strip.ts';
import {
  type Area,
  barsOnPlot,
  bodiesShown,
  bodyPoint,
  type CandleChart,
  changedPixels,
  charts,
  disposeCharts,
  hostOf,
  hosts,
  knownCandles,
  MINUTE,
  makeChart,
  onScreen,
  SCREEN_POLL,
  START,
  screenShowing,
  shownAt,
  waveCandles,
  widened,
  widenedChart,
} from './testing/chartFixtures.ts';

/** a zoom in further than a stretch of the strips on screen may show */
const PAST_ZOOM_IN_STRETCH = MAX_ZOOM_IN_STRETCH * 1.1;

/** What the screen shows at the bodies of bars `indices` once what flush() drew is out. */
async function bodiesOnScreen(chart: CandleChart, candles: readonly Candle[], indices: readonly number[]) {
  return bodiesShown(await onScreen(chart), chart, candles, indices);
}

const inside = (area: Area, x: number, y: number) =>
  x >= area.x && x < area.x + area.width && y >= area.y && y < area.y + area.height;

/** The box of the "scroll to latest" button (CSS px of the chart), a pixel wider all round; none while hidden. */
function latestButtonBox(chart: CandleChart): Area | null {
  const host = hostOf(chart);
  const button = host.querySelector<HTMLElement>('[data-scroll-latest]');
  if (!button || button.style.display === 'none') return null;
  const box = button.getBoundingClientRect();
  const { left, top } = host.getBoundingClientRect();
  return { x: box.left - left - 1, y: box.top - top - 1, width: box.width + 2, height: box.height + 2 };
}

describe.each(['webgl', 'canvas'] as const)(
  'CandleChart strips, gestures and paging (%s renderer in Chromium)',
  (renderer) => {
    afterEach(disposeCharts);
    it('draws the first frame on a plot-wide strip and widens it when idle: the same pixels, then pans need no render', async () => {
      const chart = await makeChart(renderer);
      const candles = knownCandles();
      // the widening is idle-time work: its frame held, the screenshot shows the first strip
      chart.holdFrames();
      chart.setCandles(candles);
      chart.flush();
      expect(chart.stats.stripPlotWidths).toBe(1);
      const first = await screenShowing(chart, (screen) => bodiesShown(screen, chart, candles, [100, 101]), [
        'up',
        'down',
      ]);
      expect(chart.stats.stripPlotWidths).toBe(1);
      const frames = chart.stats.frames;
      chart.releaseFrames();
      await widened(chart);
      expect(chart.stats.frames).toBe(frames + 1);
      // the wide strip shows the same pixels: the screen does not change
      await expect.poll(async () => changedPixels(first, await onScreen(chart)).slice(0, 10), SCREEN_POLL).toEqual([]);
      // five bars to the right, within the wide strip: moved (and stretched to the new price range), not
      // rendered; the settle's frame held, the screen shows the moved strip
      chart.holdFrames();
      chart.panBy(40);
      chart.flush();
      expect(chart.stats.frames).toBe(frames + 1);
      await expect.poll(() => bodiesOnScreen(chart, candles, [100, 101]), SCREEN_POLL).toEqual(['up', 'down']);
      expect(chart.stats.frames).toBe(frames + 1);
    });

    it('a pan moves the rendered strips without rendering them again, until it leaves them', async () => {
      const candles = knownCandles();
      const chart = await widenedChart(renderer, candles);
      const frames = chart.stats.frames;
      const before = await screenShowing(chart, (screen) => bodiesShown(screen, chart, candles, [100, 101]), [
        'up',
        'down',
      ]);
      const x = chart.xOfIndex(100);
      // two bars to the right: the same bars stay visible, so the price range does not move (the frames
      // held all the same: the screen shows what the pan's own frame drew)
      chart.holdFrames();
      chart.panBy(16);
      chart.flush();
      expect(chart.stats.frames).toBe(frames);
      expect(chart.xOfIndex(100)).toBeCloseTo(x + 16);
      const { width, height } = chart.plot;
      const lineY = Math.round(chart.yOfPrice(1.1028));
      await expect
        .poll(async () => {
          const after = await onScreen(chart);
          // the plot as it was, 16 px to the right (bars, wicks, volumes, grid lines, the live bar), but the
          // dashed last-price line (fixed, its dashes do not move) and the "scroll to latest" button shown now
          const button = latestButtonBox(chart);
          const unmoved = changedPixels(before, after, { dx: 16, area: { x: 0, y: 0, width: width - 16, height } })
            .filter(({ y }) => Math.abs(y - lineY) > 1)
            .filter(({ x, y }) => !button || !inside(button, x + 16, y));
          return {
            bodies: bodiesShown(after, chart, candles, [100, 101]),
            // between bars 100 and 101, at the height of 100's body: the gap
            gap: shownAt(after, chart.xOfIndex(100) + chart.barSpacing / 2, bodyPoint(chart, candles, 100).y),
            unmoved: unmoved.slice(0, 10),
          };
        }, SCREEN_POLL)
        .toEqual({ bodies: ['up', 'down'], gap: expect.toBeOneOf(['background', 'grid']), unmoved: [] });
      chart.releaseFrames();
      // more than a plot width away, the strips are rendered for the new view
      chart.panBy(400);
      chart.flush();
      expect(chart.stats.frames).toBe(frames + 1);
      await expect.poll(() => bodiesOnScreen(chart, candles, [40, 41]), SCREEN_POLL).toEqual(['up', 'down']);
    });

    it('an autoscale during a pan stretches the strip, which is rendered again crisp once the view is still', async () => {
      const candles = waveCandles(400);
      const chart = await widenedChart(renderer, candles);
      const frames = chart.stats.frames;
      const range = () => [chart.yOfPrice(1.1), chart.yOfPrice(1.105)];
      const before = range();
      // the settle's frame held: the screen shows the stretched strip until it is released
      chart.holdFrames();
      chart.panBy(24);
      chart.flush();
      expect(chart.stats.frames).toBe(frames);
      expect(range()).not.toEqual(before);
      // stretched, every settled bar on the plot (all rising) shows its body where the new scale puts it
      const onPlot = barsOnPlot(chart, candles);
      const rising = onPlot.map(() => 'up');
      await expect.poll(() => bodiesOnScreen(chart, candles, onPlot), SCREEN_POLL).toEqual(rising);
      expect(chart.stats.frames).toBe(frames);
      chart.releaseFrames();
      await expect.poll(() => chart.stats.frames).toBe(frames + 1);
      await expect.poll(() => bodiesOnScreen(chart, candles, onPlot), SCREEN_POLL).toEqual(rising);
    });

    it('a zoom stretches the strips without rendering them, every bar where the view puts it, crisp once still', async () => {
      const candles = waveCandles(400);
      const chart = await widenedChart(renderer, candles);
      const frames = chart.stats.frames;
      const builds = chart.stats.geometryBuilds;
      const spacing = chart.barSpacing;
      const timeLabels = () =>
        [...document.querySelectorAll<HTMLElement>('[data-chart-layer="time-axis"] > div')]
          .filter((element) => element.style.display !== 'none' && element.textContent !== '')
          .map((element) => element.textContent);
      const labelsBefore = timeLabels();
      // the settle's frame held: the screen shows the stretched strips until it is released
      chart.holdFrames();
      chart.zoomBy(1.3, 200);
      chart.flush();
      // the notch changed no text: the labels follow their bars by transforms until the view is still
      expect(timeLabels()).toEqual(labelsBefore);
      expect(chart.barSpacing).toBeCloseTo(spacing * 1.3);
      expect(chart.stats.frames).toBe(frames);
      expect(chart.stats.geometryBuilds).toBe(builds);
      // every settled bar on the plot (all rising) shows its body where the zoomed view puts it
      const onPlot = barsOnPlot(chart, candles);
      const rising = onPlot.map(() => 'up');
      await expect.poll(() => bodiesOnScreen(chart, candles, onPlot), SCREEN_POLL).toEqual(rising);
      expect(chart.stats.frames).toBe(frames);
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
      chart.releaseFrames();
      await expect.poll(() => chart.stats.frames).toBe(frames + 1);
      await expect.poll(() => bodiesOnScreen(chart, candles, onPlot), SCREEN_POLL).toEqual(rising);
    });

    it('panning within the built window is a transform change; a zoom in past the stretch limit renders again', async () => {
      const candles = waveCandles(5000);
      const chart = await widenedChart(renderer, candles);
      const builds = chart.stats.geometryBuilds;
      const frames = chart.stats.frames;
      // the settle's frame held: the screen shows the zoom's step until it is released
      chart.holdFrames();
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
      // every settled bar on the plot (all rising) shows its body at the new spacing
      const onPlot = barsOnPlot(chart, candles, 20);
      expect(onPlot.length).toBeGreaterThan(3);
      const rising = onPlot.map(() => 'up');
      await expect.poll(() => bodiesOnScreen(chart, candles, onPlot), SCREEN_POLL).toEqual(rising);
      expect(chart.stats.frames).toBe(frames + 1);
      chart.releaseFrames();
      await widened(chart);
      expect(chart.stats.frames).toBe(frames + 2);
      await expect.poll(() => bodiesOnScreen(chart, candles, onPlot), SCREEN_POLL).toEqual(rising);
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
      await expect.poll(() => bodiesOnScreen(chart, candles, [114, 115]), SCREEN_POLL).toEqual(['up', 'down']);
      console.info(`heap growth over 40 create/dispose rounds: ${(growth / 1024 / 1024).toFixed(2)} MB`);
      // 50 WebGL contexts in software take about 7 s alone, several times that while the suite runs in parallel.
    }, 90_000);
  },
);
