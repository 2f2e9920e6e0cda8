import { describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { contrastRatio, rgbaOf } from '../contrast.ts';
import { DARK_THEME } from '../theme.ts';
import { columnsFromCandles } from './candleColumns.ts';
import { priceOfY, yOfPrice } from './priceScale.ts';
import { crosshairScene, liveBarScene, VOLUME_SHARE, volumeBars, volumeColour, volumePaneHeight } from './scenes.ts';
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

describe('the live bar scene', () => {
  it('puts the last bar at its x, body from open to close, wick from low to high, volume beneath', () => {
    const candles = [bar(0, 1.1, 1.101, 10), bar(1, 1.1, 1.105, 40)];
    const series = columnsFromCandles(candles);
    const place = { layerX: 100, barSpacing: 8, range: RANGE, volumeMax: 80 };
    const scene = liveBarScene(series, place, FRAME, DARK_THEME, priceText);
    const [volume, wick, body] = scene.bars;
    const y = (price: number) => yOfPrice(RANGE, 0, FRAME.plotHeight, price);
    const centre = 100 + 1 * 8;
    expect(body?.x).toBeCloseTo(centre - (body?.width ?? 0) / 2, 9);
    expect(body?.y).toBeCloseTo(y(1.105), 9);
    expect(body?.height).toBeCloseTo(y(1.1) - y(1.105), 9);
    expect(body?.colour).toBe(DARK_THEME.up);
    expect(wick?.y).toBeCloseTo(y(1.106), 9);
    expect((wick?.y ?? 0) + (wick?.height ?? 0)).toBeCloseTo(y(1.099), 9);
    // half the volume scale: half the volume pane, from the plot's bottom
    expect(volume?.height).toBeCloseTo((FRAME.plotHeight * VOLUME_SHARE) / 2, 9);
    expect((volume?.y ?? 0) + (volume?.height ?? 0)).toBeCloseTo(FRAME.plotHeight, 9);
    expect(volume?.colour).toBe(volumeColour(DARK_THEME, true));
    expect(scene.line).toEqual({ y: Math.round(y(1.105)), colour: DARK_THEME.up });
    expect(scene.label?.text).toBe('1.10500');
    expect(scene.label?.box.x).toBe(FRAME.plotWidth + 1);
    // the price on its tag reads on the bar's colour (white on this green was 2.6:1)
    const label = scene.label;
    if (!label) throw new Error('no label');
    expect(contrastRatio(rgbaOf(label.textColour), rgbaOf(label.box.colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('drops the price line when the close is off the plot but keeps the price box on the axis', () => {
    const series = columnsFromCandles([bar(0, 1.2, 1.19, 0)]);
    const scene = liveBarScene(
      series,
      { layerX: 0, barSpacing: 8, range: RANGE, volumeMax: 1 },
      FRAME,
      DARK_THEME,
      priceText,
    );
    expect(scene.line).toBeNull();
    expect(scene.label?.box.colour).toBe(DARK_THEME.down);
    const top = scene.label?.box.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(0);
    // no volume: only the wick and the body
    expect(scene.bars).toHaveLength(2);
  });

  it('shows no bar once the live bar is scrolled out of the plot, but keeps its price line and box', () => {
    const series = columnsFromCandles([bar(0, 1.1, 1.101, 10), bar(1, 1.1, 1.105, 40)]);
    const place = (layerX: number) => ({ layerX, barSpacing: 8, range: RANGE, volumeMax: 80 });
    // bar 1's centre at layerX + 8: past the plot's right edge, then just inside it
    const past = liveBarScene(series, place(FRAME.plotWidth), FRAME, DARK_THEME, priceText);
    expect(past.bars).toEqual([]);
    expect(past.line?.colour).toBe(DARK_THEME.up);
    expect(past.label?.text).toBe('1.10500');
    expect(liveBarScene(series, place(FRAME.plotWidth - 10), FRAME, DARK_THEME, priceText).bars).toHaveLength(3);
    expect(liveBarScene(series, place(-20), FRAME, DARK_THEME, priceText).bars).toEqual([]);
  });

  it('is empty without bars', () => {
    const scene = liveBarScene(
      columnsFromCandles([]),
      { layerX: 0, barSpacing: 8, range: RANGE, volumeMax: 1 },
      FRAME,
      DARK_THEME,
      priceText,
    );
    expect(scene).toEqual({ bars: [], line: null, label: null });
  });
});

describe('the volume bars', () => {
  it('draws settled bars only, rising ones first, heights in proportion to the scale', () => {
    const candles = [bar(0, 1.1, 1.09, 30), bar(1, 1.1, 1.11, 60), bar(2, 1.1, 1.09, 0), bar(3, 1.1, 1.11, 90)];
    const series = columnsFromCandles(candles);
    const paneHeight = volumePaneHeight(FRAME.plotHeight);
    const bars = volumeBars(
      series,
      { from: 0, to: 10, zero: 20, barSpacing: 10 },
      { height: paneHeight, volumeMax: 60 },
      DARK_THEME,
    );
    // bar 3 is the live bar (its own layer), bar 2 has no volume
    expect(bars.map((rect) => rect.colour)).toEqual([volumeColour(DARK_THEME, true), volumeColour(DARK_THEME, false)]);
    const [rising, falling] = bars;
    expect(rising?.height).toBeCloseTo(paneHeight, 9);
    expect(falling?.height).toBeCloseTo(paneHeight / 2, 9);
    expect((rising?.x ?? 0) + (rising?.width ?? 0) / 2).toBeCloseTo(20 + 1 * 10, 9);
    expect((falling?.y ?? 0) + (falling?.height ?? 0)).toBeCloseTo(paneHeight, 9);
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
