import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import { type CandleColumns, emptyColumns, mergeLiveBar } from './candleColumns.ts';
import type { PriceRange } from './priceScale.ts';
import {
  DEFAULT_BAR_SPACING,
  latestView,
  type Point,
  pan,
  pinch,
  resize,
  showsLatest,
  type Viewport,
  viewOnSameBars,
  visibleRange,
  zoom,
} from './viewport.ts';
import { historyWanted, keptPriceRange, visiblePriceRange, visibleVolumeMax } from './viewScales.ts';

/** What a change to the bars asks of the next frame: the live bar only, or every bar. */
export type BarsChange = 'none' | 'live' | 'all';

/**
 * The chart's state as pure data: the bars, the view over them, the price and volume scales shown, and
 * which older history was asked for. No DOM, no drawing: every change says what it changed, and the
 * chart turns that into an invalidation (pictureScheduler.ts).
 */
export class ChartModel {
  series: CandleColumns = emptyColumns();
  view: Viewport = latestView(0, 0);
  /** the price range shown (kept while autoscale moves it less than a fraction of a px); null: not yet */
  priceRange: PriceRange | null = null;
  /** volume at the top of the volume pane as shown */
  volumeMax = 1;
  /** counts replacements of the bars (not live-bar updates): drawn geometry of another revision is stale */
  revision = 0;
  precision: number;
  period: CandlePeriod;
  private historyAskedFor = Number.NaN;
  /** the view and bar count the last `takeViewChange` saw */
  private seenView: Viewport | null = null;
  private seenCount = 0;

  constructor(precision: number, period: CandlePeriod) {
    this.precision = precision;
    this.period = period;
  }

  /**
   * Replaces all bars with `columns`, which the model owns from now on (hand it a copy of columns the
   * caller goes on writing into). The same period's bars again (a resync, older bars paged in front) keep the view on the bars it showed;
   * otherwise, or when it followed the latest, the latest.
   */
  setData(columns: CandleColumns, options: { precision?: number; period?: CandlePeriod } = {}): void {
    const previous = this.series;
    const samePeriod = options.period === undefined || options.period === this.period;
    this.series = columns;
    if (options.precision !== undefined) this.precision = options.precision;
    if (options.period !== undefined) this.period = options.period;
    this.historyAskedFor = Number.NaN;
    const kept = samePeriod ? viewOnSameBars(this.view, previous, this.series) : null;
    this.view = kept ?? latestView(this.view.width, this.series.length, this.view.barSpacing || DEFAULT_BAR_SPACING);
    this.priceRange = null;
    this.revision += 1;
  }

  /**
   * The live bar: the same Time as the last bar replaces it ('live'); a later Time appends a bar ('all')
   * and keeps following the latest if the view was there. Older times change nothing.
   */
  updateLast(candle: Candle): BarsChange {
    const following = showsLatest(this.view, this.series.length);
    const merged = mergeLiveBar(this.series, candle);
    if (merged !== 'appended') return merged;
    if (following) this.view = { ...this.view, rightIndex: this.view.rightIndex + 1 };
    this.revision += 1;
    return 'all';
  }

  /** A new plot width: the right edge stays where it is (the latest when there was no width yet). */
  resize(plotWidth: number): void {
    if (plotWidth === this.view.width) return;
    this.view =
      this.view.width === 0
        ? latestView(plotWidth, this.series.length, this.view.barSpacing || DEFAULT_BAR_SPACING)
        : resize(this.view, plotWidth, this.series.length);
  }

  /** A drag by dx CSS px; false when the view could not move (an end of the data). */
  pan(dx: number): boolean {
    const before = this.view.rightIndex;
    this.view = pan(this.view, dx, this.series.length);
    return this.view.rightIndex !== before;
  }

  zoom(factor: number, focalX: number): void {
    this.view = zoom(this.view, factor, focalX, this.series.length);
  }

  pinch(before: [Point, Point], after: [Point, Point]): void {
    this.view = pinch(this.view, before, after, this.series.length);
  }

  scrollToLatest(): void {
    this.view = latestView(this.view.width, this.series.length, this.view.barSpacing);
  }

  /**
   * Autoscale for the view: the price range of the visible bars (kept when it barely moved) and the
   * volume scale. True when the price range shown changed (the price axis is placed again).
   */
  updateScales(plotHeight: number): boolean {
    const next = visiblePriceRange(this.series, this.view, this.precision);
    const shown = keptPriceRange(this.priceRange, next, plotHeight);
    const changed = shown !== this.priceRange;
    this.priceRange = shown;
    this.volumeMax = visibleVolumeMax(this.series, this.view);
    return changed;
  }

  /** True once per change of the view or of the bar count since the last call. */
  takeViewChange(): boolean {
    if (this.view === this.seenView && this.series.length === this.seenCount) return false;
    this.seenView = this.view;
    this.seenCount = this.series.length;
    return true;
  }

  /** The oldest bar's time when the view nears it and it was not asked for yet (then it counts as asked). */
  takeHistoryRequest(): number | null {
    const oldest = historyWanted(this.series, visibleRange(this.view).from, this.historyAskedFor);
    if (oldest !== null) this.historyAskedFor = oldest;
    return oldest;
  }

  get showsLatest(): boolean {
    return showsLatest(this.view, this.series.length);
  }
}
