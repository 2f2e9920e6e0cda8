import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { colourAt, screenPixels as screenshot } from '../testing/screenPixels.ts';
import { DARK_THEME } from '../theme.ts';
import { knownCandles } from './testing/chartFixtures.ts';
import { InspectableCandleChart as CandleChart } from './testing/InspectableCandleChart.ts';

function hex(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

const hosts: HTMLElement[] = [];
const charts: CandleChart[] = [];

describe.each(['webgl', 'canvas', 'page'] as const)('the chart on screen (painted by %s)', (renderer) => {
  afterEach(() => {
    for (const chart of charts.splice(0)) chart.dispose();
    for (const host of hosts.splice(0)) host.remove();
  });

  it('shows rising candles in the up colour and falling ones in the down colour, where their bars are', async () => {
    const host = document.createElement('div');
    host.style.cssText = 'position:fixed;left:0;top:0;width:390px;height:320px';
    document.body.append(host);
    hosts.push(host);
    const chart = await CandleChart.create(host, { precision: 5, period: '1min', renderer });
    charts.push(chart);
    // 120 bars rising at even indices and falling at odd ones, then a rising live bar above them
    const candles = knownCandles();
    chart.setCandles(candles);
    await chart.painted();
    const bodyAt = (index: number) => {
      const candle = candles[index] as Candle;
      return { x: chart.xOfIndex(index), y: chart.yOfPrice((candle.Open + candle.Close) / 2) };
    };
    await expect
      .poll(async () => {
        const screen = await screenshot(host);
        const shown = (index: number) => hex(colourAt(screen, bodyAt(index).x, bodyAt(index).y));
        return {
          rising: [104, 110, 116].map(shown),
          falling: [105, 111, 117].map(shown),
          live: shown(120),
          // halfway between two bars (bodies are 70 % of a slot): the background, no candle
          between: hex(colourAt(screen, (bodyAt(110).x + bodyAt(111).x) / 2, bodyAt(110).y)),
        };
      })
      .toEqual({
        rising: Array(3).fill(hex(DARK_THEME.up)),
        falling: Array(3).fill(hex(DARK_THEME.down)),
        live: hex(DARK_THEME.up),
        between: hex(DARK_THEME.background),
      });
  });
});
