import { expect } from 'vitest';
import type { Candle } from '../../../protocol/schemas/kline.ts';
import { colourAt, type ScreenPixels, screenPixels } from '../../testing/screenPixels.ts';
import { blend, DARK_THEME } from '../../theme.ts';
import { InspectableCandleChart as CandleChart } from './InspectableCandleChart.ts';

export { CandleChart };

/** Test-only: the candles, charts and screen helpers the chart's browser tests share. */

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

export const hosts: HTMLElement[] = [];
export const charts: CandleChart[] = [];

export type ChartOptions = Parameters<typeof CandleChart.create>[1];
/**
 * what paints a test's chart: Pixi's WebGL or the 2D canvas in the drawing worker (what users get, with
 * and without a GPU), or the 2D canvas on the page (where no canvas can be handed to a worker)
 */
export type PinnedRenderer = 'webgl' | 'canvas' | 'page';

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

/** The host `chart` was made in (by makeChart, or pushed with it onto `hosts` and `charts`). */
export function hostOf(chart: CandleChart): HTMLElement {
  const host = hosts[charts.indexOf(chart)];
  if (!host) throw new Error('the chart was not made by makeChart');
  return host;
}

/**
 * What the screen shows of the chart: a screenshot of its host (the compositor's output, every layer and
 * its text), taken once the frame that shows what flush() drew is out.
 */
export async function onScreen(chart: CandleChart): Promise<ScreenPixels> {
  await nextFrame();
  await nextFrame();
  return screenPixels(hostOf(chart));
}

/** A screenshot can take over a second on a busy machine: expect.poll's 1 s default would fail a right picture. */
export const SCREEN_POLL = { timeout: 5000 };

/** The chart's colours a test looks for on screen, by name. */
const NAMED_COLOURS: Record<string, number> = {
  up: DARK_THEME.up,
  down: DARK_THEME.down,
  background: DARK_THEME.background,
  grid: DARK_THEME.grid,
  // volume bars look translucent: drawn in their bar's colour at 32 % over the background
  'up volume': blend(DARK_THEME.up, DARK_THEME.background, 0.32),
  'down volume': blend(DARK_THEME.down, DARK_THEME.background, 0.32),
};

/** How far (per channel) a screen pixel may be from a colour and still be it: compositing may round. */
const COLOUR_TOLERANCE = 6;

/**
 * The name of the chart colour (up, down, background, grid, up volume, down volume) the screen shows at
 * (x, y) CSS px of the chart, or the pixel's hex when it is none of them (an edge blending two colours).
 */
export function shownAt(screen: ScreenPixels, x: number, y: number): string {
  const shown = colourAt(screen, x, y);
  const near = (colour: number) =>
    [16, 8, 0].every((shift) => Math.abs(((shown >> shift) & 0xff) - ((colour >> shift) & 0xff)) <= COLOUR_TOLERANCE);
  const name = Object.keys(NAMED_COLOURS).find((key) => near(NAMED_COLOURS[key] ?? -1));
  return name ?? `#${shown.toString(16).padStart(6, '0')}`;
}

/**
 * Where bar `index`'s body shows: the y of its middle price, 2 px right of the bar's centre (off its
 * 1 px wick, which has the body's colour and reaches far above and below it; inside a body 70 % of a slot
 * of 6 px or more).
 */
export function bodyPoint(chart: CandleChart, candles: readonly Candle[], index: number): { x: number; y: number } {
  const candle = candles[index] as Candle;
  return { x: chart.xOfIndex(index) + 2, y: chart.yOfPrice((candle.Open + candle.Close) / 2) };
}

/** The colour bar `index`'s body should show: up for a rising bar, down for a falling one. */
export function bodyColour(candles: readonly Candle[], index: number): string {
  const candle = candles[index] as Candle;
  return candle.Close >= candle.Open ? 'up' : 'down';
}

/** What the screen shows at the bodies of bars `indices` (see bodyPoint), by colour name. */
export function bodiesShown(
  screen: ScreenPixels,
  chart: CandleChart,
  candles: readonly Candle[],
  indices: readonly number[],
): string[] {
  return indices.map((index) => {
    const { x, y } = bodyPoint(chart, candles, index);
    return shownAt(screen, x, y);
  });
}

/** The settled bars (the live one excluded) whose bodies are on the plot, `margin` px clear of its sides. */
export function barsOnPlot(chart: CandleChart, candles: readonly Candle[], margin = 12): number[] {
  return candles
    .map((_, index) => index)
    .filter((index) => index < candles.length - 1)
    .filter((index) => chart.xOfIndex(index) > margin && chart.xOfIndex(index) < chart.plot.width - margin);
}

/** A box in CSS px of the chart. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The pixels (CSS px of the chart) of `area` (the whole chart by default) whose colour in `before` the
 * screenshot `after` does not show `dx` px to their right: with dx 0, the pixels that changed.
 */
export function changedPixels(
  before: ScreenPixels,
  after: ScreenPixels,
  options: { dx?: number; area?: Area } = {},
): { x: number; y: number }[] {
  expect(after.width).toBe(before.width);
  expect(after.data.length).toBe(before.data.length);
  const width = before.width / before.scale;
  const height = before.data.length / 4 / before.width / before.scale;
  const { dx = 0, area = { x: 0, y: 0, width, height } } = options;
  const changed: { x: number; y: number }[] = [];
  for (let y = area.y; y < area.y + area.height; y += 1) {
    for (let x = area.x; x < area.x + area.width; x += 1)
      if (colourAt(before, x, y) !== colourAt(after, x + dx, y)) changed.push({ x, y });
  }
  return changed;
}

/**
 * A screenshot of the chart once `probe` finds `expected` on it (polled: what flush() drew may reach the
 * screen a frame late, and a screenshot may fail on a busy machine).
 */
export async function screenShowing<T>(
  chart: CandleChart,
  probe: (screen: ScreenPixels) => T,
  expected: T,
): Promise<ScreenPixels> {
  const last: { screen?: ScreenPixels } = {};
  await expect
    .poll(async () => {
      last.screen = await onScreen(chart);
      return probe(last.screen);
    }, SCREEN_POLL)
    .toEqual(expected);
  if (!last.screen) throw new Error('no screenshot');
  return last.screen;
}

/** A chart showing `candles`, painted (the state a user meets). */
export async function shownChart(renderer: PinnedRenderer, candles: Candle[]): Promise<CandleChart> {
  const chart = await makeChart(renderer);
  chart.setCandles(candles);
  await chart.painted();
  return chart;
}

/** Disposes the charts a test made and removes their hosts (afterEach). */
export function disposeCharts(): void {
  for (const chart of charts.splice(0)) chart.dispose();
  for (const host of hosts.splice(0)) host.remove();
}
