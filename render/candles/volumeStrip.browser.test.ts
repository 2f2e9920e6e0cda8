import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ZOOM_IN_STRETCH } from './strip.ts';
import {
  barsOnPlot,
  type CandleChart,
  disposeCharts,
  gestureCanvasesReadied,
  hostOf,
  onScreen,
  SCREEN_POLL,
  shownAt,
  waveCandles,
  widenedChart,
} from './testing/chartFixtures.ts';

/** The canvases of the volume strip, and which of them are on screen. */
function volumeCanvases(chart: CandleChart): { canvases: HTMLCanvasElement[]; shown: HTMLCanvasElement[] } {
  const canvases = [...hostOf(chart).querySelectorAll<HTMLCanvasElement>('[data-chart-layer="volumes"] canvas')];
  return { canvases, shown: canvases.filter((canvas) => canvas.style.display !== 'none') };
}

/** What the screen shows 2 px above the plot's bottom at the settled bars on the plot (all rising here). */
async function volumesOnScreen(chart: CandleChart, indices: readonly number[]): Promise<string[]> {
  const screen = await onScreen(chart);
  return indices.map((index) => shownAt(screen, chart.xOfIndex(index), chart.plot.height - 2));
}

afterEach(disposeCharts);

describe('the volume strip shows its canvas the way the candles surface does (openCandleSurface.ts)', () => {
  it('on the WebGL path: one ordinary 2D canvas on the page, drawn on directly, during a zoom too', async () => {
    const candles = waveCandles(2000);
    const chart = await widenedChart('webgl', candles);
    await gestureCanvasesReadied(chart);
    const atRest = volumeCanvases(chart);
    expect(atRest.canvases).toHaveLength(1);
    // a 2D context: no bitmap hand-over (a canvas showing bitmaps has a bitmap renderer, and no 2D context)
    expect(atRest.canvases[0]?.getContext('2d')).not.toBeNull();
    chart.holdFrames();
    // a zoom past what stretching the strips may show: a step drawn in the middle of the gesture
    chart.zoomBy(MAX_ZOOM_IN_STRETCH * 1.1, 200);
    chart.flush();
    const zooming = volumeCanvases(chart);
    expect(zooming.canvases).toEqual(atRest.canvases);
    const onPlot = barsOnPlot(chart, candles, 20);
    expect(onPlot.length).toBeGreaterThan(3);
    await expect.poll(() => volumesOnScreen(chart, onPlot), SCREEN_POLL).toEqual(onPlot.map(() => 'up volume'));
    chart.releaseFrames();
  });

  it('on the 2D path: bitmaps at rest, a gesture canvas of its own during a zoom', async () => {
    const candles = waveCandles(2000);
    const chart = await widenedChart('canvas', candles);
    // the gesture canvas is shown, empty, for a few frames while it is readied after the wide render
    await gestureCanvasesReadied(chart);
    await expect.poll(() => volumeCanvases(chart).shown.length).toBe(1);
    const atRest = volumeCanvases(chart);
    expect(atRest.shown[0]?.getContext('2d')).toBeNull();
    chart.holdFrames();
    chart.zoomBy(MAX_ZOOM_IN_STRETCH * 1.1, 200);
    chart.flush();
    const zooming = volumeCanvases(chart);
    expect(zooming.shown).toHaveLength(1);
    expect(zooming.shown[0]).not.toBe(atRest.shown[0]);
    const onPlot = barsOnPlot(chart, candles, 20);
    await expect.poll(() => volumesOnScreen(chart, onPlot), SCREEN_POLL).toEqual(onPlot.map(() => 'up volume'));
    chart.releaseFrames();
  });
});
