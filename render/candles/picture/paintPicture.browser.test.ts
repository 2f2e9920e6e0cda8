import { describe, expect, it } from 'vitest';
import type { Candle } from '../../../protocol/schemas/kline.ts';
import { DARK_THEME } from '../../theme.ts';
import { columnsFromCandles } from '../candleColumns.ts';
import { yOfPrice } from '../priceScale.ts';
import { latestView, xOfIndex } from '../viewport.ts';
import type { ChartPicture } from './chartPicture.ts';
import { paintPicture } from './paintPicture.ts';

const FRAME = { width: 390, height: 320, plotWidth: 334, plotHeight: 298 };
const RANGE = { min: 1.09, max: 1.12 };
const MINUTE = 60_000;

const rising: Candle = { Time: 0, Open: 1.1, High: 1.11, Low: 1.095, Close: 1.108, Volume: 50 };
const falling: Candle = { Time: MINUTE, Open: 1.108, High: 1.109, Low: 1.1, Close: 1.102, Volume: 100 };

function picture(overrides: Partial<ChartPicture> = {}): ChartPicture {
  return {
    frame: FRAME,
    resolution: 1,
    view: latestView(FRAME.plotWidth, 2, 20),
    range: RANGE,
    volumeMax: 100,
    priceLabels: [],
    priceGrid: [],
    timeLabels: [],
    lastPrice: { line: null, label: null },
    crosshair: null,
    ...overrides,
  };
}

/** Paints on a page canvas and returns a reader of its pixels as 0xRRGGBB, x and y in CSS px. */
function painted(shown: ChartPicture): (x: number, y: number) => number {
  const canvas = document.createElement('canvas');
  canvas.width = FRAME.width;
  canvas.height = FRAME.height;
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('no 2D canvas');
  paintPicture(context, shown, columnsFromCandles([rising, falling]), DARK_THEME);
  const { data } = context.getImageData(0, 0, FRAME.width, FRAME.height);
  return (x, y) => {
    const at = (Math.round(y) * FRAME.width + Math.round(x)) * 4;
    return ((data[at] ?? 0) << 16) | ((data[at + 1] ?? 0) << 8) | (data[at + 2] ?? 0);
  };
}

describe('the picture painter (Chromium, a 2D canvas)', () => {
  it('draws each candle at its bar in its colour, its volume beneath, and nothing of them past the plot', () => {
    const shown = picture();
    const pixel = painted(shown);
    const y = (price: number) => yOfPrice(RANGE, 0, FRAME.plotHeight, price);
    const x = (index: number) => xOfIndex(shown.view, index);
    expect(pixel(x(0) + 3, y(1.104))).toBe(DARK_THEME.up);
    expect(pixel(x(1) + 3, y(1.105))).toBe(DARK_THEME.down);
    // the wick only above the body: the centre is coloured, 3 px off it the background
    expect(pixel(x(0), y(1.109))).toBe(DARK_THEME.up);
    expect(pixel(x(0) + 3, y(1.109))).toBe(DARK_THEME.background);
    // volumes from the plot's bottom: the falling bar's twice the rising one's
    expect(pixel(x(1), FRAME.plotHeight - 2)).not.toBe(DARK_THEME.background);
    expect(pixel(x(0), FRAME.plotHeight - 2)).not.toBe(DARK_THEME.background);
    // the price axis is clear of candles, and its border drawn
    expect(pixel(FRAME.plotWidth, y(1.104))).toBe(DARK_THEME.axisLine);
    for (let column = FRAME.plotWidth + 1; column < FRAME.width; column += 4)
      expect(pixel(column, y(1.104))).toBe(DARK_THEME.background);
  });

  it('draws a time label only where it is whole: one the plot edge or the price axis would cut is left out', () => {
    const band = (pixel: (x: number, y: number) => number, from: number, to: number) => {
      let text = 0;
      for (let x = from; x < to; x += 1)
        for (let y = FRAME.plotHeight + 4; y < FRAME.height - 2; y += 1)
          if (pixel(x, y) !== DARK_THEME.background) text += 1;
      return text;
    };
    const labels = [
      { at: 4, text: '16:30' },
      { at: 150, text: '16:40' },
      { at: FRAME.plotWidth - 4, text: '16:50' },
    ];
    const pixel = painted(picture({ timeLabels: labels }));
    expect(band(pixel, 0, 30)).toBe(0);
    expect(band(pixel, 130, 170)).toBeGreaterThan(20);
    // (the price axis' border runs down beside the time axis: the band stops before it)
    expect(band(pixel, FRAME.plotWidth - 30, FRAME.plotWidth)).toBe(0);
    // with room, the edge label shows
    const moved = painted(picture({ timeLabels: [{ at: 30, text: '16:30' }] }));
    expect(band(moved, 0, 60)).toBeGreaterThan(20);
  });

  it('draws the dashed last-price line across the plot and the price box on the axis', () => {
    const box = {
      x: FRAME.plotWidth + 1,
      y: 92,
      width: FRAME.width - FRAME.plotWidth - 1,
      height: 16,
      colour: DARK_THEME.down,
    };
    const lastPrice = {
      line: { y: 100, colour: DARK_THEME.down },
      label: { box, text: '1.10200', textColour: 0xffffff, font: '11px sans-serif' },
    };
    const pixel = painted(picture({ lastPrice, view: latestView(FRAME.plotWidth, 0, 20) }));
    const along = Array.from({ length: 60 }, (_, step) => pixel(10 + step, 100));
    expect(along.filter((colour) => colour === DARK_THEME.down).length).toBeGreaterThanOrEqual(25);
    expect(along.filter((colour) => colour === DARK_THEME.background).length).toBeGreaterThanOrEqual(25);
    expect(pixel(FRAME.plotWidth + 2, 94)).toBe(DARK_THEME.down);
  });
});
