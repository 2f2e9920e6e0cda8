import type { PriceRange } from './priceScale.ts';
import { coversPlot, rangeTransform, type StripSpan, stripHorizontal } from './strip.ts';
import type { Viewport } from './viewport.ts';

/**
 * When the axes' marks (time and price labels with their grid lines) follow a moving view by transforms,
 * their texts unchanged, and when they are laid out again. Following costs no text, box or layout
 * change; but stretched far, the marks' spacing looks wrong (labels crowd or leave gaps), and moved far,
 * part of an axis goes bare. Pure: the chart calls these every frame.
 */

/** Marks follow a stretch of their axis up to this factor either way; past it they are laid out again. */
export const MAX_LABEL_STRETCH = 1.5;
/** Price marks may leave at most this share of the axis's height bare at either end. */
const MAX_BARE_SHARE = 0.25;

/** A move and stretch along one axis: a mark laid out at p shows at translate + scale * p. */
export interface AxisStretch {
  translate: number;
  scale: number;
}

function withinStretch(scale: number): boolean {
  return scale <= MAX_LABEL_STRETCH && scale >= 1 / MAX_LABEL_STRETCH;
}

/**
 * How the time marks laid out for `laidOutFor` (in strip px, like a strip's bars) show at `view`: a
 * translation for a pan, a stretch for a zoom. Null when they must be laid out again: stretched past
 * MAX_LABEL_STRETCH, or no longer covering the plot.
 */
export function timeMarksStretch(
  laidOutFor: StripSpan,
  view: Viewport,
  plotWidth: number,
  resolution: number,
): AxisStretch | null {
  const horizontal = stripHorizontal(laidOutFor, view, plotWidth, resolution);
  return withinStretch(horizontal.scale) && coversPlot(laidOutFor, horizontal, plotWidth) ? horizontal : null;
}

/**
 * How the price marks laid out for the range `laidOutFor` show at `range` (y from the plot's top). Null
 * when they must be laid out again: stretched past MAX_LABEL_STRETCH, or leaving more than a quarter
 * of the axis bare at either end.
 */
export function priceMarksStretch(laidOutFor: PriceRange, range: PriceRange, plotHeight: number): AxisStretch | null {
  const vertical = rangeTransform(laidOutFor, range, plotHeight);
  if (!vertical || !withinStretch(vertical.scale)) return null;
  const top = vertical.translate;
  const bottom = vertical.translate + vertical.scale * plotHeight;
  const bare = plotHeight * MAX_BARE_SHARE;
  return top <= bare && bottom >= plotHeight - bare ? vertical : null;
}
