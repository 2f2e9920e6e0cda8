import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { hardwareWebGL } from '../gl.ts';
import { blend, DARK_THEME } from '../theme.ts';
import {
  CandleChart,
  charts,
  disposeCharts,
  gestureCanvasesReadied,
  hosts,
  knownCandles,
  MINUTE,
  makeChart,
  nextFrame,
  pixelAt,
  rgb,
  START,
  widened,
} from './testing/chartFixtures.ts';

describe('CandleChart renderer choice', () => {
  afterEach(disposeCharts);

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
    chart.setCandles(knownCandles());
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
    chart.setCandles(knownCandles());
    chart.updateLast({ Time: START, Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 });
  });
});
describe.each(['webgl', 'canvas'] as const)('CandleChart (%s renderer in Chromium)', (renderer) => {
  afterEach(disposeCharts);

  it("draws a rising candle's body in the up colour at its x", async () => {
    const chart = await makeChart(renderer);
    const candles = knownCandles();
    chart.setCandles(candles);
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
    chart.setCandles(candles);
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
    chart.setCandles(knownCandles());
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
    chart.setCandles(knownCandles());
    chart.flush();
    const x = chart.xOfIndex(120);
    chart.updateLast({ Time: START + 121 * MINUTE, Open: 1.1028, High: 1.103, Low: 1.1027, Close: 1.1029, Volume: 3 });
    chart.flush();
    expect(chart.barCount).toBe(122);
    expect(chart.xOfIndex(121)).toBeCloseTo(x);
    chart.updateLast({ Time: START, Open: 9, High: 9, Low: 9, Close: 9, Volume: 1 });
    expect(chart.barCount).toBe(122);
  });

  it('renders no strips before it has bars, and once when they come', async () => {
    const chart = await makeChart(renderer);
    chart.flush();
    await nextFrame();
    // a chart made before its candles arrive draws no empty canvases
    expect(chart.stats.frames).toBe(0);
    chart.setCandles(knownCandles());
    chart.flush();
    expect(chart.stats.frames).toBe(1);
    expect(chart.stats.stripPlotWidths).toBe(1);
  });

  it('draws nothing while idle, and the crosshair never re-renders the GL scene', async () => {
    const chart = await makeChart(renderer);
    chart.setCandles(knownCandles());
    await nextFrame();
    await nextFrame();
    // the first frame's narrow strip is widened once, in idle time, and the zoom's canvases readied in
    // the few frames after it; after that nothing
    await widened(chart);
    await gestureCanvasesReadied(chart);
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
    chart.setCandles(candles);
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
});
