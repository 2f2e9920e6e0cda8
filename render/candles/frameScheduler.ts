import type { PriceRange } from './priceScale.ts';
import {
  FIRST_STRIP_PLOT_WIDTHS,
  GESTURE_STRIP_PLOT_WIDTHS,
  rangeTransform,
  type StripPlacement,
  stripCovers,
  stripHorizontal,
  volumeStretch,
  WIDE_STRIP_PLOT_WIDTHS,
} from './strip.ts';
import type { Viewport } from './viewport.ts';

/**
 * The chart's redraw policy, in one place. Every change says how much of the picture it spoils (a
 * level); levels asked for before the next animation frame merge into one (the highest wins, as in
 * lightweight-charts' InvalidateMask), and that frame follows one plan (`planFrame`, pure):
 *
 * - `Place`: the view moved or the live bar changed. Scales are updated, the live layer is drawn again
 *   and the rendered strips are moved and stretched with compositor transforms, the axes' marks with
 *   them (their places, not their texts), unless the strips no longer cover the plot or would be
 *   stretched too far: then they are rendered again, and the axes laid out for them.
 * - `Render`: the bars changed (or the size): the strips are rendered again. During a zoom the render is
 *   quick (a gesture step, GESTURE_STRIP_PLOT_WIDTHS wide, drawn the surface's quick way); otherwise three plot widths wide.
 * - `Settle`: the strips on screen are stretched or were drawn for a gesture, and the view has been
 *   still for SETTLE_MS: they are rendered again wide and at the exact scale.
 *
 * The first frame renders a plot-wide strip (a third of the pixels); the wide one follows when the page
 * is idle (`Render` again, WIDEN_TIMEOUT_MS at the latest). After a wide render that was not a gesture
 * step, the canvases a zoom draws on are readied in idle time. Nothing runs in an idle loop. The plan says
 * all of it (what to draw, and what to ask of the scheduler after); the painter only carries it out.
 */
export enum Invalidation {
  None = 0,
  Place = 1,
  Render = 2,
  Settle = 3,
}

/** After a stretched strip has been still this long, it is rendered again at the exact scale. */
export const SETTLE_MS = 200;
/** The first frame's narrow strip is widened when the page is idle, or after this long at the latest. */
export const WIDEN_TIMEOUT_MS = 500;
/** Work readied in idle time (a zoom's canvases) is done after this long at the latest. */
export const PREPARE_TIMEOUT_MS = 2000;

/** Runs `job` when the page is idle (or after `timeoutMs`); returns its cancellation. */
function whenIdle(job: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(job, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(job, SETTLE_MS);
  return () => window.clearTimeout(handle);
}

/** How the strips on screen are moved and stretched to show the current view. */
export interface StripTransform {
  horizontal: { translate: number; scale: number };
  vertical: { translate: number; scale: number };
  /** the volume bars' stretch from the pane's bottom */
  volume: number;
}

/** What the strips on screen were rendered for, and how. */
export interface StripsShown {
  placement: StripPlacement;
  /** drawn for a gesture step (narrow, quick): rendered again once the view is still */
  forGesture: boolean;
}

export interface FrameInput {
  level: Invalidation;
  shown: StripsShown | null;
  view: Viewport;
  range: PriceRange;
  volumeMax: number;
  plot: { width: number; height: number };
  resolution: number;
  /** a frame with bars has been drawn before */
  firstRenderDone: boolean;
  /** the series has bars */
  hasBars: boolean;
}

export type FramePlan =
  | {
      strips: 'place';
      transform: StripTransform;
      /** render again wide and exact once still (the strips are stretched or were drawn for a gesture) */
      settleLater: boolean;
    }
  | {
      strips: 'render';
      plotWidths: number;
      /** a zoom step: drawn the quick way, rendered again wide (a settle) once still */
      gesture: boolean;
      /** the first, narrow strip: render the wide one when the page is idle */
      widenWhenIdle: boolean;
      /** a wide render for the still view: ready the zoom's canvases in idle time */
      prepareGestureWhenIdle: boolean;
    };

/** The transform that shows strips rendered for `strip` at this view and these scales; null when it cannot. */
export function stripTransform(
  strip: StripPlacement,
  view: Viewport,
  scales: { range: PriceRange; volumeMax: number },
  plot: { width: number; height: number },
  resolution: number,
): StripTransform | null {
  const vertical = rangeTransform(strip.range, scales.range, plot.height);
  const volume = volumeStretch(strip.volumeMax, scales.volumeMax);
  if (!vertical || volume === null) return null;
  return { horizontal: stripHorizontal(strip, view, plot.width, resolution), vertical, volume };
}

/** The one decision per frame: move the strips on screen, or render them again (and how wide). */
export function planFrame(input: FrameInput): FramePlan {
  const { shown, view, plot, resolution } = input;
  if (input.level < Invalidation.Render && shown && stripCovers(shown.placement, view, plot.width, resolution)) {
    const transform = stripTransform(shown.placement, view, input, plot, resolution);
    if (transform) {
      const { horizontal, vertical, volume } = transform;
      const stretched = horizontal.scale !== 1 || vertical.scale !== 1 || vertical.translate !== 0 || volume !== 1;
      return { strips: 'place', transform, settleLater: stretched || shown.forGesture };
    }
  }
  // a zoom went past what a stretch shows well: a quick step (GESTURE_STRIP_PLOT_WIDTHS on the gesture's
  // canvas); the wide render follows once still
  const gesture =
    input.level !== Invalidation.Settle &&
    input.firstRenderDone &&
    shown !== null &&
    shown.placement.barSpacing !== view.barSpacing;
  const plotWidths = !input.firstRenderDone
    ? FIRST_STRIP_PLOT_WIDTHS
    : gesture
      ? GESTURE_STRIP_PLOT_WIDTHS
      : WIDE_STRIP_PLOT_WIDTHS;
  const wide = plotWidths === WIDE_STRIP_PLOT_WIDTHS;
  return {
    strips: 'render',
    plotWidths,
    gesture,
    widenWhenIdle: plotWidths === FIRST_STRIP_PLOT_WIDTHS && input.hasBars,
    prepareGestureWhenIdle: wide && !gesture,
  };
}

/**
 * Runs the plan: one animation frame for all the levels asked for until then, the settle timer and the
 * idle-time widening. `draw` gets the merged level.
 */
export class FrameScheduler {
  private level = Invalidation.None;
  private frame = 0;
  private settleTimer = 0;
  /** the view the pending settle was armed for */
  private settleArmedFor: Viewport | null = null;
  private cancelWiden: (() => void) | null = null;
  private cancelPrepare: (() => void) | null = null;
  private stopped = false;

  constructor(private readonly draw: (level: Invalidation) => void) {}

  /** Asks for a frame that does at least `level`. */
  invalidate(level: Invalidation = Invalidation.Place): void {
    if (this.stopped) return;
    this.level = Math.max(this.level, level);
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.run();
    });
  }

  /** Draws what is pending now instead of at the next animation frame (at least `Place`). */
  flush(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.level = Math.max(this.level, Invalidation.Place);
    this.run();
  }

  /**
   * Renders the strips again once the view has been still for SETTLE_MS. Re-armed only when the view
   * moved: live ticks re-place the strips many times a second and must not postpone the settle forever.
   */
  settleLater(view: Viewport): void {
    if (this.settleTimer && this.settleArmedFor === view) return;
    window.clearTimeout(this.settleTimer);
    this.settleArmedFor = view;
    this.settleTimer = window.setTimeout(() => {
      this.settleTimer = 0;
      this.invalidate(Invalidation.Settle);
    }, SETTLE_MS);
  }

  cancelSettle(): void {
    window.clearTimeout(this.settleTimer);
    this.settleTimer = 0;
  }

  /** After the first frame: render again (the wide strips) when the page is idle. */
  widenWhenIdle(): void {
    if (this.cancelWiden) return;
    this.cancelWiden = whenIdle(() => {
      this.cancelWiden = null;
      this.invalidate(Invalidation.Render);
    }, WIDEN_TIMEOUT_MS);
  }

  cancelWidening(): void {
    this.cancelWiden?.();
    this.cancelWiden = null;
  }

  /**
   * Runs `prepare` in a later idle period, not in the frame that asked: readying a zoom's canvases
   * allocates their buffers, work that would otherwise lengthen the wide render's task.
   */
  prepareWhenIdle(prepare: () => void): void {
    this.cancelPrepare?.();
    this.cancelPrepare = whenIdle(() => {
      this.cancelPrepare = null;
      if (!this.stopped) prepare();
    }, PREPARE_TIMEOUT_MS);
  }

  stop(): void {
    this.stopped = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.cancelSettle();
    this.cancelWidening();
    this.cancelPrepare?.();
    this.cancelPrepare = null;
  }

  private run(): void {
    const level = this.level;
    this.level = Invalidation.None;
    if (!this.stopped) this.draw(level);
  }
}
