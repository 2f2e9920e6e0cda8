import { describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { columnsFromCandles } from './candleColumns.ts';
import { priceOfY, yOfPrice } from './priceScale.ts';
import { latestView, pan, type Viewport, xOfIndex } from './viewport.ts';
import {
  barWidths,
  EMPTY_PRICE_RANGE,
  HISTORY_TRIGGER_BARS,
  historyWanted,
  keptPriceRange,
  PRICE_MARGINS,
  priceMarkPositions,
  visiblePriceRange,
  visibleVolumeMax,
} from './viewScales.ts';

const MINUTE = 60_000;
const PLOT_WIDTH = 330;
const PLOT_HEIGHT = 298;

/** `count` bars: bar i trades between 1.1 + i/10000 and 1.1 + i/10000 + 0.0005, volume 10 + i. */
function climbingBars(count: number): Candle[] {
  return Array.from({ length: count }, (_, index) => {
    const low = 1.1 + index / 10_000;
    return { Time: index * MINUTE, Open: low, High: low + 0.0005, Low: low, Close: low + 0.0004, Volume: 10 + index };
  });
}

describe('the visible price range', () => {
  it('autoscales to the visible bars only, with the low margin below and the high margin above', () => {
    const series = columnsFromCandles(climbingBars(500));
    const view = latestView(PLOT_WIDTH, 500);
    const range = visiblePriceRange(series, view, 5);
    // the lowest bar inside the plot is the first whose centre is at x >= 0 (or just left of it)
    const firstVisible = Math.floor(view.rightIndex - PLOT_WIDTH / view.barSpacing);
    const lowest = 1.1 + firstVisible / 10_000;
    const highest = 1.1 + 499 / 10_000 + 0.0005;
    // the visible low and high sit at the margins' fractions of the plot
    expect(yOfPrice(range, 0, PLOT_HEIGHT, highest)).toBeCloseTo(PLOT_HEIGHT * PRICE_MARGINS.top, 6);
    expect(yOfPrice(range, 0, PLOT_HEIGHT, lowest)).toBeCloseTo(PLOT_HEIGHT * (1 - PRICE_MARGINS.bottom), 6);
  });

  it('follows the bars when the view pans back to older, lower prices', () => {
    const series = columnsFromCandles(climbingBars(500));
    const latest = latestView(PLOT_WIDTH, 500);
    const older = pan(latest, 200 * latest.barSpacing, 500);
    expect(visiblePriceRange(series, older, 5).max).toBeLessThan(visiblePriceRange(series, latest, 5).max);
  });

  it('shows a placeholder range when no bar is in view', () => {
    const view: Viewport = { width: PLOT_WIDTH, barSpacing: 8, rightIndex: -1000 };
    expect(visiblePriceRange(columnsFromCandles([]), view, 5)).toEqual(EMPTY_PRICE_RANGE);
  });

  it('keeps the shown range while autoscale moves less than a quarter px, and moves to one that moved more', () => {
    const shown = { min: 1.1, max: 1.2 };
    const pricePerPx = (shown.max - shown.min) / PLOT_HEIGHT;
    const nudged = { min: shown.min + pricePerPx * 0.1, max: shown.max + pricePerPx * 0.1 };
    expect(keptPriceRange(shown, nudged, PLOT_HEIGHT)).toBe(shown);
    const moved = { min: shown.min + pricePerPx * 2, max: shown.max + pricePerPx * 2 };
    expect(keptPriceRange(shown, moved, PLOT_HEIGHT)).toBe(moved);
    expect(keptPriceRange(null, nudged, PLOT_HEIGHT)).toBe(nudged);
  });
});

describe('the volume scale', () => {
  it('is the largest visible settled volume while the live bar is smaller', () => {
    const candles = climbingBars(100);
    const last = candles[99];
    if (last) last.Volume = 1;
    const series = columnsFromCandles(candles);
    // bar 98 is the largest settled bar in view
    expect(visibleVolumeMax(series, latestView(PLOT_WIDTH, 100))).toBe(10 + 98);
  });

  it('grows in steps when the live bar outgrows the settled bars, and ignores a live bar out of view', () => {
    const candles = climbingBars(100);
    const last = candles[99];
    if (last) last.Volume = 1000;
    const series = columnsFromCandles(candles);
    const latest = latestView(PLOT_WIDTH, 100);
    const grown = visibleVolumeMax(series, latest);
    expect(grown).toBeGreaterThanOrEqual(1000);
    expect(grown).toBeLessThan(1000 * 1.25);
    // panned so far back that bar 99 is off the plot: only settled bars count
    const back = pan(latest, 60 * latest.barSpacing, 100);
    const rightmost = Math.ceil(back.rightIndex);
    expect(xOfIndex(back, 99)).toBeGreaterThan(PLOT_WIDTH);
    expect(visibleVolumeMax(series, back)).toBe(10 + Math.min(98, rightmost));
  });
});

describe('price axis marks', () => {
  it('puts round prices at their y, spaced evenly, never within 6 px of the plot edges', () => {
    const range = { min: 1.0952, max: 1.1063 };
    const marks = priceMarkPositions(range, PLOT_HEIGHT, 5);
    expect(marks.length).toBeGreaterThanOrEqual(2);
    for (const { price, y } of marks) {
      expect(Math.abs(priceOfY(range, 0, PLOT_HEIGHT, y) - price)).toBeLessThan((range.max - range.min) / PLOT_HEIGHT);
      expect(y).toBeGreaterThanOrEqual(6);
      expect(y).toBeLessThanOrEqual(PLOT_HEIGHT - 6);
    }
    const steps = marks.slice(1).map((mark, index) => (marks[index]?.price ?? 0) - mark.price);
    for (const step of steps) expect(step).toBeCloseTo(steps[0] ?? Number.NaN, 9);
  });
});

describe('paging older history', () => {
  it('asks once for history older than the oldest bar when the view nears it', () => {
    const series = columnsFromCandles(climbingBars(200));
    expect(historyWanted(series, HISTORY_TRIGGER_BARS + 10, Number.NaN)).toBeNull();
    expect(historyWanted(series, HISTORY_TRIGGER_BARS - 1, Number.NaN)).toBe(0);
    // already asked for this oldest bar: not again until older bars arrive
    expect(historyWanted(series, 0, 0)).toBeNull();
    expect(historyWanted(columnsFromCandles([]), 0, Number.NaN)).toBeNull();
  });
});

describe('bar widths', () => {
  it('makes bodies about 70 % of the slot in whole px, at least 1 px, and wicks 1 px', () => {
    for (const spacing of [1, 2, 3, 8, 13, 48]) {
      const { body, wick } = barWidths(spacing);
      const bodyPx = body * spacing;
      expect(Number.isInteger(Math.round(bodyPx * 1e9) / 1e9)).toBe(true);
      expect(bodyPx).toBeGreaterThanOrEqual(1);
      expect(bodyPx).toBeLessThanOrEqual(spacing);
      if (spacing >= 3) {
        expect(Math.abs(bodyPx - spacing * 0.7)).toBeLessThanOrEqual(0.5);
        expect(wick * spacing).toBeCloseTo(1, 9);
      } else {
        // thin slots: the whole slot is one solid bar
        expect(wick).toBe(body);
      }
    }
  });
});
