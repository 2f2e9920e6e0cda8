import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { colourAt, screenPixels } from '../testing/screenPixels.ts';
import { DARK_THEME } from '../theme.ts';
import { CandleChart as AppCandleChart } from './CandleChart.ts';
import { columnsFromCandles } from './candleColumns.ts';
import {
  barsOnPlot,
  bodiesShown,
  bodyColour,
  charts,
  disposeCharts,
  hosts,
  knownCandles,
  MINUTE,
  makeChart,
  nextFrame,
  onScreen,
  SCREEN_POLL,
  START,
  shownChart,
  waveCandles,
} from './testing/chartFixtures.ts';

/** `count` bars before the first of `candles`, one a minute (a page of older history). */
function olderBars(candles: readonly Candle[], count: number): Candle[] {
  return Array.from({ length: count }, (_, index) => ({
    ...(candles[0] as Candle),
    Time: START - (count - index) * MINUTE,
  }));
}

describe.each(['webgl', 'canvas'] as const)(
  'CandleChart gestures, paging and lifetime (painted by %s in the drawing worker)',
  (renderer) => {
    afterEach(disposeCharts);

    it('shows every bar where the view puts it after a pan and a zoom', async () => {
      const candles = waveCandles(400).map((candle, index) =>
        // every third bar falls, so that a shifted picture would show the wrong colours
        index % 3 === 0 ? { ...candle, Open: candle.Close + 0.0003 } : candle,
      );
      const chart = await shownChart(renderer, candles);
      for (const [dx, factor] of [
        [120, 1],
        [0, 1.6],
        [-60, 0.7],
      ] as const) {
        if (dx !== 0) chart.panBy(dx);
        if (factor !== 1) chart.zoomBy(factor, 150);
        await chart.painted();
        const bars = barsOnPlot(chart, candles, 14).filter((index) => index % 5 === 0);
        expect(bars.length).toBeGreaterThan(4);
        await expect
          .poll(async () => bodiesShown(await onScreen(chart), chart, candles, bars), SCREEN_POLL)
          .toEqual(bars.map((index) => bodyColour(candles, index)));
      }
    });

    it('turns the steps of a gesture within one task into one picture, painted once', async () => {
      const chart = await shownChart(renderer, waveCandles(400));
      const { pictures, painted } = chart.stats;
      chart.panBy(10);
      chart.zoomBy(1.1, 100);
      chart.panBy(-4);
      await nextFrame();
      await expect.poll(() => chart.stats.painted).toBe(painted + 1);
      await nextFrame();
      expect(chart.stats.pictures).toBe(pictures + 1);
      expect(chart.stats.painted).toBe(painted + 1);
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
      const older = olderBars(candles, 60);
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
      const older = olderBars(candles, 60);
      // paging back through the worker: the whole series again, 60 older bars in front
      chart.setCandles([...older, ...candles], { period: '1min' });
      chart.flush();
      expect(chart.xOfIndex(60)).toBeCloseTo(xOfFirst, 5);
      // a resync after a reconnect: the same bars plus a newer one; still where the user had scrolled to
      const newer = { ...(candles[candles.length - 1] as Candle), Time: START + candles.length * MINUTE };
      const resynced = [...older, ...candles, newer];
      chart.setCandles(resynced, { period: '1min' });
      await chart.painted();
      expect(chart.xOfIndex(60)).toBeCloseTo(xOfFirst, 5);
      // and the painter has the resynced bars: the screen shows them where the view puts them
      const shown = barsOnPlot(chart, resynced, 14).filter((index) => index % 4 === 0);
      await expect
        .poll(async () => bodiesShown(await onScreen(chart), chart, resynced, shown), SCREEN_POLL)
        .toEqual(shown.map((index) => bodyColour(resynced, index)));
      // another period is another chart: it shows the latest bars
      chart.setCandles(candles, { period: '5min' });
      chart.flush();
      expect(chart.xOfIndex(candles.length - 1)).toBeGreaterThan(chart.xOfIndex(0));
      expect(chart.xOfIndex(0)).not.toBeCloseTo(xOfFirst, 0);
    });

    it('creates and disposes the chart 50 times: each drawing worker is ended and memory does not grow', async () => {
      const memory = () =>
        (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
      const candles = knownCandles();
      // the workers the charts start, and which of them were ended
      const RealWorker = window.Worker;
      const started: Worker[] = [];
      const ended = new Set<Worker>();
      window.Worker = class extends RealWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          started.push(this);
        }

        override terminate(): void {
          ended.add(this);
          super.terminate();
        }
      };
      let afterWarmUp = 0;
      try {
        for (let round = 0; round < 50; round += 1) {
          const chart = await makeChart(renderer);
          chart.setCandles(candles);
          await chart.painted();
          chart.dispose();
          charts.pop();
          hosts.pop()?.remove();
          if (round === 9) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            afterWarmUp = memory();
          }
        }
      } finally {
        window.Worker = RealWorker;
      }
      expect(charts).toHaveLength(0);
      expect(started).toHaveLength(50);
      expect(started.every((worker) => ended.has(worker))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const growth = memory() - afterWarmUp;
      expect(growth).toBeLessThan(12 * 1024 * 1024);
      // and a chart made after all that still draws
      const chart = await shownChart(renderer, candles);
      await expect
        .poll(async () => bodiesShown(await onScreen(chart), chart, candles, [114, 115]), SCREEN_POLL)
        .toEqual(['up', 'down']);
    }, 90_000);

    it("the app's chart is not told of each painted frame: its worker sends the page no message per frame", async () => {
      // the worker's messages to the page, by type
      const RealWorker = window.Worker;
      const replies: string[] = [];
      window.Worker = class extends RealWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener('message', (event: MessageEvent<{ type: string }>) => replies.push(event.data.type));
        }
      };
      const host = document.createElement('div');
      host.style.cssText = 'position:relative;width:390px;height:320px';
      document.body.append(host);
      const candles = knownCandles();
      const chart = await AppCandleChart.create(host, { precision: 5, period: '1min', renderer });
      try {
        chart.setData(columnsFromCandles(candles));
        for (let step = 0; step < 5; step += 1) {
          chart.panBy(12);
          await nextFrame();
        }
        // it painted: candles and volumes on the plot, not a blank canvas
        const drawnPixels = async () => {
          const screen = await screenPixels(host);
          let drawn = 0;
          for (let y = 20; y < 290; y += 4)
            for (let x = 10; x < 300; x += 4) if (colourAt(screen, x, y) !== DARK_THEME.background) drawn += 1;
          return drawn;
        };
        await expect.poll(drawnPixels, SCREEN_POLL).toBeGreaterThan(300);
        expect(replies).toEqual(['started']);
      } finally {
        window.Worker = RealWorker;
        chart.dispose();
        host.remove();
      }
    });
  },
);
