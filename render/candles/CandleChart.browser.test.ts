import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { hardwareWebGL } from '../gl.ts';
import type { ScreenPixels } from '../testing/screenPixels.ts';
import { DARK_THEME } from '../theme.ts';
import {
  bodiesShown,
  bodyColour,
  CandleChart,
  changedPixels,
  charts,
  disposeCharts,
  gestureCanvasesReadied,
  hosts,
  knownCandles,
  MINUTE,
  makeChart,
  nextFrame,
  onScreen,
  rgb,
  SCREEN_POLL,
  START,
  screenShowing,
  shownAt,
  widened,
  widenedChart,
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
    const candles = knownCandles();
    chart.setCandles(candles);
    chart.flush();
    // and it draws: on screen, a rising bar's body in the up colour, the falling one's after it in the down colour
    await expect
      .poll(async () => bodiesShown(await onScreen(chart), chart, candles, [110, 111]), SCREEN_POLL)
      .toEqual(['up', 'down']);
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
    const rising = [110, 112, 114];
    expect(rising.map((index) => bodyColour(candles, index))).toEqual(['up', 'up', 'up']);
    // the volume pane at the bottom of the plot (320 px high, 22 px time axis)
    expect(chart.plot.height).toBe(320 - 22);
    // a price inside the bodies of both bar 110 and bar 111: the gap between them is at that height
    const inBody = (index: number, price: number) => {
      const candle = candles[index] as Candle;
      return price > Math.min(candle.Open, candle.Close) && price < Math.max(candle.Open, candle.Close);
    };
    const shared = 1.0996;
    expect([inBody(110, shared), inBody(111, shared)]).toEqual([true, true]);
    await expect
      .poll(async () => {
        const screen = await onScreen(chart);
        return {
          rising: bodiesShown(screen, chart, candles, rising),
          falling: bodiesShown(screen, chart, candles, [111]),
          between: shownAt(screen, chart.xOfIndex(110) + chart.barSpacing / 2, chart.yOfPrice(shared)),
          volumes: [110, 111].map((index) => shownAt(screen, chart.xOfIndex(index), chart.plot.height - 3)),
        };
      }, SCREEN_POLL)
      .toEqual({
        rising: ['up', 'up', 'up'],
        falling: ['down'],
        // between two bars (bodies are 70 % of a slot) the layers beneath show: the background, or a grid line
        between: expect.toBeOneOf(['background', 'grid']),
        // each bar's volume, in its bar's colour
        volumes: ['up volume', 'down volume'],
      });
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
    // widened first: the idle-time widening cannot render the strips again between the two screenshots
    const chart = await widenedChart(renderer, knownCandles());
    const lastX = chart.xOfIndex(120);
    // the live bar's body (2 px off its wick) rises from 1.1015 to 1.1028, then falls to 1.1013
    const liveBody = (price: number) => (screen: ScreenPixels) => shownAt(screen, lastX + 2, chart.yOfPrice(price));
    const before = await screenShowing(chart, liveBody(1.102), 'up');
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
    const newY = chart.yOfPrice(1.1013);
    expect(chart.stats.geometryBuilds).toBe(builds);
    // the scale did not move: the Pixi scene is not rendered again, only the live layer
    expect(chart.stats.frames).toBe(sceneRenders);
    expect(chart.stats.lastBarDraws).toBe(lastDraws + 1);
    // now falling: the body is red on screen
    const after = await screenShowing(chart, liveBody(1.1014), 'down');
    // and nothing else changed: not the settled bars, not the grid, not the volumes, not the time axis
    const changed = changedPixels(before, after);
    const inLastBar = ({ x }: { x: number }) => Math.abs(x - lastX) <= chart.barSpacing / 2 + 1;
    // the last-price line (and its label, 16 px high, on the price axis) moved with the price
    const onPriceLine = ({ y }: { y: number }) => Math.abs(y - oldY) <= 9 || Math.abs(y - newY) <= 9;
    const onPriceAxis = ({ x }: { x: number }) => x >= chart.plot.width - 12;
    expect(changed.filter(inLastBar).length).toBeGreaterThan(10);
    const stray = changed.filter((pixel) => !(inLastBar(pixel) || onPriceLine(pixel) || onPriceAxis(pixel)));
    expect(stray.slice(0, 10)).toEqual([]);
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
