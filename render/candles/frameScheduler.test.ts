import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FrameInput,
  FrameScheduler,
  Invalidation,
  planFrame,
  SETTLE_MS,
  type StripsShown,
} from './frameScheduler.ts';
import {
  FIRST_STRIP_PLOT_WIDTHS,
  GESTURE_STRIP_PLOT_WIDTHS,
  MAX_STRETCH,
  MAX_ZOOM_IN_STRETCH,
  type StripPlacement,
  WIDE_STRIP_PLOT_WIDTHS,
} from './strip.ts';
import { pan, type Viewport, zoom } from './viewport.ts';

const PLOT = { width: 330, height: 298 };
const VIEW: Viewport = { width: PLOT.width, barSpacing: 8, rightIndex: 500 };
const RANGE = { min: 1.1, max: 1.12 };
const BARS = 1000;

/** Strips rendered wide for VIEW at RANGE, as the chart leaves them after a settled frame. */
function settledStrips(overrides: Partial<StripPlacement> = {}): StripsShown {
  const placement: StripPlacement = {
    plotWidths: WIDE_STRIP_PLOT_WIDTHS,
    rightIndex: VIEW.rightIndex,
    barSpacing: VIEW.barSpacing,
    range: RANGE,
    volumeMax: 100,
    ...overrides,
  };
  return { placement, forGesture: false };
}

function input(overrides: Partial<FrameInput>): FrameInput {
  return {
    level: Invalidation.Place,
    shown: settledStrips(),
    view: VIEW,
    range: RANGE,
    volumeMax: 100,
    plot: PLOT,
    resolution: 1,
    firstRenderDone: true,
    hasBars: true,
    ...overrides,
  };
}

/** A zoom's quick step: drawn narrow, settled once still, nothing readied or widened after it. */
const GESTURE_STEP = {
  strips: 'render',
  plotWidths: GESTURE_STRIP_PLOT_WIDTHS,
  gesture: true,
  widenWhenIdle: false,
  prepareGestureWhenIdle: false,
} as const;

describe('the redraw policy (one plan per frame)', () => {
  it('renders the first frame on a plot-wide strip, widened when idle, and wide ones after it', () => {
    expect(planFrame(input({ shown: null, firstRenderDone: false }))).toEqual({
      strips: 'render',
      plotWidths: FIRST_STRIP_PLOT_WIDTHS,
      gesture: false,
      widenWhenIdle: true,
      prepareGestureWhenIdle: false,
    });
    // no bars yet: nothing to widen
    const empty = planFrame(input({ shown: null, firstRenderDone: false, hasBars: false }));
    expect(empty.strips === 'render' && empty.widenWhenIdle).toBe(false);
    // a wide render for a still view readies the zoom's canvases in idle time
    expect(planFrame(input({ level: Invalidation.Render }))).toEqual({
      strips: 'render',
      plotWidths: WIDE_STRIP_PLOT_WIDTHS,
      gesture: false,
      widenWhenIdle: false,
      prepareGestureWhenIdle: true,
    });
  });

  it('a live tick on a still view moves nothing and renders nothing: the strips stay, no settle', () => {
    const plan = planFrame(input({}));
    expect(plan).toEqual({
      strips: 'place',
      transform: { horizontal: { translate: 0, scale: 1 }, vertical: { scale: 1, translate: 0 }, volume: 1 },
      settleLater: false,
    });
  });

  it('a pan within the strip is a translation by the pixels dragged; past the strip it renders', () => {
    const near = planFrame(input({ view: pan(VIEW, 40, BARS) }));
    expect(near.strips === 'place' && near.transform.horizontal).toEqual({ translate: 40, scale: 1 });
    const far = planFrame(input({ view: pan(VIEW, PLOT.width * 1.5, BARS) }));
    expect(far).toEqual({
      strips: 'render',
      plotWidths: WIDE_STRIP_PLOT_WIDTHS,
      gesture: false,
      widenWhenIdle: false,
      prepareGestureWhenIdle: true,
    });
  });

  it('an autoscale stretches the strip vertically and asks for a crisp render once still', () => {
    const plan = planFrame(input({ range: { min: 1.1, max: 1.13 } }));
    expect(plan.strips).toBe('place');
    if (plan.strips !== 'place') return;
    expect(plan.transform.vertical.scale).toBeCloseTo(0.02 / 0.03, 9);
    expect(plan.settleLater).toBe(true);
    // stretched past what looks right: rendered again
    expect(planFrame(input({ range: { min: 1.1, max: 1.2 } })).strips).toBe('render');
  });

  it('a zoom in stretches the strip up to MAX_ZOOM_IN_STRETCH, then a quick step; a zoom out only to 1 / MAX_STRETCH', () => {
    const zoomed = planFrame(input({ view: zoom(VIEW, 3, 200, BARS) }));
    expect(zoomed.strips === 'place' && zoomed.transform.horizontal.scale).toBeCloseTo(3, 9);
    expect(zoomed.strips === 'place' && zoomed.settleLater).toBe(true);
    const far = planFrame(input({ view: zoom(VIEW, MAX_ZOOM_IN_STRETCH * 1.1, 200, BARS) }));
    expect(far).toEqual(GESTURE_STEP);
    const out = planFrame(input({ view: zoom(VIEW, 1 / 1.5, 200, BARS) }));
    expect(out.strips === 'place' && out.transform.horizontal.scale).toBeCloseTo(1 / 1.5, 9);
    const farOut = planFrame(input({ view: zoom(VIEW, 1 / (MAX_STRETCH * 1.1), 200, BARS) }));
    expect(farOut).toEqual(GESTURE_STEP);
    // the settle after it renders the wide, exact strips at the new zoom
    const settled = planFrame(input({ view: zoom(VIEW, 3, 200, BARS), level: Invalidation.Settle }));
    expect(settled).toEqual({
      strips: 'render',
      plotWidths: WIDE_STRIP_PLOT_WIDTHS,
      gesture: false,
      widenWhenIdle: false,
      prepareGestureWhenIdle: true,
    });
  });

  it("a zoom step's strip still covers the plot when the zoom turns back out: a few notches move it, no render each", () => {
    const stepView = zoom(VIEW, 2, 200, BARS);
    const step: StripsShown = {
      ...settledStrips({ plotWidths: GESTURE_STRIP_PLOT_WIDTHS, rightIndex: stepView.rightIndex, barSpacing: 16 }),
      forGesture: true,
    };
    let view = stepView;
    for (let notch = 0; notch < 5; notch += 1) {
      view = zoom(view, Math.exp(-0.075), 200, BARS); // a wheel notch out
      const plan = planFrame(input({ shown: step, view }));
      expect(plan.strips === 'place' && plan.settleLater).toBe(true);
    }
  });

  it('strips drawn for a gesture settle even when they fit', () => {
    const gesture: StripsShown = { ...settledStrips(), forGesture: true };
    const plan = planFrame(input({ shown: gesture }));
    expect(plan.strips === 'place' && plan.settleLater).toBe(true);
  });

  it("a zoom back to exactly the strip's scale moves the strips and renders nothing", () => {
    const back = zoom(zoom(VIEW, 1.25, 200, BARS), 1 / 1.25, 200, BARS);
    const plan = planFrame(input({ view: back }));
    expect(plan.strips === 'place' && plan.transform.horizontal.scale).toBeCloseTo(1, 9);
  });
});

describe('the frame scheduler', () => {
  let frames: (() => void)[] = [];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {
      frames = [];
    });
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const runFrames = () => {
    for (const frame of frames.splice(0)) frame();
  };

  it('merges every level asked for before a frame into one draw at the highest', () => {
    const drawn: Invalidation[] = [];
    const scheduler = new FrameScheduler((level) => drawn.push(level));
    scheduler.invalidate(Invalidation.Place);
    scheduler.invalidate(Invalidation.Render);
    scheduler.invalidate(Invalidation.Place);
    expect(frames).toHaveLength(1);
    runFrames();
    expect(drawn).toEqual([Invalidation.Render]);
    scheduler.invalidate();
    runFrames();
    expect(drawn).toEqual([Invalidation.Render, Invalidation.Place]);
  });

  it('settles once the view has been still: live ticks on the same view do not postpone it', () => {
    const drawn: Invalidation[] = [];
    const scheduler = new FrameScheduler((level) => drawn.push(level));
    scheduler.settleLater(VIEW);
    vi.advanceTimersByTime(SETTLE_MS - 50);
    scheduler.settleLater(VIEW);
    vi.advanceTimersByTime(50);
    runFrames();
    expect(drawn).toEqual([Invalidation.Settle]);
    // a moved view re-arms it
    scheduler.settleLater(VIEW);
    vi.advanceTimersByTime(SETTLE_MS - 50);
    scheduler.settleLater(pan(VIEW, 10, BARS));
    vi.advanceTimersByTime(50);
    runFrames();
    expect(drawn).toEqual([Invalidation.Settle]);
  });

  it('draws nothing after it is stopped', () => {
    const drawn: Invalidation[] = [];
    const scheduler = new FrameScheduler((level) => drawn.push(level));
    scheduler.invalidate(Invalidation.Render);
    scheduler.settleLater(VIEW);
    scheduler.stop();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    runFrames();
    scheduler.invalidate();
    runFrames();
    expect(drawn).toEqual([]);
  });
});
