/**
 * The horizontal view as pure maths. Bars sit on a logical axis (bar index); bar i is centred at
 * `x = width - (rightIndex - i) * barSpacing` (CSS px inside the plot). Pan moves `rightIndex`, zoom
 * changes `barSpacing` keeping the bar under the focal point still.
 */
export interface Viewport {
  /** plot width in CSS px */
  width: number;
  /** CSS px per bar */
  barSpacing: number;
  /** logical index at the plot's right edge (fractional) */
  rightIndex: number;
}

export const MIN_BAR_SPACING = 1;
export const MAX_BAR_SPACING = 48;
export const DEFAULT_BAR_SPACING = 8;
/** Empty bars kept right of the latest bar when following it. */
export const RIGHT_MARGIN_BARS = 3;
/** At least this many bars stay visible at either end when panning. */
export const MIN_VISIBLE_BARS = 5;

export function xOfIndex(view: Viewport, index: number): number {
  return view.width - (view.rightIndex - index) * view.barSpacing;
}

export function indexOfX(view: Viewport, x: number): number {
  return view.rightIndex - (view.width - x) / view.barSpacing;
}

/** First and last logical index inside the plot (fractional). */
export function visibleRange(view: Viewport): { from: number; to: number } {
  return { from: view.rightIndex - view.width / view.barSpacing, to: view.rightIndex };
}

/** The view that shows the latest bar with the right margin. */
export function latestView(width: number, barCount: number, barSpacing = DEFAULT_BAR_SPACING): Viewport {
  return { width, barSpacing, rightIndex: barCount - 1 + RIGHT_MARGIN_BARS };
}

/** Keeps some bars visible: the right edge may not pass far beyond either end of the data. */
export function clampView(view: Viewport, barCount: number): Viewport {
  const visibleBars = view.width / view.barSpacing;
  const keep = Math.min(MIN_VISIBLE_BARS, Math.max(1, barCount));
  const maxRight = barCount - keep + visibleBars;
  const minRight = keep - 1;
  const rightIndex = Math.min(maxRight, Math.max(minRight, view.rightIndex));
  return rightIndex === view.rightIndex ? view : { ...view, rightIndex };
}

/** Dragging the content right by dx CSS px shows older bars. */
export function pan(view: Viewport, dx: number, barCount: number): Viewport {
  return clampView({ ...view, rightIndex: view.rightIndex - dx / view.barSpacing }, barCount);
}

/** Zoom by `factor` (>1 = bars wider) around focal x: the bar under the focal point stays put. */
export function zoom(view: Viewport, factor: number, focalX: number, barCount: number): Viewport {
  const barSpacing = Math.min(MAX_BAR_SPACING, Math.max(MIN_BAR_SPACING, view.barSpacing * factor));
  const focalIndex = indexOfX(view, focalX);
  const rightIndex = focalIndex + (view.width - focalX) / barSpacing;
  return clampView({ ...view, barSpacing, rightIndex }, barCount);
}

export interface Point {
  x: number;
  y: number;
}

/**
 * A pinch step from two previous touch points to two current ones: zoom by the change of their
 * distance around the previous midpoint, then pan by the midpoint's move.
 */
export function pinch(view: Viewport, before: [Point, Point], after: [Point, Point], barCount: number): Viewport {
  const distance = (a: Point, b: Point) => Math.max(1, Math.abs(a.x - b.x));
  const midBefore = (before[0].x + before[1].x) / 2;
  const midAfter = (after[0].x + after[1].x) / 2;
  const zoomed = zoom(view, distance(after[0], after[1]) / distance(before[0], before[1]), midBefore, barCount);
  return pan(zoomed, midAfter - midBefore, barCount);
}

/** Width change (resize): keep the right edge where it is. */
export function resize(view: Viewport, width: number, barCount: number): Viewport {
  return clampView({ ...view, width }, barCount);
}

/** True when the latest bar is inside the plot (the "scroll to latest" button hides). */
export function showsLatest(view: Viewport, barCount: number): boolean {
  return barCount === 0 || view.rightIndex >= barCount - 1 + 0.5;
}

/** Inertia after a fling: velocity in px/ms decays exponentially with this time constant. */
export const INERTIA_TIME_CONSTANT_MS = 325;
export const INERTIA_MIN_VELOCITY = 0.02;

/** One inertia step of dt ms: how far to move and the remaining velocity (0 when it has stopped). */
export function inertiaStep(velocity: number, dt: number): { dx: number; velocity: number } {
  const decay = Math.exp(-dt / INERTIA_TIME_CONSTANT_MS);
  const next = velocity * decay;
  // integral of v0 * e^(-t/τ) from 0 to dt
  const dx = velocity * INERTIA_TIME_CONSTANT_MS * (1 - decay);
  return { dx, velocity: Math.abs(next) < INERTIA_MIN_VELOCITY ? 0 : next };
}

/** Release velocity (px/ms) from recent pointer samples, using the last ~100 ms. */
export function releaseVelocity(samples: readonly { x: number; t: number }[], now: number): number {
  const recent = samples.filter((sample) => now - sample.t <= 100);
  const first = recent[0];
  const last = recent[recent.length - 1];
  if (!first || !last || last.t - first.t < 10) return 0;
  return (last.x - first.x) / (last.t - first.t);
}

/**
 * The view over new data (a resync, older bars paged in front) that shows the bars `view` showed over the
 * old data: the bar at the right edge is found by its time. A view that followed the latest bar keeps
 * following it; null when the bar is not in the new data (show the latest instead).
 */
export function viewOnSameBars(
  view: Viewport,
  oldTimes: { length: number; time: Float64Array },
  newTimes: { length: number; time: Float64Array },
): Viewport | null {
  if (oldTimes.length === 0 || showsLatest(view, oldTimes.length)) return null;
  const anchor = Math.min(oldTimes.length - 1, Math.max(0, Math.floor(view.rightIndex)));
  const time = oldTimes.time[anchor];
  if (time === undefined) return null;
  let low = 0;
  let high = newTimes.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = newTimes.time[middle] ?? Number.NaN;
    if (at === time) return { ...view, rightIndex: view.rightIndex - anchor + middle };
    if (at < time) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}
