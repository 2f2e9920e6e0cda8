import { describe, expect, it } from 'vitest';
import { DARK_THEME } from '../../theme.ts';
import { columnsFromCandles } from '../candleColumns.ts';
import { volumeColour, volumePaneHeight } from '../scenes.ts';
import { latestView, xOfIndex } from '../viewport.ts';
import type { ChartPicture } from './chartPicture.ts';
import { plotShapes } from './plotShapes.ts';

const FRAME = { width: 390, height: 320, plotWidth: 334, plotHeight: 298 };
const RANGE = { min: 1.09, max: 1.12 };
const series = columnsFromCandles([
  { Time: 0, Open: 1.1, High: 1.11, Low: 1.095, Close: 1.108, Volume: 50 },
  { Time: 60_000, Open: 1.108, High: 1.109, Low: 1.1, Close: 1.102, Volume: 100 },
  { Time: 120_000, Open: 1.102, High: 1.104, Low: 1.101, Close: 1.103, Volume: 0 },
]);

function picture(resolution: number, overrides: Partial<ChartPicture> = {}): ChartPicture {
  return {
    frame: FRAME,
    resolution,
    view: latestView(FRAME.plotWidth, 3, 9.3),
    range: RANGE,
    volumeMax: 100,
    priceLabels: [],
    priceGrid: [40, 120],
    timeLabels: [{ at: 200, text: '16:40' }],
    lastPrice: { line: null, label: null },
    crosshair: null,
    ...overrides,
  };
}

/** The rectangles of a layer as [x, y, width, height] each. */
const rects = (flat: readonly number[]) =>
  Array.from({ length: flat.length / 4 }, (_, index) => flat.slice(index * 4, index * 4 + 4));

describe('the plot shapes', () => {
  it('are five layers, bottom to top: grid, rising and falling volumes, rising and falling candles', () => {
    const layers = plotShapes(picture(2), series, DARK_THEME);
    expect(layers.map((layer) => layer.colour)).toEqual([
      DARK_THEME.grid,
      volumeColour(DARK_THEME, true),
      volumeColour(DARK_THEME, false),
      DARK_THEME.up,
      DARK_THEME.down,
    ]);
    // a grid line across the plot at each price mark, one down it at each time mark
    expect(rects(layers[0]?.rects ?? [])).toEqual([
      [0, 40, FRAME.plotWidth, 1],
      [0, 120, FRAME.plotWidth, 1],
      [200, 0, 1, FRAME.plotHeight],
    ]);
    // no bars in view: the layers stay, empty, in their order
    const empty = plotShapes(picture(2), columnsFromCandles([]), DARK_THEME);
    expect(empty.map((layer) => layer.rects.length)).toEqual([12, 0, 0, 0, 0]);
  });

  it("stands the volumes on the plot's bottom, the bar with no volume left out", () => {
    const layers = plotShapes(picture(1), series, DARK_THEME);
    const [rising] = rects(layers[1]?.rects ?? []);
    const [falling] = rects(layers[2]?.rects ?? []);
    const pane = volumePaneHeight(FRAME.plotHeight);
    expect(rects(layers[1]?.rects ?? [])).toHaveLength(1);
    expect((rising?.[1] ?? 0) + (rising?.[3] ?? 0)).toBeCloseTo(FRAME.plotHeight, 9);
    expect(rising?.[3]).toBeCloseTo(pane / 2, 9);
    expect(falling?.[3]).toBeCloseTo(pane, 9);
  });

  it('puts each candle at its bar with its edges on whole device pixels', () => {
    for (const resolution of [1, 2, 3]) {
      const shown = picture(resolution);
      const layers = plotShapes(shown, series, DARK_THEME);
      const candles = [...rects(layers[3]?.rects ?? []), ...rects(layers[4]?.rects ?? [])];
      // bars 0 and 2 rose (wick and body each), bar 1 fell
      expect(candles).toHaveLength(6);
      for (const [x = 0, y = 0, width = 0, height = 0] of candles) {
        for (const edge of [x, y, x + width, y + height])
          expect(edge * resolution).toBeCloseTo(Math.round(edge * resolution), 6);
        expect(width).toBeGreaterThanOrEqual(1 / resolution);
        expect(height).toBeGreaterThanOrEqual(1 / resolution);
      }
      // the falling bar's body is centred on its bar (within a device pixel)
      const [, body] = rects(layers[4]?.rects ?? []);
      const centre = (body?.[0] ?? 0) + (body?.[2] ?? 0) / 2;
      expect(Math.abs(centre - xOfIndex(shown.view, 1))).toBeLessThanOrEqual(1 / resolution);
    }
  });
});
