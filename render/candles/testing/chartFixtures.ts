import { expect } from 'vitest';
import type { Candle } from '../../../protocol/schemas/kline.ts';
import { PREPARE_TIMEOUT_MS, WIDEN_TIMEOUT_MS } from '../frameScheduler.ts';
import { InspectableCandleChart as CandleChart, type ChartStats } from './InspectableCandleChart.ts';

export { CandleChart };

/** Test-only: the candles, charts and pixel helpers the chart's browser tests share. */

export const MINUTE = 60_000;
export const START = Date.UTC(2022, 0, 5, 14, 0);

/** 120 bars swinging around 1.1000, then a last bar far above them all (so its price line is on clear ground). */
export function knownCandles(): Candle[] {
  const out: Candle[] = [];
  for (let index = 0; index < 120; index += 1) {
    const open = 1.1 + 0.001 * Math.sin(index / 6);
    const close = open + (index % 2 === 0 ? 0.0006 : -0.0006);
    out.push({
      Time: START + index * MINUTE,
      Open: open,
      High: Math.max(open, close) + 0.0002,
      Low: Math.min(open, close) - 0.0002,
      Close: close,
      Volume: 100 + (index % 10),
    });
  }
  out.push({ Time: START + 120 * MINUTE, Open: 1.1015, High: 1.1031, Low: 1.1012, Close: 1.1028, Volume: 50 });
  return out;
}

/** `count` rising bars on a slow wave: panning moves the visible price range a little at a time. */
export function waveCandles(count: number): Candle[] {
  return Array.from({ length: count }, (_, index) => {
    const price = 1.1 + 0.01 * Math.sin(index / 50);
    return {
      Time: START + index * MINUTE,
      Open: price,
      High: price + 0.0004,
      Low: price - 0.0004,
      Close: price + 0.0001,
      Volume: 10 + (index % 7),
    };
  });
}

export function rgb(colour: number): [number, number, number] {
  return [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff];
}

export function pixelAt(image: ImageRead, x: number, y: number): [number, number, number] {
  const offset = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.pixels[offset] ?? -1, image.pixels[offset + 1] ?? -1, image.pixels[offset + 2] ?? -1];
}

export type ImageRead = { pixels: Uint8ClampedArray; width: number };

export const hosts: HTMLElement[] = [];
export const charts: CandleChart[] = [];

export type ChartOptions = Parameters<typeof CandleChart.create>[1];
export type PinnedRenderer = 'webgl' | 'canvas';

export async function makeChart(renderer: PinnedRenderer, options: Partial<ChartOptions> = {}): Promise<CandleChart> {
  const host = document.createElement('div');
  host.style.cssText = 'position:relative;width:390px;height:320px';
  document.body.append(host);
  hosts.push(host);
  const chart = await CandleChart.create(host, { precision: 5, period: '1min', renderer, ...options });
  charts.push(chart);
  return chart;
}

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Bytes that differ between two reads of the chart's pixels (the size must match). */
export function differingBytes(before: ImageRead, after: ImageRead): number {
  expect(after.width).toBe(before.width);
  expect(after.pixels.length).toBe(before.pixels.length);
  let differing = 0;
  for (let offset = 0; offset < before.pixels.length; offset += 1) {
    if (before.pixels[offset] !== after.pixels[offset]) differing += 1;
  }
  return differing;
}

/**
 * How long past the chart's own idle-time deadlines a test waits for the work they run: on a loaded
 * machine the page may not go idle before the deadline, and the frame after it may come late.
 */
const IDLE_DEADLINE_MARGIN_MS = 3000;

/** Waits for the idle-time render of the wide strips that follows the first frame. */
export async function widened(chart: { readonly stats: ChartStats }): Promise<void> {
  await expect.poll(() => chart.stats.stripPlotWidths, { timeout: WIDEN_TIMEOUT_MS + IDLE_DEADLINE_MARGIN_MS }).toBe(3);
}

/** Waits for the zoom's canvases, readied in idle time after the wide render. */
export async function gestureCanvasesReadied(chart: { readonly stats: ChartStats }): Promise<void> {
  await expect
    .poll(() => chart.stats.gestureCanvasesReady, { timeout: PREPARE_TIMEOUT_MS + IDLE_DEADLINE_MARGIN_MS })
    .toBe(true);
}

/** A chart showing `candles` whose first narrow strip has been widened (the state a user meets). */
export async function widenedChart(renderer: PinnedRenderer, candles: Candle[]): Promise<CandleChart> {
  const chart = await makeChart(renderer);
  chart.setCandles(candles);
  chart.flush();
  await widened(chart);
  return chart;
}

/** Disposes the charts a test made and removes their hosts (afterEach). */
export function disposeCharts(): void {
  for (const chart of charts.splice(0)) chart.dispose();
  for (const host of hosts.splice(0)) host.remove();
}
