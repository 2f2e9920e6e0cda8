import type { PriceRange } from './priceScale.ts';
import type { Viewport } from './viewport.ts';

/**
 * The chart's scene is rendered into strips wider than the plot (one plot width either side of the
 * view), and a pan moves them with a compositor transform instead of rendering again. This is the maths
 * of where a strip sits for the current view and when it must be rendered again.
 */

/** A strip normally spans this many plot widths: the view and one plot width either side. */
export const WIDE_STRIP_PLOT_WIDTHS = 3;
/**
 * The chart's first frame renders a strip only as wide as the plot (a third of the pixels to fill and
 * hand to the compositor); it is widened in idle time, or by the first move that leaves it.
 */
export const FIRST_STRIP_PLOT_WIDTHS = 1;
/**
 * A zoom's quick steps render a strip this many plot widths wide (on the gesture's canvas, at most one
 * pixel per CSS px): half a plot width either side of the view, so that zooming back out, which shrinks
 * the strip, still covers the plot for several notches instead of rendering again on every one (a
 * plot-wide step no longer covered it after one notch out); wider would only add pixels to every commit.
 */
export const GESTURE_STRIP_PLOT_WIDTHS = 2;
/**
 * A zoom out may shrink a rendered strip sideways to 1 / MAX_STRETCH before it is rendered again (the
 * time labels, whose places shrink with it, would crowd); the geometry of a Pixi strip is also reused
 * for price spans within this factor.
 */
export const MAX_STRETCH = 1.6;
/**
 * A zoom in may stretch a rendered strip sideways by up to this factor before it is rendered again: a
 * zoom in keeps the plot covered, and until the view is still (SETTLE_MS) a stretched picture with
 * every bar in its place is better than a render per notch; the exact render follows.
 */
export const MAX_ZOOM_IN_STRETCH = 4;
/**
 * Autoscale may stretch a rendered strip vertically by up to this factor before it is rendered again (a
 * still view is rendered exact after the settle): candles are upright rectangles, and a vertical stretch
 * keeps their columns sharp, so it may go further than a zoom's. A pan that moves the price range by
 * more than a zoom's limit goes on moving the strip instead of rendering it again mid-drag.
 */
export const MAX_VERTICAL_STRETCH = 2;

/** Where a strip's bars are: how wide it is and the view it was laid out for. */
export interface StripSpan {
  /** how many plot widths wide the strip is (the view in the middle, the rest split either side) */
  plotWidths: number;
  rightIndex: number;
  barSpacing: number;
}

/** The view a strip was rendered for (its bars, price range and volume scale). */
export interface StripPlacement extends StripSpan {
  range: PriceRange;
  volumeMax: number;
}

/** Snaps a CSS length to whole device pixels (so bar edges stay on pixel boundaries). */
export function snap(length: number, resolution: number): number {
  return Math.round(length * resolution) / resolution;
}

/** Left edge of a strip `plotWidths` wide in plot coordinates when the view is where it was rendered. */
export function stripRestLeft(plotWidth: number, plotWidths: number): number {
  return -plotWidth * ((plotWidths - 1) / 2);
}

/** x of bar 0's centre inside the strip (CSS px from the strip's left edge, device-pixel aligned). */
export function barZeroInStrip(strip: StripSpan, plotWidth: number, resolution: number): number {
  return snap(plotWidth - stripRestLeft(plotWidth, strip.plotWidths) - strip.rightIndex * strip.barSpacing, resolution);
}

/** How far the view has moved the strip since it was rendered (CSS px, device-pixel aligned; + = right). */
export function stripShift(strip: StripSpan, view: Viewport, resolution: number): number {
  return snap((strip.rightIndex - view.rightIndex) * strip.barSpacing, resolution);
}

/**
 * The horizontal transform (origin at the strip's left edge) that shows a strip at `view`: a point x'
 * px into the strip shows at plot x = stripRestLeft + translate + scale * x'. A pan only translates
 * (device-pixel aligned); a zoom also scales, by the ratio of bar spacings, so that every bar lands
 * where the view puts it.
 */
export function stripHorizontal(
  strip: StripSpan,
  view: Viewport,
  plotWidth: number,
  resolution: number,
): { translate: number; scale: number } {
  const scale = view.barSpacing / strip.barSpacing;
  if (scale === 1) return { translate: stripShift(strip, view, resolution), scale };
  const left = stripRestLeft(plotWidth, strip.plotWidths);
  const zero = barZeroInStrip(strip, plotWidth, resolution);
  // bar i: left + translate + scale * (zero + i * strip spacing) = plotWidth - (rightIndex - i) * spacing
  return { translate: plotWidth - view.rightIndex * view.barSpacing - left - scale * zero, scale };
}

/** A strip moved and scaled by `horizontal` covers the whole plot. */
export function coversPlot(
  strip: StripSpan,
  horizontal: { translate: number; scale: number },
  plotWidth: number,
): boolean {
  const left = stripRestLeft(plotWidth, strip.plotWidths) + horizontal.translate;
  return left <= 0 && left + horizontal.scale * plotWidth * strip.plotWidths >= plotWidth;
}

/** The strip, moved and scaled to this view, still covers the whole plot (and is not stretched too far). */
export function stripCovers(strip: StripPlacement, view: Viewport, plotWidth: number, resolution: number): boolean {
  const horizontal = stripHorizontal(strip, view, plotWidth, resolution);
  const { scale } = horizontal;
  return scale <= MAX_ZOOM_IN_STRETCH && scale >= 1 / MAX_STRETCH && coversPlot(strip, horizontal, plotWidth);
}

/** Bars a strip `plotWidths` wide rendered for `view` must hold (fractional indices, both ends included). */
export function stripBars(view: Viewport, plotWidth: number, plotWidths: number): { from: number; to: number } {
  const margin = -stripRestLeft(plotWidth, plotWidths) / view.barSpacing;
  return { from: view.rightIndex - plotWidth / view.barSpacing - margin, to: view.rightIndex + margin };
}

/**
 * The vertical transform that shows a strip rendered at `rendered` as if at `shown` (y is from the
 * plot's top): y' = translate + scale * y. `null` when the stretch is too large to look right.
 */
export function rangeTransform(
  rendered: PriceRange,
  shown: PriceRange,
  plotHeight: number,
): { scale: number; translate: number } | null {
  const renderedSpan = rendered.max - rendered.min;
  const shownSpan = shown.max - shown.min;
  if (!(renderedSpan > 0) || !(shownSpan > 0)) return null;
  const scale = renderedSpan / shownSpan;
  if (scale > MAX_VERTICAL_STRETCH || scale < 1 / MAX_VERTICAL_STRETCH) return null;
  return { scale, translate: ((shown.max - rendered.max) * plotHeight) / shownSpan };
}

/** Same for the volume pane, which grows from its bottom: the factor its bars are stretched by. */
export function volumeStretch(renderedMax: number, shownMax: number): number | null {
  if (!(renderedMax > 0) || !(shownMax > 0)) return null;
  const scale = renderedMax / shownMax;
  return scale > MAX_VERTICAL_STRETCH || scale < 1 / MAX_VERTICAL_STRETCH ? null : scale;
}
