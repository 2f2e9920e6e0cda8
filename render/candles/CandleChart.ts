import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import { devicePixelRatioNow, watchDevicePixelRatio } from '../devicePixelRatio.ts';
import { type ChartTheme, DARK_THEME } from '../theme.ts';
import { type CandleColumns, copyColumns, emptyColumns } from './candleColumns.ts';
import type { CandleSurface } from './candleSurface.ts';
import { ChartLayers } from './chartLayers.ts';
import { ChartModel } from './chartModel.ts';
import { type CandleChartLabels, type CandleChartOptions, DEFAULT_LABELS } from './chartOptions.ts';
import { FrameScheduler, Invalidation, planFrame } from './frameScheduler.ts';
import { ChartGestures } from './gestures.ts';
import { type OpeningSurface, openCandleSurface } from './openCandleSurface.ts';
import type { PriceLine } from './priceLineScene.ts';
import { crosshairScene, FONT_SIZE, liveBarScene } from './scenes.ts';
import { FIRST_STRIP_PLOT_WIDTHS } from './strip.ts';
import { StripPainter } from './stripPainter.ts';
import { xOfIndex } from './viewport.ts';
import { EMPTY_PRICE_RANGE, priceAxisMarks, priceAxisWidth } from './viewScales.ts';

export type { CandleChartLabels, CandleChartOptions } from './chartOptions.ts';
export type { PriceLine, PriceLineKind } from './priceLineScene.ts';

/**
 * A candlestick chart: data in, pixels out (no React, no fetch). A thin facade over four parts: the
 * model (chartModel.ts: bars, view, scales), the redraw policy and its scheduler (frameScheduler.ts: what
 * each frame does), the drawing surface (candleSurface.ts: Pixi WebGL, or the 2D canvas without a GPU)
 * and the DOM layers (chartLayers.ts). The settled candles are rendered into strips wider than the plot that
 * a pan moves with compositor transforms; the live bar, the crosshair and the order lines are DOM layers on top.
 */
export class CandleChart {
  /** false when neither WebGL nor the 2D canvas works: the host shows a message, every method is a no-op */
  readonly available: boolean;
  protected readonly theme: ChartTheme;
  protected readonly layers: ChartLayers;
  protected readonly model: ChartModel;
  protected surface: CandleSurface | null = null;
  protected strips: StripPainter | null = null;
  protected readonly opening: OpeningSurface | null;
  protected resolution = devicePixelRatioNow();
  /** redraws of the live layer and of the crosshair (read by tests) */
  protected readonly counters = { lastBarDraws: 0, crosshairDraws: 0 };
  /** how the crosshair's readout writes its labels, prices and volumes */
  private readonly readoutText: Parameters<typeof crosshairScene>[3];
  private readonly formatPrice: (value: number, decimals: number) => string;
  protected readonly scheduler = new FrameScheduler((level) => this.draw(level));
  private readonly resizeObserver = new ResizeObserver(() => this.measure());
  private gestures: ChartGestures | null = null;
  private stopWatchingResolution: () => void = () => {};
  private priceAxisWidth = 56;
  private crosshair: { x: number; y: number } | null = null;
  private firstRenderDone = false;
  private disposed = false;

  protected constructor(
    private readonly host: HTMLElement,
    private readonly options: CandleChartOptions,
  ) {
    this.theme = { ...DARK_THEME, ...options.theme };
    const labels: CandleChartLabels = { ...DEFAULT_LABELS, ...options.labels };
    this.formatPrice = options.formatPrice ?? ((value, decimals) => value.toFixed(decimals));
    const volume = (value: number) => this.formatPrice(value, 0);
    this.readoutText = { labels, price: (value) => this.priceText(value), volume };
    this.model = new ChartModel(options.precision, options.period);
    const scrollToLatest = { label: labels.scrollToLatest, onClick: () => this.scrollToLatest() };
    const invalidate = () => this.scheduler.invalidate(Invalidation.Place);
    const lines = { precision: () => this.model.precision, invalidate, onDrop: options.onPriceLineDrop };
    this.layers = new ChartLayers(this.theme, scrollToLatest, lines);
    this.layers.mount(host);
    const { candleCanvas, candleStrip } = this.layers;
    this.opening = openCandleSurface(candleCanvas, candleStrip, { choice: options.renderer, theme: this.theme });
    this.available = this.opening !== null;
    if (!this.opening) {
      this.layers.showUnavailable(labels.drawingUnavailable);
      return;
    }
    this.layers.root.dataset.renderer = this.opening.kind;
    this.layers.volumeStrip.use(this.opening.stripCanvas(this.layers.volumeStrip.element));
    this.resizeObserver.observe(host);
    this.gestures = new ChartGestures(this.layers.input, {
      pan: (dx) => this.panBy(dx),
      zoom: (factor, focalX) => this.zoomBy(factor, focalX),
      pinch: (before, after) => {
        this.model.pinch(before, after);
        invalidate();
      },
      crosshair: (point) => this.setCrosshair(point),
      hasCrosshair: () => this.crosshair !== null,
      plotWidth: () => this.layers.frame.plotWidth,
    });
    this.stopWatchingResolution = watchDevicePixelRatio(() => this.measure());
  }

  /** Creates the chart inside `host` (which it fills). Resolves once the renderer is ready. */
  static async create(host: HTMLElement, options: CandleChartOptions): Promise<CandleChart> {
    const chart = new CandleChart(host, options);
    await chart.init();
    return chart;
  }

  protected async init(): Promise<void> {
    if (!this.opening) return;
    const size = { width: this.host.clientWidth * FIRST_STRIP_PLOT_WIDTHS, height: this.host.clientHeight };
    // Pixi's chunk not fetched (offline): nothing of this chart stays in the host; the host offers a retry
    const surface = await this.opening.open({ ...size, resolution: this.resolution }).catch((error: unknown) => {
      this.dispose();
      throw error;
    });
    if (this.disposed) return surface.dispose();
    this.surface = surface;
    const look = { theme: this.theme, locale: this.options.locale ?? 'en-US' };
    this.strips = new StripPainter(this.model, this.layers, surface, this.scheduler, look);
    this.measure();
  }

  /**
   * Replaces all candles (ascending by Time). The same period's candles again (a resync, older bars paged
   * in front) keep the view on the bars it showed; otherwise, or when it followed the latest, the latest.
   */
  setData(data: CandleColumns, options: { precision?: number; period?: CandlePeriod } = {}): void {
    if (!this.available) return;
    // a copy: the caller (a candle watch) goes on writing live tails into its own columns
    this.model.setData(copyColumns(data), options);
    // the price axis as wide as the widest price it may show, then the layout for it
    this.priceAxisWidth = priceAxisWidth(this.model.series, (price) => this.priceText(price));
    this.layoutFrame(this.layers.frame.width, this.layers.frame.height);
    this.model.resize(this.layers.frame.plotWidth);
    this.scheduler.invalidate(Invalidation.Render);
  }

  /**
   * The live candle: same Time as the last bar replaces it (only the live layer is drawn again); a later
   * Time appends a bar (and keeps following the latest if the view was there). Older times are ignored.
   */
  updateLast(candle: Candle): void {
    if (!this.available) return;
    const change = this.model.updateLast(candle);
    if (change !== 'none') this.scheduler.invalidate(change === 'live' ? Invalidation.Place : Invalidation.Render);
  }

  /** The order lines to show (all of them, each time); a line dropped by a drag goes back to its price. */
  setPriceLines(lines: readonly PriceLine[]): void {
    if (this.available) this.layers.priceLines.setLines(lines);
  }

  scrollToLatest(): void {
    this.gestures?.stopInertia();
    this.model.scrollToLatest();
    this.scheduler.invalidate(Invalidation.Place);
  }

  /** A drag by dx CSS px, as a pointer drag does (tests, benchmarks); false when the view could not move. */
  panBy(dx: number): boolean {
    const moved = this.model.pan(dx);
    this.scheduler.invalidate(Invalidation.Place);
    return moved;
  }

  /** Zoom around a focal x, as the wheel does (tests, benchmarks). */
  zoomBy(factor: number, focalX: number): void {
    this.model.zoom(factor, focalX);
    this.scheduler.invalidate(Invalidation.Place);
  }

  /** x (CSS px from the host's left) of bar `index`'s centre. */
  xOfIndex(index: number): number {
    return xOfIndex(this.model.view, index);
  }

  /** Sets or clears the crosshair at a point in CSS px (what hover and long-press do). */
  setCrosshair(point: { x: number; y: number } | null): void {
    this.crosshair = point;
    this.drawCrosshair();
  }

  /** Frees the GL context, listeners and DOM. Safe to call twice. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.scheduler.stop();
    this.gestures?.dispose();
    this.resizeObserver.disconnect();
    this.stopWatchingResolution();
    this.surface?.dispose();
    this.layers.dispose();
    this.model.setData(emptyColumns());
  }

  /** One frame: scales, then the plan (move the strips or render them), then the live layer. */
  private draw(level: Invalidation): void {
    const strips = this.strips;
    if (!strips || this.disposed) return;
    const model = this.model;
    const { plotWidth, plotHeight } = this.layers.frame;
    model.updateScales(plotHeight);
    const range = model.priceRange ?? EMPTY_PRICE_RANGE;
    const text = (price: number) => this.priceText(price);
    // the price marks follow the range, laid out again when the strips render exact (or they stretch far)
    const marks = () => priceAxisMarks(range, plotHeight, model.precision, text);
    this.layers.priceAxis.place(range, { plotHeight, fontSize: FONT_SIZE, exact: level >= Invalidation.Render }, marks);
    const plan = planFrame({
      level,
      shown: strips.shown,
      view: model.view,
      range,
      volumeMax: model.volumeMax,
      plot: { width: plotWidth, height: plotHeight },
      resolution: this.resolution,
      firstRenderDone: this.firstRenderDone,
      hasBars: model.series.length > 0,
    });
    const target = { frame: this.layers.frame, resolution: this.resolution };
    if (plan.strips === 'place') strips.place(target, plan.transform, plan);
    else strips.render(target, plan);
    this.counters.lastBarDraws += 1;
    const place = { layerX: strips.layerX, barSpacing: model.view.barSpacing, range, volumeMax: model.volumeMax };
    const live = liveBarScene(model.series, place, this.layers.frame, this.theme, text);
    this.layers.drawTags(live, { range, plotHeight }, text);
    if (model.series.length > 0 && !this.firstRenderDone) {
      this.firstRenderDone = true;
      performance.mark('chart-first-render');
      this.options.onFirstRender?.();
    }
    if (model.takeViewChange()) {
      const oldest = this.options.onNeedHistory ? model.takeHistoryRequest() : null;
      if (oldest !== null) this.options.onNeedHistory?.(oldest);
      if (this.crosshair) this.drawCrosshair();
      this.layers.showLatestButton(!model.showsLatest);
    }
  }

  private drawCrosshair(): void {
    if (this.disposed) return;
    this.counters.crosshairDraws += 1;
    const { series, view, priceRange, period } = this.model;
    const place = { view, range: priceRange, plotHeight: this.layers.frame.plotHeight, period };
    this.layers.crosshair.draw(crosshairScene(series, this.crosshair, place, this.readoutText, this.theme));
  }

  private priceText(price: number): string {
    return this.formatPrice(price, this.model.precision);
  }

  private layoutFrame(width: number, height: number): void {
    if (!this.layers.layout(width, height, this.priceAxisWidth, this.resolution)) return;
    this.strips?.layout({ frame: this.layers.frame, resolution: this.resolution });
    this.model.priceRange = null;
    this.scheduler.invalidate(Invalidation.Render);
  }

  private measure(): void {
    if (this.disposed || !this.strips) return;
    const width = Math.max(1, Math.round(this.host.clientWidth));
    const height = Math.max(1, Math.round(this.host.clientHeight));
    const resolution = devicePixelRatioNow();
    if (width === this.layers.frame.width && height === this.layers.frame.height && resolution === this.resolution)
      return;
    this.resolution = resolution;
    this.layoutFrame(width, height);
    this.model.resize(this.layers.frame.plotWidth);
    // no data yet (the chart was just made): the first frame waits for setData instead of drawing empty
    if (this.model.series.length > 0) this.scheduler.flush();
    this.drawCrosshair();
  }
}
