import { describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { contrastRatio, rgbaOf } from '../contrast.ts';
import { DARK_THEME } from '../theme.ts';
import { columnsFromCandles } from './candleColumns.ts';
import { priceOfY, yOfPrice } from './priceScale.ts';
import { crosshairScene, lastPriceScene, volumeBars, volumeColour, volumePaneHeight } from './scenes.ts';
import { latestView, xOfIndex } from './viewport.ts';

const MINUTE = 60_000;
const FRAME = { width: 390, plotWidth: 334, plotHeight: 298 };
const RANGE = { min: 1.09, max: 1.12 };
const LABELS = { open: 'O', high: 'H', low: 'L', close: 'C', volume: 'V' };
const priceText = (price: number) => price.toFixed(5);

function bar(index: number, open: number, close: number, volume: number): Candle {
  return {
    Time: index * MINUTE,
    Open: open,
    High: Math.max(open, close) + 0.001,
    Low: Math.min(open, close) - 0.001,
    Close: close,
    Volume: volume,
  };
}

describe('the last price scene', () => {
  const y = (price: number) => yOfPrice(RANGE, 0, FRAME.plotHeight, price);

  it("puts the line at the last close in the bar's colour, and the price box on the axis beside it", () => {
    const series = columnsFromCandles([bar(0, 1.1, 1.101, 10), bar(1, 1.1, 1.105, 40)]);
    const scene = lastPriceScene(series, RANGE, FRAME, DARK_THEME, priceText);
    expect(scene.line).toEqual({ y: Math.round(y(1.105)), colour: DARK_THEME.up });
    expect(scene.label?.text).toBe('1.10500');
    expect(scene.label?.box).toMatchObject({ x: FRAME.plotWidth + 1, width: FRAME.width - FRAME.plotWidth - 1 });
    expect((scene.label?.box.y ?? 0) + (scene.label?.box.height ?? 0) / 2).toBe(Math.round(y(1.105)));
    // the price on its tag reads on the bar's colour (white on this green was 2.6:1)
    const label = scene.label;
    if (!label) throw new Error('no label');
    expect(contrastRatio(rgbaOf(label.textColour), rgbaOf(label.box.colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('drops the price line when the close is off the plot but keeps the price box on the axis', () => {
    const series = columnsFromCandles([bar(0, 1.2, 1.19, 0)]);
    const scene = lastPriceScene(series, RANGE, FRAME, DARK_THEME, priceText);
    expect(scene.line).toBeNull();
    expect(scene.label?.box.colour).toBe(DARK_THEME.down);
    // pinned inside the plot's height, at its top
    expect(scene.label?.box.y).toBe(0);
  });

  it('is empty without bars', () => {
    const scene = lastPriceScene(columnsFromCandles([]), RANGE, FRAME, DARK_THEME, priceText);
    expect(scene).toEqual({ line: null, label: null });
  });
});

describe('the volume bars', () => {
  it('draws bars [from, to] with volume, rising ones first, heights in proportion to the scale', () => {
    const candles = [bar(0, 1.1, 1.09, 30), bar(1, 1.1, 1.11, 60), bar(2, 1.1, 1.09, 0), bar(3, 1.1, 1.11, 90)];
    const series = columnsFromCandles(candles);
    const paneHeight = volumePaneHeight(FRAME.plotHeight);
    const bars = volumeBars(
      series,
      { from: 0, to: 10, zero: 20, barSpacing: 10 },
      { height: paneHeight, volumeMax: 90 },
      DARK_THEME,
    );
    // bar 2 has no volume; bars 1 and 3 rose, bar 0 fell
    const up = volumeColour(DARK_THEME, true);
    const down = volumeColour(DARK_THEME, false);
    expect(bars.map((rect) => rect.colour)).toEqual([up, up, down]);
    const [first, live, falling] = bars;
    expect(live?.height).toBeCloseTo(paneHeight, 9);
    expect(first?.height).toBeCloseTo((paneHeight * 2) / 3, 9);
    expect(falling?.height).toBeCloseTo(paneHeight / 3, 9);
    expect((first?.x ?? 0) + (first?.width ?? 0) / 2).toBeCloseTo(20 + 1 * 10, 9);
    expect((falling?.y ?? 0) + (falling?.height ?? 0)).toBeCloseTo(paneHeight, 9);
    // only the bars asked for
    expect(
      volumeBars(series, { from: 2, to: 2, zero: 0, barSpacing: 10 }, { height: 50, volumeMax: 90 }, DARK_THEME),
    ).toEqual([]);
  });
});

describe('the crosshair scene', () => {
  const candles = Array.from({ length: 50 }, (_, index) => bar(index, 1.1, index % 2 ? 1.101 : 1.099, index));
  const series = columnsFromCandles(candles);
  const view = latestView(FRAME.plotWidth, 50);
  const text = { labels: LABELS, price: priceText, volume: (value: number) => String(value) };
  const where = { view, range: RANGE, plotHeight: FRAME.plotHeight, period: '1min' as const };

  it('snaps to the nearest bar, reads its OHLC and shows the price under the pointer', () => {
    const x = xOfIndex(view, 45) + 2;
    const scene = crosshairScene(series, { x, y: 100 }, where, text, DARK_THEME);
    expect(scene?.x).toBe(Math.round(xOfIndex(view, 45)));
    expect(scene?.readout).toEqual([
      ['O', '1.10000'],
      ['H', '1.10200'],
      ['L', '1.09900'],
      ['C', '1.10100'],
      ['V', '45'],
    ]);
    expect(scene?.price).toBe(priceText(priceOfY(RANGE, 0, FRAME.plotHeight, 100.5)));
    expect(scene?.valueColour).toBe(DARK_THEME.up);
  });

  it('keeps the line inside the plot and shows nothing without a pointer or a price range', () => {
    expect(crosshairScene(series, { x: 10, y: 5000 }, where, text, DARK_THEME)?.y).toBe(FRAME.plotHeight);
    expect(crosshairScene(series, null, where, text, DARK_THEME)).toBeNull();
    expect(crosshairScene(series, { x: 10, y: 10 }, { ...where, range: null }, text, DARK_THEME)).toBeNull();
  });
});
