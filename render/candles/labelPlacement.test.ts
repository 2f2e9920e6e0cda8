import { describe, expect, it } from 'vitest';
import { MAX_LABEL_STRETCH, priceMarksStretch, timeMarksStretch } from './labelPlacement.ts';
import { yOfPrice } from './priceScale.ts';
import { barZeroInStrip, stripRestLeft, WIDE_STRIP_PLOT_WIDTHS } from './strip.ts';
import { pan, type Viewport, xOfIndex, zoom } from './viewport.ts';

const PLOT_WIDTH = 330;
const PLOT_HEIGHT = 300;
const VIEW: Viewport = { width: PLOT_WIDTH, barSpacing: 8, rightIndex: 1000 };
const LAID_OUT = { plotWidths: WIDE_STRIP_PLOT_WIDTHS, rightIndex: VIEW.rightIndex, barSpacing: VIEW.barSpacing };

describe('time marks following the view', () => {
  it('a pan moves them by the pixels dragged, unstretched', () => {
    expect(timeMarksStretch(LAID_OUT, pan(VIEW, 40, 5000), PLOT_WIDTH, 1)).toEqual({ translate: 40, scale: 1 });
  });

  it('a zoom stretches their places so that each mark stays on its bar', () => {
    const zoomed = zoom(VIEW, 1.3, 200, 5000);
    const stretch = timeMarksStretch(LAID_OUT, zoomed, PLOT_WIDTH, 1);
    if (!stretch) throw new Error('expected the marks to follow');
    const zero = barZeroInStrip(LAID_OUT, PLOT_WIDTH, 1);
    const left = stripRestLeft(PLOT_WIDTH, WIDE_STRIP_PLOT_WIDTHS);
    for (const index of [980, 995, 1000]) {
      // a mark laid out at the bar's x in the strip shows where the zoomed view puts the bar
      const shown = left + stretch.translate + stretch.scale * (zero + index * LAID_OUT.barSpacing);
      expect(shown).toBeCloseTo(xOfIndex(zoomed, index), 6);
    }
  });

  it('are laid out again once stretched past MAX_LABEL_STRETCH either way, or no longer covering the plot', () => {
    expect(timeMarksStretch(LAID_OUT, zoom(VIEW, MAX_LABEL_STRETCH * 1.05, 200, 5000), PLOT_WIDTH, 1)).toBeNull();
    expect(timeMarksStretch(LAID_OUT, zoom(VIEW, 1 / (MAX_LABEL_STRETCH * 1.05), 200, 5000), PLOT_WIDTH, 1)).toBeNull();
    expect(timeMarksStretch(LAID_OUT, pan(VIEW, PLOT_WIDTH * 1.2, 5000), PLOT_WIDTH, 1)).toBeNull();
  });
});

describe('price marks following the range', () => {
  const range = { min: 1.1, max: 1.12 };

  it('a new range moves and stretches each mark to the y of its price', () => {
    const shown = { min: 1.102, max: 1.124 };
    const stretch = priceMarksStretch(range, shown, PLOT_HEIGHT);
    if (!stretch) throw new Error('expected the marks to follow');
    for (const price of [1.105, 1.11, 1.118]) {
      const laidOut = yOfPrice(range, 0, PLOT_HEIGHT, price);
      expect(stretch.translate + stretch.scale * laidOut).toBeCloseTo(yOfPrice(shown, 0, PLOT_HEIGHT, price), 9);
    }
  });

  it('are laid out again when stretched too far or when a quarter of the axis would go bare', () => {
    // twice as wide a range: the marks would crowd into half the axis
    expect(priceMarksStretch(range, { min: 1.09, max: 1.13 }, PLOT_HEIGHT)).toBeNull();
    // the same span moved by a third of it: a third of the axis without marks
    expect(priceMarksStretch(range, { min: 1.1067, max: 1.1267 }, PLOT_HEIGHT)).toBeNull();
    // moved by a tenth: they follow
    expect(priceMarksStretch(range, { min: 1.102, max: 1.122 }, PLOT_HEIGHT)).not.toBeNull();
  });
});
