import { describe, expect, it } from 'vitest';
import { yOfPrice } from './priceScale.ts';
import {
  barZeroInStrip,
  FIRST_STRIP_PLOT_WIDTHS,
  MAX_ZOOM_IN_STRETCH,
  rangeTransform,
  type StripPlacement,
  stripBars,
  stripCovers,
  stripHorizontal,
  stripRestLeft,
  stripShift,
  volumeStretch,
  WIDE_STRIP_PLOT_WIDTHS,
} from './strip.ts';
import { pan, xOfIndex, zoom } from './viewport.ts';

const PLOT_WIDTH = 330;
const placement: StripPlacement = {
  plotWidths: WIDE_STRIP_PLOT_WIDTHS,
  rightIndex: 1000,
  barSpacing: 8,
  range: { min: 1.1, max: 1.2 },
  volumeMax: 100,
};
const view = { width: PLOT_WIDTH, barSpacing: 8, rightIndex: 1000 };

describe('strip placement', () => {
  it('puts each bar where the plain viewport maths puts it, before and after a pan', () => {
    const zero = barZeroInStrip(placement, PLOT_WIDTH, 2);
    const left = stripRestLeft(PLOT_WIDTH, WIDE_STRIP_PLOT_WIDTHS);
    expect(left).toBe(-PLOT_WIDTH);
    for (const dx of [0, 37, -120.5, 250]) {
      const moved = pan(view, dx, 5000);
      const shift = stripShift(placement, moved, 2);
      for (const index of [960, 990, 1000]) {
        expect(Math.abs(left + shift + zero + index * 8 - xOfIndex(moved, index))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("puts the first frame's plot-wide strip over the plot, each bar where the viewport maths puts it", () => {
    const narrow = { ...placement, plotWidths: FIRST_STRIP_PLOT_WIDTHS };
    expect(stripRestLeft(PLOT_WIDTH, FIRST_STRIP_PLOT_WIDTHS)).toBe(-0);
    const zero = barZeroInStrip(narrow, PLOT_WIDTH, 2);
    for (const index of [960, 990, 1000]) {
      expect(Math.abs(zero + index * 8 - xOfIndex(view, index))).toBeLessThanOrEqual(0.5);
    }
    const { from, to } = stripBars(view, PLOT_WIDTH, FIRST_STRIP_PLOT_WIDTHS);
    expect(to - from).toBeCloseTo(PLOT_WIDTH / 8);
    expect(to).toBeCloseTo(1000);
  });

  it('keeps the plot-wide strip only while the view has not moved', () => {
    const narrow = { ...placement, plotWidths: FIRST_STRIP_PLOT_WIDTHS };
    expect(stripCovers(narrow, view, PLOT_WIDTH, 2)).toBe(true);
    expect(stripCovers(narrow, pan(view, 4, 5000), PLOT_WIDTH, 2)).toBe(false);
    expect(stripCovers(narrow, pan(view, -4, 5000), PLOT_WIDTH, 2)).toBe(false);
  });

  it('keeps a strip while the view moved less than a plot width, not once zoomed past the stretch limit', () => {
    expect(stripCovers(placement, pan(view, 300, 5000), PLOT_WIDTH, 2)).toBe(true);
    expect(stripCovers(placement, pan(view, -300, 5000), PLOT_WIDTH, 2)).toBe(true);
    expect(stripCovers(placement, pan(view, 340, 5000), PLOT_WIDTH, 2)).toBe(false);
    expect(stripCovers(placement, { ...view, barSpacing: 8 * MAX_ZOOM_IN_STRETCH * 1.05 }, PLOT_WIDTH, 2)).toBe(false);
  });

  it('holds the bars of the view and one plot width either side', () => {
    const { from, to } = stripBars(view, PLOT_WIDTH, WIDE_STRIP_PLOT_WIDTHS);
    expect(to - from).toBeCloseTo((3 * PLOT_WIDTH) / 8);
    expect(to).toBeCloseTo(1000 + PLOT_WIDTH / 8);
  });
});

describe('zooming a strip', () => {
  it('scales it so that every bar lands where the zoomed view puts it', () => {
    const left = stripRestLeft(PLOT_WIDTH, WIDE_STRIP_PLOT_WIDTHS);
    const zero = barZeroInStrip(placement, PLOT_WIDTH, 2);
    for (const factor of [1.3, 0.7]) {
      const zoomed = zoom(view, factor, 200, 5000);
      const { translate, scale } = stripHorizontal(placement, zoomed, PLOT_WIDTH, 2);
      expect(scale).toBeCloseTo(factor);
      for (const index of [960, 975, 990, 1000]) {
        expect(left + translate + scale * (zero + index * 8)).toBeCloseTo(xOfIndex(zoomed, index), 6);
      }
    }
  });

  it('keeps a zoomed strip while it covers the plot and is stretched less than the limit', () => {
    expect(stripCovers(placement, zoom(view, 1.3, 200, 5000), PLOT_WIDTH, 2)).toBe(true);
    expect(stripCovers(placement, zoom(view, 0.7, 200, 5000), PLOT_WIDTH, 2)).toBe(true);
    // a zoom in keeps the plot covered: it may stretch further than a zoom out may shrink
    expect(stripCovers(placement, zoom(view, MAX_ZOOM_IN_STRETCH * 0.95, 200, 5000), PLOT_WIDTH, 2)).toBe(true);
    expect(stripCovers(placement, zoom(view, MAX_ZOOM_IN_STRETCH * 1.05, 200, 5000), PLOT_WIDTH, 2)).toBe(false);
    expect(stripCovers(placement, zoom(view, 0.55, 200, 5000), PLOT_WIDTH, 2)).toBe(false);
    // the plot-wide first strip covers a zoom in, not a zoom out (its edges would come into view)
    const narrow = { ...placement, plotWidths: FIRST_STRIP_PLOT_WIDTHS };
    expect(stripCovers(narrow, zoom(view, 1.3, 200, 5000), PLOT_WIDTH, 2)).toBe(true);
    expect(stripCovers(narrow, zoom(view, 0.8, 200, 5000), PLOT_WIDTH, 2)).toBe(false);
  });
});

describe('stretching a strip to a new price range', () => {
  it('maps every price to the y the new range gives it', () => {
    const shown = { min: 1.12, max: 1.19 };
    const transform = rangeTransform(placement.range, shown, 400);
    if (!transform) throw new Error('no transform');
    for (const price of [1.13, 1.15, 1.185]) {
      const before = yOfPrice(placement.range, 0, 400, price);
      expect(transform.translate + transform.scale * before).toBeCloseTo(yOfPrice(shown, 0, 400, price), 9);
    }
  });

  it('refuses stretches too large to look right', () => {
    expect(rangeTransform(placement.range, { min: 1.1, max: 1.14 }, 400)).toBe(null);
    expect(rangeTransform(placement.range, { min: 1.0, max: 1.22 }, 400)).toBe(null);
    expect(volumeStretch(100, 80)).toBeCloseTo(1.25);
    expect(volumeStretch(100, 40)).toBe(null);
  });

  it('stretches vertically further than a zoom stretches sideways (a pan moving the price range keeps moving the strip)', () => {
    // the price range grown by 1.7x (a pan onto a wider swing): moved and squeezed, not rendered again
    const transform = rangeTransform(placement.range, { min: 1.1, max: 1.1 + 0.1 * 1.7 }, 400);
    expect(transform?.scale).toBeCloseTo(1 / 1.7, 9);
    expect(volumeStretch(100, 170)).toBeCloseTo(1 / 1.7, 9);
  });
});
