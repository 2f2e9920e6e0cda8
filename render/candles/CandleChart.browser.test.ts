import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { hardwareWebGL } from '../gl.ts';
import { blend, DARK_THEME } from '../theme.ts';
import { InspectableCandleChart as CandleChart } from './testing/InspectableCandleChart.ts';

const MINUTE = 60_000;
const START = Date.UTC(2022, 0, 5, 14, 0);

/** 120 bars swinging around 1.1000, then a last bar far above them all (so its price line is on clear ground). */
function knownCandles(): Candle[] {
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
function waveCandles(count: number): Candle[] {
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

function rgb(colour: number): [number, number, number] {
  return [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff];
}

function pixelAt(image: ImageRead, x: number, y: number): [number, number, number] {
  const offset = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.pixels[offset] ?? -1, image.pixels[offset + 1] ?? -1, image.pixels[offset + 2] ?? -1];
}

type ImageRead = { pixels: Uint8ClampedArray; width: number };

const hosts: HTMLElement[] = [];
const charts: CandleChart[] = [];

type ChartOptions = Parameters<typeof CandleChart.create>[1];
type PinnedRenderer = 'webgl' | 'canvas';

async function makeChart(renderer: PinnedRenderer, options: Partial<ChartOptions> = {}): Promise<CandleChart> {
  const host = document.createElement('div');
  host.style.cssText = 'position:relative;width:390px;height:320px';
  document.body.append(host);
  hosts.push(host);
  const chart = await CandleChart.create(host, { precision: 5, period: '1min', renderer, ...options });
  charts.push(chart);
  return chart;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Bytes that differ between two reads of the chart's pixels (the size must match). */
function differingBytes(before: ImageRead, after: ImageRead): number {
  expect(after.width).toBe(before.width);
  expect(after.pixels.length).toBe(before.pixels.length);
  let differing = 0;
  for (let offset = 0; offset < before.pixels.length; offset += 1) {
    if (before.pixels[offset] !== after.pixels[offset]) differing += 1;
  }
  return differing;
}

/** Waits for the idle-time render of the wide strips that follows the first frame. */
async function widened(chart: CandleChart): Promise<void> {
  await expect.poll(() => chart.stats.stripPlotWidths).toBe(3);
}

/** A chart showing `candles` whose first narrow strip has been widened (the state a user meets). */
async function widenedChart(renderer: PinnedRenderer, candles: Candle[]): Promise<CandleChart> {
  const chart = await makeChart(renderer);
  chart.setData(candles);
  chart.flush();
  await widened(chart);
  return chart;
}

describe('CandleChart renderer choice', () => {
  afterEach(() => {
    for (const chart of charts.splice(0)) chart.dispose();
    for (const host of hosts.splice(0)) host.remove();
  });

  it('auto takes WebGL only where it is not software-emulated, and the 2D canvas otherwise', async () => {
    // headless Chromium without a GPU runs WebGL on SwiftShader: auto must pick the 2D canvas there
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const name = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    expect(hardwareWebGL()).toBe(!/swiftshader/i.test(name));
    const host = document.createElement('div');
    host.style.cssText = 'position:relative;width:390px;height:320px';
    document.body.append(host);
    hosts.push(host);
    const chart = await CandleChart.create(host, { precision: 5, period: '1min' });
    charts.push(chart);
    expect(chart.rendererKind).toBe(hardwareWebGL() ? 'webgl' : 'canvas');
    chart.setData(knownCandles());
    chart.flush();
    const rising = knownCandles()[110] as Candle;
    expect(pixelAt(chart.readPixels(), chart.xOfIndex(110), chart.yOfPrice((rising.Open + rising.Close) / 2))).toEqual(
      rgb(DARK_THEME.up),
    );
  });

  it('shows a clear message instead of a blank area when nothing can draw', async () => {
    const chart = await makeChart('webgl', { renderer: 'none', labels: { drawingUnavailable: 'No graphics here' } });
    expect(chart.available).toBe(false);
    expect(chart.rendererKind).toBe(null);
    const alert = hosts[0]?.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('No graphics here');
    chart.setData(knownCandles());
    chart.updateLast({ Time: START, Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 });
  });
});

describe.each(['webgl', 'canvas'] as const)('CandleChart (%s renderer in Chromium)', (renderer) => {
  afterEach(() => {
    for (const chart of charts.splice(0)) chart.dispose();
    for (const host of hosts.splice(0)) host.remove();
  });

  it("draws a rising candle's body in the up colour at its x", async () => {
    const chart = await makeChart(renderer);
    const candles = knownCandles();
    chart.setData(candles);
    chart.flush();
    const image = chart.readPixels();
    expect(image.width).toBe(390);
    const rising = [110, 112, 114].map((index) => ({ index, candle: candles[index] as Candle }));
    for (const { index, candle } of rising) {
      expect(candle.Close).toBeGreaterThan(candle.Open);
      const x = chart.xOfIndex(index);
      const y = chart.yOfPrice((candle.Open + candle.Close) / 2);
      expect(pixelAt(image, x, y)).toEqual(rgb(DARK_THEME.up));
    }
    const falling = candles[111] as Candle;
    expect(pixelAt(image, chart.xOfIndex(111), chart.yOfPrice((falling.Open + falling.Close) / 2))).toEqual(
      rgb(DARK_THEME.down),
    );
    // between two bars the layers beneath show: the background, or a grid line
    const between = pixelAt(image, chart.xOfIndex(110) + chart.barSpacing / 2, chart.yOfPrice(1.1));
    expect([rgb(DARK_THEME.background), rgb(DARK_THEME.grid)]).toContainEqual(between);
    // the volume pane at the bottom of the plot (320 px high, 22 px time axis) shows each bar's volume
    const plotHeight = 320 - 22;
    expect(pixelAt(image, chart.xOfIndex(110), plotHeight - 3)).toEqual(
      rgb(blend(DARK_THEME.up, DARK_THEME.background, 0.32)),
    );
    expect(pixelAt(image, chart.xOfIndex(111), plotHeight - 3)).toEqual(
      rgb(blend(DARK_THEME.down, DARK_THEME.background, 0.32)),
    );
  });

  it('draws the last-price line at the y of the last close, with its label on the axis', async () => {
    const chart = await makeChart(renderer);
    const candles = knownCandles();
    chart.setData(candles);
    chart.flush();
    const host = hosts[hosts.length - 1] as HTMLElement;
    const hostTop = host.getBoundingClientRect().top;
    const y = Math.round(chart.yOfPrice(1.1028));
    const line = host.querySelector<HTMLElement>('[data-last-price-line]');
    const label = host.querySelector<HTMLElement>('[data-last-price-label]');
    if (!line || !label) throw new Error('no last-price line or label');
    const lineBox = line.getBoundingClientRect();
    expect(lineBox.top - hostTop).toBeCloseTo(y, 0);
    expect(lineBox.height).toBe(1);
    // across the plot, which ends where the price axis begins
    const plotWidth = lineBox.width;
    expect(plotWidth).toBeGreaterThan(300);
    expect(plotWidth).toBeLessThan(345);
    // dashes in the up colour (the last bar rose), gaps in between
    expect(getComputedStyle(line).backgroundImage).toContain(`rgb(${rgb(DARK_THEME.up).join(', ')})`);
    expect(getComputedStyle(line).backgroundImage).toContain('rgba(0, 0, 0, 0) 3px, rgba(0, 0, 0, 0) 6px');
    const labelBox = label.getBoundingClientRect();
    expect(label.textContent).toBe('1.10280');
    expect(getComputedStyle(label).backgroundColor).toBe(`rgb(${rgb(DARK_THEME.up).join(', ')})`);
    expect(labelBox.left - host.getBoundingClientRect().left).toBe(plotWidth + 1);
    expect(labelBox.right).toBe(host.getBoundingClientRect().right);
    expect(Math.abs(labelBox.top + labelBox.height / 2 - hostTop - y)).toBeLessThanOrEqual(1);
    // and they follow a falling live price
    chart.updateLast({ ...(candles[120] as Candle), Close: 1.1013 });
    chart.flush();
    expect(line.getBoundingClientRect().top - hostTop).toBeCloseTo(Math.round(chart.yOfPrice(1.1013)), 0);
    expect(label.textContent).toBe('1.10130');
    expect(getComputedStyle(label).backgroundColor).toBe(`rgb(${rgb(DARK_THEME.down).join(', ')})`);
  });

  it('updateLast redraws only the last candle: no geometry rebuild, pixels change only there', async () => {
    const chart = await makeChart(renderer);
    chart.setData(knownCandles());
    chart.flush();
    const before = chart.readPixels();
    const builds = chart.stats.geometryBuilds;
    const sceneRenders = chart.stats.frames;
    const lastDraws = chart.stats.lastBarDraws;
    const oldY = chart.yOfPrice(1.1028);
    chart.updateLast({
      Time: START + 120 * MINUTE,
      Open: 1.1015,
      High: 1.1031,
      Low: 1.1012,
      Close: 1.1013,
      Volume: 50,
    });
    chart.flush();
    const after = chart.readPixels();
    const newY = chart.yOfPrice(1.1013);
    expect(chart.stats.geometryBuilds).toBe(builds);
    // the scale did not move: the Pixi scene is not rendered again, only the live layer
    expect(chart.stats.frames).toBe(sceneRenders);
    expect(chart.stats.lastBarDraws).toBe(lastDraws + 1);
    const lastX = chart.xOfIndex(120);
    const plotWidth = 390 - 60;
    let changedInLast = 0;
    const stray: string[] = [];
    for (let y = 0; y < after.height; y += 1) {
      for (let x = 0; x < after.width; x += 1) {
        const a = pixelAt(before, x, y);
        const b = pixelAt(after, x, y);
        if (a[0] === b[0] && a[1] === b[1] && a[2] === b[2]) continue;
        const inLastBar = Math.abs(x - lastX) <= chart.barSpacing / 2 + 1;
        const onPriceLine = Math.abs(y - oldY) <= 9 || Math.abs(y - newY) <= 9;
        if (inLastBar) changedInLast += 1;
        else if (!(onPriceLine || x >= plotWidth - 12)) stray.push(`${x},${y}`);
      }
    }
    expect(changedInLast).toBeGreaterThan(10);
    expect(stray.slice(0, 10)).toEqual([]);
    // now falling: the body is red
    expect(pixelAt(after, lastX, chart.yOfPrice(1.1014))).toEqual(rgb(DARK_THEME.down));
  });

  it('appends a bar for a later time and keeps following the latest', async () => {
    const chart = await makeChart(renderer);
    chart.setData(knownCandles());
    chart.flush();
    const x = chart.xOfIndex(120);
    chart.updateLast({ Time: START + 121 * MINUTE, Open: 1.1028, High: 1.103, Low: 1.1027, Close: 1.1029, Volume: 3 });
    chart.flush();
    expect(chart.barCount).toBe(122);
    expect(chart.xOfIndex(121)).toBeCloseTo(x);
    chart.updateLast({ Time: START, Open: 9, High: 9, Low: 9, Close: 9, Volume: 1 });
    expect(chart.barCount).toBe(122);
  });

  it('draws nothing while idle, and the crosshair never re-renders the GL scene', async () => {
    const chart = await makeChart(renderer);
    chart.setData(knownCandles());
    await nextFrame();
    await nextFrame();
    // the first frame's narrow strip is widened once, in idle time, and the zoom's canvases readied in
    // the few frames after it; after that nothing
    await expect.poll(() => chart.stats.stripPlotWidths).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const frames = chart.stats.frames;
    // no animation-frame loop either (Pixi's own ticker included): an idle chart lets the page sleep
    const requestFrame = window.requestAnimationFrame;
    let frameRequests = 0;
    window.requestAnimationFrame = (callback) => {
      frameRequests += 1;
      return requestFrame(callback);
    };
    await new Promise((resolve) => setTimeout(resolve, 300));
    window.requestAnimationFrame = requestFrame;
    expect(frameRequests).toBe(0);
    expect(chart.stats.frames).toBe(frames);
    for (let step = 0; step < 20; step += 1) chart.setCrosshair({ x: 100 + step * 5, y: 120 });
    await nextFrame();
    expect(chart.stats.frames).toBe(frames);
    expect(chart.stats.crosshairDraws).toBeGreaterThanOrEqual(20);
    expect(performance.getEntriesByName('chart-first-render').length).toBeGreaterThan(0);
  });

  it('shows the crosshair at the bar under the pointer: its lines, the price at y, the time and the OHLC readout', async () => {
    const chart = await makeChart(renderer);
    const candles = knownCandles();
    chart.setData(candles);
    chart.flush();
    const layer = document.querySelector<HTMLElement>('[data-chart-layer="crosshair"]');
    expect(layer?.style.display).toBe('none');
    const candle = candles[100] as Candle;
    const barX = chart.xOfIndex(100);
    // a pointer a little right of the bar's centre snaps the vertical line to the bar
    chart.setCrosshair({ x: barX + 1.5, y: chart.yOfPrice(candle.Close) });
    expect(layer?.style.display).toBe('block');
    const [vertical, horizontal] = [...(layer?.children ?? [])] as HTMLElement[];
    expect(vertical?.style.transform).toBe(`translateX(${Math.round(barX)}px)`);
    expect(horizontal?.style.transform).toBe(`translateY(${Math.round(chart.yOfPrice(candle.Close))}px)`);
    const price = Number(layer?.querySelector('[data-crosshair-price]')?.textContent);
    expect(Math.abs(price - candle.Close)).toBeLessThan(0.00005);
    expect(layer?.querySelector('[data-crosshair-time]')?.textContent).toBe('2022-01-05 10:40');
    const readout = layer?.querySelector<HTMLElement>('[data-crosshair-readout]');
    expect(readout?.textContent).toBe(
      `O ${candle.Open.toFixed(5)}H ${candle.High.toFixed(5)}L ${candle.Low.toFixed(5)}C ${candle.Close.toFixed(5)}V ${candle.Volume}`,
    );
    // the readout wraps inside the plot: it never runs under the price axis
    const priceBox = layer?.querySelector<HTMLElement>('[data-crosshair-price]');
    expect(readout?.getBoundingClientRect().right).toBeLessThanOrEqual(priceBox?.getBoundingClientRect().left ?? 0);
    chart.setCrosshair(null);
    expect(layer?.style.display).toBe('none');
  });

  it('draws the first frame on a plot-wide strip and widens it when idle: the same pixels, then pans need no render', async () => {
    const chart = await makeChart(renderer);
    const candles = knownCandles();
    chart.setData(candles);
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
    expect(pixelAt(chart.readPixels(), chart.xOfIndex(100), chart.yOfPrice((candle.Open + candle.Close) / 2))).toEqual(
      rgb(DARK_THEME.up),
    );
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
    chart.zoomBy(1.3, 200);
    chart.flush();
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

  it('panning within the built window is a transform change; a zoom past the stretch limit renders again', async () => {
    const candles = waveCandles(5000);
    const chart = await widenedChart(renderer, candles);
    const builds = chart.stats.geometryBuilds;
    const frames = chart.stats.frames;
    chart.panBy(30);
    chart.flush();
    chart.panBy(30);
    chart.flush();
    expect(chart.stats.geometryBuilds).toBe(builds);
    chart.zoomBy(1.8, 200);
    chart.flush();
    expect(chart.stats.frames).toBe(frames + 1);
    // WebGL builds Pixi geometry for the new zoom; the 2D path draws it on the gesture's own canvas
    expect(chart.stats.geometryBuilds).toBe(renderer === 'webgl' ? builds + 1 : builds);
    // mid-gesture the strips are plot-wide (a third of the work); the wide ones follow once still
    expect(chart.stats.stripPlotWidths).toBe(1);
    const bodyAt = (image: ImageRead, index: number) => {
      const candle = candles[index] as Candle;
      return pixelAt(image, chart.xOfIndex(index), chart.yOfPrice((candle.Open + candle.Close) / 2));
    };
    const indices = candles
      .map((_, index) => index)
      .filter((index) => chart.xOfIndex(index) > 20 && chart.xOfIndex(index) < 300 && index % 4 === 0);
    expect(indices.length).toBeGreaterThan(3);
    for (const index of indices) expect(bodyAt(chart.readPixels(), index)).toEqual(rgb(DARK_THEME.up));
    await widened(chart);
    expect(chart.stats.frames).toBe(frames + 2);
    for (const index of indices) expect(bodyAt(chart.readPixels(), index)).toEqual(rgb(DARK_THEME.up));
  });

  it('a zoom settles into the wide, exact strips while live ticks keep arriving', async () => {
    const candles = waveCandles(2000);
    const chart = await widenedChart(renderer, candles);
    chart.zoomBy(1.8, 200);
    chart.flush();
    expect(chart.stats.stripPlotWidths).toBe(1);
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
    chart.setData(candles);
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
    chart.prependData(older);
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
    chart.setData(candles, { period: '1min' });
    chart.flush();
    chart.panBy(300);
    chart.flush();
    const xOfFirst = chart.xOfIndex(0);
    const older = Array.from({ length: 60 }, (_, index) => ({
      ...(candles[0] as Candle),
      Time: START - (60 - index) * MINUTE,
    }));
    // paging back through the worker: the whole series again, 60 older bars in front
    chart.setData([...older, ...candles], { period: '1min' });
    chart.flush();
    expect(chart.xOfIndex(60)).toBeCloseTo(xOfFirst, 5);
    // a resync after a reconnect: the same bars plus a newer one; still where the user had scrolled to
    const newer = { ...(candles[candles.length - 1] as Candle), Time: START + candles.length * MINUTE };
    chart.setData([...older, ...candles, newer], { period: '1min' });
    chart.flush();
    expect(chart.xOfIndex(60)).toBeCloseTo(xOfFirst, 5);
    // another period is another chart: it shows the latest bars
    chart.setData(candles, { period: '5min' });
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
      chart.setData(candles);
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
    chart.setData(candles);
    chart.flush();
    const last = candles[114] as Candle;
    expect(pixelAt(chart.readPixels(), chart.xOfIndex(114), chart.yOfPrice((last.Open + last.Close) / 2))).toEqual(
      rgb(DARK_THEME.up),
    );
    console.info(`heap growth over 40 create/dispose rounds: ${(growth / 1024 / 1024).toFixed(2)} MB`);
    // 50 WebGL contexts in software take about 7 s alone, several times that while the suite runs in parallel.
  }, 90_000);
});
