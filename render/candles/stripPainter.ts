import type { ChartTheme } from '../theme.ts';
import type { CandleSurface } from './candleSurface.ts';
import type { ChartFrame, ChartLayers } from './chartLayers.ts';
import type { ChartModel } from './chartModel.ts';
import {
  type FramePlan,
  type FrameScheduler,
  type StripsShown,
  type StripTransform,
  stripTransform,
} from './frameScheduler.ts';
import { timeMarksStretch } from './labelPlacement.ts';
import { volumeBars, volumePaneHeight } from './scenes.ts';
import {
  barZeroInStrip,
  FIRST_STRIP_PLOT_WIDTHS,
  GESTURE_STRIP_PLOT_WIDTHS,
  type StripPlacement,
  type StripSpan,
  stripBars,
  stripRestLeft,
  WIDE_STRIP_PLOT_WIDTHS,
} from './strip.ts';
import { timeMarks } from './timeAxis.ts';
import { EMPTY_PRICE_RANGE } from './viewScales.ts';

/** The plot's size and resolution a frame is drawn at. */
export interface PaintTarget {
  frame: ChartFrame;
  resolution: number;
}

/**
 * Carries out a frame's plan for the strips (frameScheduler.ts decides which): `render` draws the
 * settled bars into the candle strip (the surface), the volume strip and the time-axis strip; `place`
 * moves and stretches what is on screen with compositor transforms.
 */
export class StripPainter {
  /** what the strips on screen were rendered for (null: nothing yet, or the layout changed) */
  shown: StripsShown | null = null;
  /** x of bar 0's centre in the plot as shown (CSS px): where the live bar goes */
  layerX = 0;
  /** strip renders so far, and how many plot widths wide the last one was */
  renders = 0;
  lastPlotWidths = 0;
  /** plot widths the strip layers (canvases, time axis) are sized for */
  private plotWidths = FIRST_STRIP_PLOT_WIDTHS;
  /** the strip the time marks were laid out for (the strip on screen's, or a zoom's view's) */
  private timeMarksFor: StripSpan | null = null;
  /** plot size and resolution the gesture canvases were readied for */
  private gestureCanvasSize = '';

  /** the canvases a zoom draws on have been readied (for the last wide render's size) */
  get gestureCanvasesReady(): boolean {
    return this.gestureCanvasSize !== '';
  }

  constructor(
    private readonly model: ChartModel,
    private readonly layers: ChartLayers,
    private readonly surface: CandleSurface,
    private readonly scheduler: FrameScheduler,
    private readonly look: { theme: ChartTheme; locale: string },
  ) {}

  /** A new layout: the strip layers sized again, nothing on screen to move until the next render. */
  layout(target: PaintTarget): void {
    this.size(target, this.plotWidths);
    this.shown = null;
    this.timeMarksFor = null;
  }

  /** Every bar but the live one into the strips, as wide as the plan says, and what it asks for after. */
  render(target: PaintTarget, plan: Extract<FramePlan, { strips: 'render' }>): void {
    const { series, view, revision, volumeMax } = this.model;
    // no bars yet and nothing on screen: nothing to draw (a render would only allocate empty canvases)
    if (series.length === 0 && this.shown === null) return;
    const range = this.model.priceRange ?? EMPTY_PRICE_RANGE;
    const { frame, resolution } = target;
    const { plotWidth, plotHeight } = frame;
    const { gesture, plotWidths } = plan;
    this.scheduler.cancelSettle();
    if (plotWidths !== this.plotWidths) this.size(target, plotWidths);
    const wide = plotWidths === WIDE_STRIP_PLOT_WIDTHS;
    if (plan.widenWhenIdle) this.scheduler.widenWhenIdle();
    else this.scheduler.cancelWidening();
    const { from, to } = stripBars(view, plotWidth, plotWidths);
    const { barSpacing } = view;
    const placement: StripPlacement = { plotWidths, rightIndex: view.rightIndex, barSpacing, range, volumeMax };
    const zero = barZeroInStrip(placement, plotWidth, resolution);
    // the geometry holds one plot width either side of a wide strip, so pans reuse it
    const extra = wide ? plotWidth / barSpacing : 1;
    const size = { width: plotWidth * plotWidths, height: plotHeight, resolution };
    this.surface.draw({ series, revision, from, to, extra, zero, barSpacing, range, ...size }, { gesture });
    const span = { from: Math.floor(from), to: Math.ceil(to), zero, barSpacing };
    const pane = { height: volumePaneHeight(plotHeight), volumeMax };
    this.layers.volumeStrip.render(volumeBars(series, span, pane, this.look.theme), { moving: gesture });
    this.layOutTimeAxis(frame, placement, resolution);
    this.shown = { placement, forGesture: gesture };
    const plot = { width: plotWidth, height: plotHeight };
    const transform = stripTransform(placement, view, { range, volumeMax }, plot, resolution);
    if (transform) this.place(target, transform, { settleLater: gesture });
    if (plan.prepareGestureWhenIdle) this.scheduler.prepareWhenIdle(() => this.prepareGestureCanvases(target));
    this.renders += 1;
    this.lastPlotWidths = plotWidths;
  }

  /**
   * Moves and stretches the strips on screen to the view; the time marks follow (labelPlacement.ts), or
   * are laid out again for the view when they would be stretched too far.
   */
  place(target: PaintTarget, transform: StripTransform, plan: { settleLater: boolean }): void {
    const shown = this.shown;
    if (!shown) return;
    const { frame, resolution } = target;
    this.layers.placeStrips(transform);
    const { view } = this.model;
    const laidOut = this.timeMarksFor;
    let marks = laidOut && timeMarksStretch(laidOut, view, frame.plotWidth, resolution);
    if (!marks) {
      // laid out as if the strip were rendered for this view: unmoved, unstretched
      const span = { plotWidths: shown.placement.plotWidths, rightIndex: view.rightIndex, barSpacing: view.barSpacing };
      this.layOutTimeAxis(frame, span, resolution);
      marks = { translate: 0, scale: 1 };
    }
    this.layers.timeAxis.moveTo(marks.translate, marks.scale);
    const restLeft = stripRestLeft(frame.plotWidth, shown.placement.plotWidths);
    const { translate, scale } = transform.horizontal;
    this.layerX = restLeft + translate + scale * barZeroInStrip(shown.placement, frame.plotWidth, resolution);
    if (plan.settleLater) this.scheduler.settleLater(this.model.view);
    else this.scheduler.cancelSettle();
  }

  private size(target: PaintTarget, plotWidths: number): void {
    this.plotWidths = plotWidths;
    this.layers.sizeStrips(target.frame, plotWidths, target.resolution);
  }

  /** The time labels and grid lines of a strip laid out for `span`, in strip px (a pan moves them with it). */
  private layOutTimeAxis(frame: ChartFrame, span: StripSpan, resolution: number): void {
    this.timeMarksFor = span;
    const { rightIndex, barSpacing, plotWidths } = span;
    const { from, to } = stripBars({ width: frame.plotWidth, rightIndex, barSpacing }, frame.plotWidth, plotWidths);
    const zero = barZeroInStrip(span, frame.plotWidth, resolution);
    const { series, period } = this.model;
    const options = { locale: this.look.locale, period };
    const marks = timeMarks(series.time, series.length, from, to, barSpacing, options);
    const placed = marks.map((mark) => ({ at: zero + mark.index * barSpacing, label: mark.label }));
    this.layers.timeAxis.render(placed, frame.plotHeight);
  }

  /** Once per size, in idle time after a wide render: the canvases a zoom draws on, ready. */
  private prepareGestureCanvases(target: PaintTarget): void {
    const { frame, resolution } = target;
    const size = `${frame.plotWidth}x${frame.plotHeight}@${resolution}`;
    if (size === this.gestureCanvasSize) return;
    this.gestureCanvasSize = size;
    const width = frame.plotWidth * GESTURE_STRIP_PLOT_WIDTHS;
    this.surface.prepareGesture(width, frame.plotHeight, resolution);
    this.layers.volumeStrip.prepareMoving(width);
  }
}
