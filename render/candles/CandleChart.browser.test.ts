import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import type { ScreenPixels } from '../testing/screenPixels.ts';
import {
  bodiesShown,
  bodyColour,
  CandleChart,
  changedPixels,
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
  screenShowing,
  shownAt,
  shownChart,
} from './testing/chartFixtures.ts';

describe('CandleChart renderer choice', () => {
  afterEach(disposeCharts);

  it('auto paints in the drawing worker (WebGL only where the GPU runs it, the 2D canvas otherwise), and it draws', async () => {
    const host = document.createElement('div');
    host.style.cssText = 'position:relative;width:390px;height:320px';
    document.body.append(host);
    hosts.push(host);
    const chart = await CandleChart.create(host, { precision: 5, period: '1min' });
    charts.push(chart);
    // Chromium hands canvases to workers (transferControlToOffscreen); headless Chromium without a GPU
    // runs WebGL on SwiftShader: auto must pick the 2D canvas there
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const name = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    const expected = /swiftshader/i.test(name) ? 'canvas' : 'webgl';
    await expect.poll(() => host.querySelector('[data-chart]')?.getAttribute('data-renderer')).toBe(expected);
    expect(chart.rendererKind).toBe(expected);
    const candles = knownCandles();
    chart.setCandles(candles);
    await chart.painted();
    // and it draws: on screen, a rising bar's body in the up colour, the falling one's after it in the down colour
    await expect
      .poll(async () => bodiesShown(await onScreen(chart), chart, candles, [110, 111]), SCREEN_POLL)
      .toEqual(['up', 'down']);
  });

  it('shows a clear message instead of a blank area when nothing can draw', async () => {
    const chart = await makeChart('canvas', { renderer: 'none', labels: { drawingUnavailable: 'No graphics here' } });
    expect(chart.available).toBe(false);
    expect(chart.rendererKind).toBe(null);
    const alert = hosts[0]?.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('No graphics here');
    chart.setCandles(knownCandles());
    chart.updateLast({ Time: START, Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 });
  });
});
describe.each(['webgl', 'canvas', 'page'] as const)('CandleChart (painted by %s, Chromium)', (renderer) => {
  afterEach(disposeCharts);

  it("draws a rising candle's body in the up colour at its x", async () => {
    const chart = await makeChart(renderer);
    const candles = knownCandles();
    chart.setCandles(candles);
    await chart.painted();
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

  it('draws the last-price line at the y of the last close, with its price box on the axis', async () => {
    const chart = await shownChart(renderer, knownCandles());
    const candles = knownCandles();
    const lastPrice = (screen: ScreenPixels, price: number) => {
      const y = Math.round(chart.yOfPrice(price));
      // dashes across the plot (on clear ground: the last bar is far above the others), gaps between them
      const line = Array.from({ length: 60 }, (_, step) => shownAt(screen, 20 + step, y));
      const found = {
        dashes: line.filter((colour) => colour === 'up' || colour === 'down').length,
        gaps: line.filter((colour) => colour === 'background' || colour === 'grid').length,
        lineColour: line.find((colour) => colour === 'up' || colour === 'down'),
        box: shownAt(screen, chart.plot.width + 3, y),
        text: chart.lastPicture?.lastPrice.label?.text,
      };
      return found;
    };
    // 3 px dashes and 3 px gaps: about half of the 60 px each (a dash's ends may blend into the gaps)
    const rising = {
      dashes: expect.toSatisfy((count: number) => count >= 20),
      gaps: expect.toSatisfy((count: number) => count >= 20),
    };
    await screenShowing(chart, (screen) => lastPrice(screen, 1.1028), {
      ...rising,
      lineColour: 'up',
      box: 'up',
      text: '1.10280',
    });
    // and they follow a falling live price
    chart.updateLast({ ...(candles[120] as Candle), Close: 1.1013 });
    await chart.painted();
    await screenShowing(chart, (screen) => lastPrice(screen, 1.1013), {
      ...rising,
      lineColour: 'down',
      box: 'down',
      text: '1.10130',
    });
  });

  it('updateLast changes the pixels of the last candle and its price only', async () => {
    const chart = await shownChart(renderer, knownCandles());
    const lastX = chart.xOfIndex(120);
    // the live bar's body (2 px off its wick) rises from 1.1015 to 1.1028, then falls to 1.1013
    const liveBody = (price: number) => (screen: ScreenPixels) => shownAt(screen, lastX + 2, chart.yOfPrice(price));
    const before = await screenShowing(chart, liveBody(1.102), 'up');
    const pictures = chart.stats.pictures;
    const oldY = chart.yOfPrice(1.1028);
    chart.updateLast({
      Time: START + 120 * MINUTE,
      Open: 1.1015,
      High: 1.1031,
      Low: 1.1012,
      Close: 1.1013,
      Volume: 50,
    });
    await chart.painted();
    const newY = chart.yOfPrice(1.1013);
    expect(chart.stats.pictures).toBe(pictures + 1);
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

  it('builds no picture before it has bars, and one when they come', async () => {
    const chart = await makeChart(renderer);
    chart.flush();
    await nextFrame();
    // a chart made before its candles arrive paints no empty frame
    expect(chart.stats).toMatchObject({ pictures: 0, painted: 0 });
    chart.setCandles(knownCandles());
    await chart.painted();
    expect(chart.stats).toMatchObject({ pictures: 1, painted: 1 });
  });

  it("draws nothing while idle, and a task's crosshair moves make one picture", async () => {
    const chart = await shownChart(renderer, knownCandles());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { pictures, painted } = chart.stats;
    // no animation-frame loop: an idle chart lets the page sleep
    const requestFrame = window.requestAnimationFrame;
    let frameRequests = 0;
    window.requestAnimationFrame = (callback) => {
      frameRequests += 1;
      return requestFrame(callback);
    };
    await new Promise((resolve) => setTimeout(resolve, 300));
    window.requestAnimationFrame = requestFrame;
    expect(frameRequests).toBe(0);
    expect(chart.stats).toMatchObject({ pictures, painted });
    for (let step = 0; step < 20; step += 1) chart.setCrosshair({ x: 100 + step * 5, y: 120 });
    await nextFrame();
    await expect.poll(() => chart.stats.painted).toBe(painted + 1);
    expect(chart.stats).toMatchObject({ pictures: pictures + 1, crosshairDraws: 1 });
    // the last move's: the row at its y
    expect(chart.lastPicture?.crosshair?.y).toBe(120);
    expect(performance.getEntriesByName('chart-first-render').length).toBeGreaterThan(0);
  });

  it('shows the crosshair at the bar under the pointer: its lines, the price at y, the time and the OHLC readout', async () => {
    const candles = knownCandles();
    const chart = await shownChart(renderer, candles);
    expect(chart.lastPicture?.crosshair).toBeNull();
    const candle = candles[100] as Candle;
    const barX = chart.xOfIndex(100);
    // a pointer a little right of the bar's centre snaps the vertical line to the bar
    const y = Math.round(chart.yOfPrice(candle.Close));
    chart.setCrosshair({ x: barX + 1.5, y });
    await chart.painted();
    const crosshair = chart.lastPicture?.crosshair;
    expect(crosshair?.x).toBe(Math.round(barX));
    expect(crosshair?.y).toBe(y);
    expect(Math.abs(Number(crosshair?.price) - candle.Close)).toBeLessThan(0.00005);
    expect(crosshair?.time).toBe('2022-01-05 10:40');
    expect(crosshair?.readout).toEqual([
      ['O', candle.Open.toFixed(5)],
      ['H', candle.High.toFixed(5)],
      ['L', candle.Low.toFixed(5)],
      ['C', candle.Close.toFixed(5)],
      ['V', String(candle.Volume)],
    ]);
    // on screen: the price box on the axis at the pointer's row, the time box under the bar
    const shown = (screen: ScreenPixels) => ({
      priceBox: shownAt(screen, chart.plot.width + 3, y),
      timeBox: shownAt(screen, Math.round(barX), chart.plot.height + 3),
    });
    await screenShowing(chart, shown, { priceBox: '#2b3447', timeBox: '#2b3447' });
    chart.setCrosshair(null);
    await chart.painted();
    expect(chart.lastPicture?.crosshair).toBeNull();
    await screenShowing(chart, (screen) => shown(screen).timeBox, 'background');
  });
});
