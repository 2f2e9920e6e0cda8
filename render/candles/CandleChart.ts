import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import { devicePixelRatioNow, watchDevicePixelRatio } from '../devicePixelRatio.ts';
import { type ChartTheme, DARK_THEME } from '../theme.ts';
import { type CandleColumns, copyColumns, emptyColumns } from './candleColumns.ts';
import { ChartLayers } from './chartLayers.ts';
import { ChartModel } from './chartModel.ts';
import { type CandleChartLabels, type CandleChartOptions, DEFAULT_LABELS } from './chartOptions.ts';
import { ChartGestures } from './gestures.ts';
import { buildPicture } from './picture/chartPicture.ts';
import { openPictureSurface, type PictureSurface } from './picture/pictureSurface.ts';
import { PictureScheduler } from './pictureScheduler.ts';
import type { PriceLine } from './priceLineScene.ts';
import { type CrosshairScene, crosshairScene, lastPriceScene } from './scenes.ts';
import { xOfIndex } from './viewport.ts';
import { EMPTY_PRICE_RANGE, priceAxisWidth } from './viewScales.ts';

export type { CandleChartLabels, CandleChartOptions } from './chartOptions.ts';
export type { PriceLine, PriceLineKind } from './priceLineScene.ts';

/**
 * A candlestick chart: data in, pixels out (no React, no fetch). A thin facade over four parts: the
 * model (chartModel.ts: bars, view, scales), the redraw policy and its scheduler (pictureScheduler.ts: one
 * picture per task that changed something), the picture (picture/chartPicture.ts: what a frame shows, as plain data)
 * and the surface that paints it (picture/pictureSurface.ts: in the drawing worker, off the page's main
 * thread). The order lines and the "scroll to latest" button are DOM layers on top (chartLayers.ts): they
 * take input.
 */
export class CandleChart {
  /** false when no canvas can be painted: the host shows a message, every method is a no-op */
  readonly available: boolean;
  protected readonly theme: ChartTheme;
  protected readonly layers: ChartLayers;
  protected readonly model: ChartModel;
  protected readonly surface: PictureSurface | null;
  protected resolution = devicePixelRatioNow();
  /** pictures built, and crosshairs drawn in them (read by tests) */
  protected readonly counters = { pictures: 0, crosshairDraws: 0 };
  /** how the crosshair's readout writes its labels, prices and volumes */
  private readonly readoutText: Parameters<typeof crosshairScene>[3];
  private readonly formatPrice: (value: number, decimals: number) => string;
  protected readonly scheduler = new PictureScheduler(() => this.draw());
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
    const invalidate = () => this.scheduler.invalidate();
    const lines = { precision: () => this.model.precision, invalidate, onDrop: options.onPriceLineDrop };
    this.layers = new ChartLayers(this.theme, scrollToLatest, lines);
    this.layers.mount(host);
    const choice = options.renderer ?? 'auto';
    const unavailable = () => this.layers.showUnavailable(labels.drawingUnavailable);
    const events = {
      onFailure: () => (options.onPaintFailure ? options.onPaintFailure() : unavailable()),
      onStarted: (kind: string) => {
        this.layers.root.dataset.renderer = kind;
      },
    };
    const canvases = { plot: this.layers.canvas, overlay: () => this.layers.overlayCanvas() };
    const reportFrames = this.reportsFrames;
    this.surface =
      choice === 'none' ? null : openPictureSurface(canvases, this.theme, { choice, reportFrames, ...events });
    this.available = this.surface !== null;
    if (!this.surface) {
      unavailable();
      return;
    }
    this.layers.root.dataset.renderer = this.surface.kind;
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
    this.measure();
  }

  /** Whether the drawing worker tells of each frame it paints: no, in the app (tests and benchmarks ask). */
  protected get reportsFrames(): boolean {
    return false;
  }

  /** Creates the chart inside `host` (which it fills). */
  static async create(host: HTMLElement, options: CandleChartOptions): Promise<CandleChart> {
    return new CandleChart(host, options);
  }

  /**
   * Replaces all candles (ascending by Time). The same period's candles again (a resync, older bars paged
   * in front) keep the view on the bars it showed; otherwise, or when it followed the latest, the latest.
   */
  setData(data: CandleColumns, options: { precision?: number; period?: CandlePeriod } = {}): void {
    if (!this.surface) return;
    // a copy: the caller (a candle watch) goes on writing live tails into its own columns
    this.model.setData(copyColumns(data), options);
    this.surface.setBars(this.model.series);
    // the price axis as wide as the widest price it may show, then the layout for it
    this.priceAxisWidth = priceAxisWidth(this.model.series, (price) => this.priceText(price));
    this.layoutFrame(this.layers.frame.width, this.layers.frame.height);
    this.model.resize(this.layers.frame.plotWidth);
    this.scheduler.invalidate();
  }

  /**
   * The live candle: same Time as the last bar replaces it; a later Time appends a bar (and keeps
   * following the latest if the view was there). Older times are ignored.
   */
  updateLast(candle: Candle): void {
    if (!this.surface) return;
    if (this.model.updateLast(candle) === 'none') return;
    this.surface.mergeLive(candle);
    this.scheduler.invalidate();
  }

  /** The order lines to show (all of them, each time); a line dropped by a drag goes back to its price. */
  setPriceLines(lines: readonly PriceLine[]): void {
    if (this.available) this.layers.priceLines.setLines(lines);
  }

  scrollToLatest(): void {
    this.gestures?.stopInertia();
    this.model.scrollToLatest();
    this.scheduler.invalidate();
  }

  /** A drag by dx CSS px, as a pointer drag does (tests, benchmarks); false when the view could not move. */
  panBy(dx: number): boolean {
    const moved = this.model.pan(dx);
    this.scheduler.invalidate();
    return moved;
  }

  /** Zoom around a focal x, as the wheel does (tests, benchmarks). */
  zoomBy(factor: number, focalX: number): void {
    this.model.zoom(factor, focalX);
    this.scheduler.invalidate();
  }

  /** x (CSS px from the host's left) of bar `index`'s centre. */
  xOfIndex(index: number): number {
    return xOfIndex(this.model.view, index);
  }

  /** Sets or clears the crosshair at a point in CSS px (what hover and long-press do): drawn at the next frame. */
  setCrosshair(point: { x: number; y: number } | null): void {
    if (point === this.crosshair) return;
    this.crosshair = point;
    this.scheduler.invalidate();
  }

  /** Frees the drawing worker, listeners and DOM. Safe to call twice. */
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

  /** One frame: scales, the order lines and their tags, then the picture to paint. */
  private draw(): void {
    const surface = this.surface;
    if (!surface || this.disposed || this.model.series.length === 0) return;
    const { model, layers } = this;
    const { frame } = layers;
    model.updateScales(frame.plotHeight);
    const range = model.priceRange ?? EMPTY_PRICE_RANGE;
    const { series, view, volumeMax } = model;
    const priceText = (price: number) => this.priceText(price);
    const lastPrice = lastPriceScene(series, range, frame, this.theme, priceText);
    const liveTag = lastPrice.label?.box ?? null;
    const tagCentres = layers.priceLines.draw({ range, plotHeight: frame.plotHeight }, priceText, liveTag);
    const { period, precision } = model;
    const text = { priceText, locale: this.options.locale ?? 'en-US', period, precision };
    const scales = { view, range, volumeMax };
    const crosshair = this.crosshairScene();
    const picture = buildPicture({
      frame,
      resolution: this.resolution,
      series,
      ...scales,
      ...text,
      lastPrice,
      tagCentres,
      crosshair,
    });
    surface.paint(picture);
    this.counters.pictures += 1;
    if (!this.firstRenderDone) {
      this.firstRenderDone = true;
      performance.mark('chart-first-render');
      this.options.onFirstRender?.();
    }
    if (model.takeViewChange()) {
      const oldest = this.options.onNeedHistory ? model.takeHistoryRequest() : null;
      if (oldest !== null) this.options.onNeedHistory?.(oldest);
      layers.showLatestButton(!model.showsLatest);
    }
  }

  /** The crosshair at the pointer for this frame's view and scale (null: none). */
  private crosshairScene(): CrosshairScene | null {
    if (!this.crosshair) return null;
    this.counters.crosshairDraws += 1;
    const { series, view, priceRange, period } = this.model;
    const place = { view, range: priceRange, plotHeight: this.layers.frame.plotHeight, period };
    return crosshairScene(series, this.crosshair, place, this.readoutText, this.theme);
  }

  private priceText(price: number): string {
    return this.formatPrice(price, this.model.precision);
  }

  private layoutFrame(width: number, height: number): void {
    if (!this.layers.layout(width, height, this.priceAxisWidth, this.resolution)) return;
    this.model.priceRange = null;
    this.scheduler.invalidate();
  }

  private measure(): void {
    if (this.disposed || !this.surface) return;
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
  }
}
