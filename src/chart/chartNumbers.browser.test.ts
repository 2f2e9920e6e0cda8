import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { InspectableCandleChart as CandleChart } from '../../render/candles/testing/InspectableCandleChart.ts';
import { formatDecimal } from '../format/number.ts';

const MINUTE = 60_000;
const START = Date.UTC(2022, 0, 5, 14, 0);

/** Gold-like bars around 4180: every axis label needs a thousands separator. */
function goldCandles(): Candle[] {
  return Array.from({ length: 80 }, (_, index) => {
    const open = 4180 + 4 * Math.sin(index / 8);
    const close = open + (index % 2 === 0 ? 0.6 : -0.6);
    return {
      Time: START + index * MINUTE,
      Open: open,
      High: Math.max(open, close) + 0.3,
      Low: Math.min(open, close) - 0.3,
      Close: close,
      Volume: 1200 + index,
    };
  });
}

const hosts: HTMLElement[] = [];
const charts: CandleChart[] = [];

describe("the chart's numbers in the user's language", () => {
  afterEach(() => {
    for (const chart of charts.splice(0)) chart.dispose();
    for (const host of hosts.splice(0)) host.remove();
  });

  it('writes the price axis, the price tag and the crosshair with German group and decimal marks', async () => {
    const host = document.createElement('div');
    host.style.cssText = 'position:relative;width:390px;height:320px';
    document.body.append(host);
    hosts.push(host);
    const chart = await CandleChart.create(host, {
      precision: 2,
      period: '1min',
      formatPrice: (value, decimals) => formatDecimal(value, decimals, 'de'),
    });
    charts.push(chart);
    const candles = goldCandles();
    chart.setCandles(candles);
    chart.flush();

    // what the painter writes on the axis: the picture handed to the drawing worker
    const axisLabels = chart.lastPicture?.priceLabels.map((label) => label.text) ?? [];
    expect(axisLabels.length).toBeGreaterThan(2);
    for (const label of axisLabels) expect(label).toMatch(/^4\.1\d\d,\d\d$/);

    const last = candles[candles.length - 1] as Candle;
    const tag = chart.lastPicture?.lastPrice.label?.text;
    expect(tag).toBe(formatDecimal(last.Close, 2, 'de'));
    expect(tag).toMatch(/^4\.1\d\d,\d\d$/);

    chart.setCrosshair({ x: chart.xOfIndex(40), y: chart.yOfPrice((candles[40] as Candle).Close) });
    await chart.painted();
    const crosshair = chart.lastPicture?.crosshair;
    expect(crosshair?.price).toMatch(/^4\.1\d\d,\d\d$/);
    const bar = candles[40] as Candle;
    expect(crosshair?.readout).toContainEqual(['C', formatDecimal(bar.Close, 2, 'de')]);
    expect(crosshair?.readout).toContainEqual(['V', '1.240']);
  });
});
