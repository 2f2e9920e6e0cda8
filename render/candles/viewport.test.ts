import { describe, expect, it } from 'vitest';
import {
  clampView,
  indexOfX,
  inertiaStep,
  latestView,
  MAX_BAR_SPACING,
  MIN_BAR_SPACING,
  pan,
  pinch,
  releaseVelocity,
  showsLatest,
  type Viewport,
  viewOnSameBars,
  visibleRange,
  xOfIndex,
  zoom,
} from './viewport.ts';

const BARS = 10_000;
const base: Viewport = latestView(300, BARS, 10);

describe('viewport', () => {
  it('places the latest bar a right margin away from the right edge', () => {
    expect(base.rightIndex).toBe(BARS - 1 + 3);
    expect(xOfIndex(base, BARS - 1)).toBe(270);
    expect(visibleRange(base)).toEqual({ from: BARS + 2 - 30, to: BARS + 2 });
    expect(showsLatest(base, BARS)).toBe(true);
  });

  it('pans by whole bars per bar spacing, dragging right shows older bars', () => {
    const moved = pan(base, 100, BARS);
    expect(moved.rightIndex).toBe(base.rightIndex - 10);
    expect(showsLatest(moved, BARS)).toBe(false);
    expect(pan(moved, -100, BARS).rightIndex).toBe(base.rightIndex);
  });

  it('clamps so a few bars stay in view at both ends', () => {
    const farLeft = pan(base, 1e9, BARS);
    expect(visibleRange(farLeft).to).toBe(4);
    const farRight = pan(base, -1e9, BARS);
    expect(visibleRange(farRight).from).toBeCloseTo(BARS - 5);
    expect(clampView(base, BARS)).toBe(base);
  });

  it('zooms around the focal point: the bar under the finger stays under it', () => {
    for (const focal of [0, 73, 150, 299]) {
      const before = indexOfX(base, focal);
      const zoomed = zoom(base, 1.7, focal, BARS);
      expect(zoomed.barSpacing).toBeCloseTo(17);
      expect(indexOfX(zoomed, focal)).toBeCloseTo(before, 9);
    }
  });

  it('limits bar spacing', () => {
    expect(zoom(base, 100, 150, BARS).barSpacing).toBe(MAX_BAR_SPACING);
    expect(zoom(base, 0.0001, 150, BARS).barSpacing).toBe(MIN_BAR_SPACING);
  });

  it('pinch: spreading the fingers zooms in around their midpoint, moving them pans', () => {
    const view = pan(base, 500, BARS);
    const before = indexOfX(view, 150);
    const spread = pinch(
      view,
      [
        { x: 100, y: 0 },
        { x: 200, y: 0 },
      ],
      [
        { x: 50, y: 0 },
        { x: 250, y: 0 },
      ],
      BARS,
    );
    expect(spread.barSpacing).toBeCloseTo(20);
    expect(indexOfX(spread, 150)).toBeCloseTo(before, 9);
    const moved = pinch(
      view,
      [
        { x: 100, y: 0 },
        { x: 200, y: 0 },
      ],
      [
        { x: 130, y: 0 },
        { x: 230, y: 0 },
      ],
      BARS,
    );
    expect(moved.barSpacing).toBeCloseTo(10);
    expect(indexOfX(moved, 180)).toBeCloseTo(before, 9);
  });

  it('inertia decays and stops, and the distance adds up to v·τ', () => {
    let velocity = 2;
    let travelled = 0;
    let steps = 0;
    while (velocity !== 0 && steps < 1000) {
      const step = inertiaStep(velocity, 16);
      travelled += step.dx;
      velocity = step.velocity;
      steps += 1;
    }
    expect(velocity).toBe(0);
    expect(steps).toBeLessThan(200);
    expect(travelled).toBeGreaterThan(600);
    expect(travelled).toBeLessThanOrEqual(2 * 325);
  });

  it('release velocity uses the last 100 ms of samples', () => {
    const samples = [
      { x: 0, t: 0 },
      { x: 10, t: 400 },
      { x: 30, t: 450 },
      { x: 60, t: 500 },
    ];
    expect(releaseVelocity(samples, 500)).toBeCloseTo(50 / 100);
    expect(releaseVelocity(samples, 2000)).toBe(0);
  });
});

describe('viewOnSameBars', () => {
  const times = (...values: number[]) => ({ length: values.length, time: Float64Array.from(values) });
  it('finds the right-edge bar by time in the new data and keeps its fraction', () => {
    const view = { width: 300, barSpacing: 10, rightIndex: 2.5 };
    const kept = viewOnSameBars(
      view,
      times(10, 20, 30, 40, 50, 60, 70, 80, 90),
      times(1, 2, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100),
    );
    expect(kept?.rightIndex).toBe(4.5);
  });
  it('lets a view that followed the latest bar follow it, and gives up when the bar is gone', () => {
    const old = times(10, 20, 30, 40);
    expect(viewOnSameBars({ width: 300, barSpacing: 10, rightIndex: 6 }, old, times(10, 20, 30, 40, 50))).toBeNull();
    expect(viewOnSameBars({ width: 300, barSpacing: 10, rightIndex: 1 }, old, times(100, 200))).toBeNull();
  });
});
