// The app's CSP has no 'unsafe-eval': Pixi's polyfills replace its generated (new Function) shader code.
import 'pixi.js/unsafe-eval';
import 'pixi.js/graphics';
import { CanvasRenderer, Container, Graphics, WebGLRenderer } from 'pixi.js';
import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import {
  createDrawingSurface,
  type DrawingSurface,
  devicePixelRatioNow,
  type RendererChoice,
  releasePixiTestContext,
  stopPixiIdleLoop,
} from '../gl.ts';
import { type ChartTheme, cssColour, DARK_THEME } from '../theme.ts';
import { type AxisMark, PriceAxisLayer, TimeAxisLayer } from './axisLayers.ts';
import { BitmapLayer } from './bitmapLayer.ts';
import {
  appendBar,
  barAt,
  type CandleColumns,
  columnsFromCandles,
  copyColumns,
  emptyColumns,
  prependBars,
  writeBar,
} from './candleColumns.ts';
import { candleShapes } from './candleShapes.ts';
import { CrosshairLayer, type CrosshairScene } from './crosshairLayer.ts';
import { setStyle } from './elementPool.ts';
import { ChartGestures, type GestureTarget } from './gestures.ts';
import { type ColouredRect, LiveLayer } from './liveLayer.ts';
import { type PriceRange, yOfPrice } from './priceScale.ts';
import { crosshairScene, FONT_SIZE, liveBarScene, volumeBars, volumePaneHeight } from './scenes.ts';
import {
  barZeroInStrip,
  FIRST_STRIP_PLOT_WIDTHS,
  rangeTransform,
  type StripPlacement,
  stripBars,
  stripCovers,
  stripHorizontal,
  stripRestLeft,
  volumeStretch,
  WIDE_STRIP_PLOT_WIDTHS,
} from './strip.ts';
import { timeMarks } from './timeAxis.ts';
import {
  DEFAULT_BAR_SPACING,
  latestView,
  pan,
  pinch,
  resize,
  showsLatest,
  type Viewport,
  viewOnSameBars,
  visibleRange,
  xOfIndex,
  zoom,
} from './viewport.ts';
import {
  barWidths,
  EMPTY_PRICE_RANGE,
  historyWanted,
  keptPriceRange,
  priceMarkPositions,
  visiblePriceRange,
  visibleVolumeMax,
} from './viewScales.ts';
import { VolumeStrip } from './volumeStrip.ts';

export interface CandleChartLabels {
  scrollToLatest: string;
  drawingUnavailable: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface CandleChartOptions {
  /** decimals of the symbol's prices (TradeSymbol.PricePrecision) */
  precision: number;
  period: CandlePeriod;
  /** BCP 47 locale for month names on the time axis */
  locale?: string;
  /**
   * A price (or a volume, at 0 decimals) as the axis, the price tag and the crosshair show it: the app
   * passes the language's group and decimal marks; plain `toFixed` when not given.
   */
  formatPrice?(value: number, decimals: number): string;
  theme?: Partial<ChartTheme>;
  labels?: Partial<CandleChartLabels>;
  /** which Pixi renderer draws (see RendererChoice); `auto` unless a test pins one */
  renderer?: RendererChoice;
  /** called once after the first frame that shows candles */
  onFirstRender?(): void;
  /** the user scrolled near the oldest bar: load older candles (then call `prependData`) */
  onNeedHistory?(oldestTime: number): void;
}

export interface ChartStats {
  /** renders of the scene strips (Pixi's settled candles, volumes, time axis) */
  frames: number;
  /** rebuilds of the candle and volume geometry */
  geometryBuilds: number;
  /** redraws of the live layer (the last candle, its volume, the last-price line and label) */
  lastBarDraws: number;
  /** redraws of the crosshair layer */
  crosshairDraws: number;
  /** how many plot widths wide the scene strips were last rendered (the first frame's are narrow) */
  stripPlotWidths: number;
}

/** Pixi's renderer of the settled candles: WebGL on the page's canvas, or 2D on an offscreen one */
type ChartRenderer = WebGLRenderer | CanvasRenderer<HTMLCanvasElement | OffscreenCanvas>;

const DEFAULT_LABELS: CandleChartLabels = {
  scrollToLatest: 'Scroll to the latest bar',
  drawingUnavailable:
    'This browser cannot draw the chart: its graphics (WebGL and canvas) are turned off or not supported.',
  open: 'O',
  high: 'H',
  low: 'L',
  close: 'C',
  volume: 'V',
};

const TIME_AXIS_HEIGHT = 22;
/** After a stretched strip has been still this long, it is rendered again at the exact scale. */
const SETTLE_MS = 200;
/** the first frame's narrow strip is widened when the page is idle, or after this long at the latest */
const WIDEN_TIMEOUT_MS = 500;

interface Frame {
  width: number;
  height: number;
  plotWidth: number;
  plotHeight: number;
}

interface BuiltWindow {
  from: number;
  to: number;
  barSpacing: number;
  span: number;
  /** price subtracted from every vertex (keeps float32 precise) */
  base: number;
}

/**
 * A candlestick chart on Pixi v8 (WebGL, or Pixi's 2D canvas renderer where WebGL would be software).
 * Data in, pixels out: no React, no fetch.
 *
 * Drawing model: the settled candles are rendered by Pixi into a strip three plot widths wide (the view
 * and one plot width either side), the volume bars into a 2D canvas strip of the same width, the time
 * axis and vertical grid lines into a strip of positioned elements. A pan moves the strips with
 * compositor transforms; an autoscale that moves the price range stretches the candle strip vertically
 * (and the volume strip from its bottom) while the price axis and horizontal grid lines, also elements,
 * are re-placed. Nothing chart-sized is repainted until the view leaves the strips, the zoom or data
 * change, or a stretched strip has been still for a moment (then it is rendered again, crisp). The
 * candle geometry is built once in bar-index x price space for a window around the strip and drawn
 * with a container transform. The live candle, last-price line and label are on their own layer, so
 * `updateLast` redraws one bar. The crosshair is a few positioned elements on top. Frames are drawn on
 * demand (one requestAnimationFrame per change), never in an idle loop.
 */
export class CandleChart {
  readonly stats: ChartStats = {
    frames: 0,
    geometryBuilds: 0,
    lastBarDraws: 0,
    crosshairDraws: 0,
    stripPlotWidths: 0,
  };
  /** false when neither WebGL nor the 2D canvas works: the host shows a message, every method is a no-op */
  readonly available: boolean;

  private readonly host: HTMLElement;
  protected readonly theme: ChartTheme;
  private readonly labels: CandleChartLabels;
  private readonly options: CandleChartOptions;
  private readonly root: HTMLDivElement;
  /** the candle strip's box (placed, moved and stretched); its canvas fills it */
  private readonly candleStrip: HTMLDivElement;
  protected readonly glCanvas: HTMLCanvasElement;
  /** clips the candle and volume strips to the plot */
  private readonly plotClip: HTMLDivElement;
  /** the time axis' top border, across the chart */
  private readonly timeAxisLine: HTMLDivElement;
  private readonly crosshairLayer: CrosshairLayer;
  /** the transparent element on top that takes the pointer and wheel input */
  private readonly inputLayer: HTMLDivElement;
  private readonly latestButton: HTMLButtonElement;
  protected renderer: ChartRenderer | null = null;
  /** the 2D renderer's offscreen drawing and how it is shown on the page (null with WebGL) */
  protected candleBitmap: BitmapLayer | null = null;
  private surface: DrawingSurface | null = null;
  protected readonly stage = new Container();
  private readonly candleLayer = new Container();
  private readonly candles = new Graphics();
  protected readonly volumeStrip = new VolumeStrip();
  protected readonly timeAxis: TimeAxisLayer;
  protected readonly priceAxis: PriceAxisLayer;
  protected readonly live = new LiveLayer();

  private series: CandleColumns = emptyColumns();
  private precision: number;
  private readonly formatPrice: (value: number, decimals: number) => string;
  private period: CandlePeriod;
  protected frameSize: Frame = { width: 0, height: 0, plotWidth: 0, plotHeight: 0 };
  private priceAxisWidth = 56;
  private view: Viewport = latestView(0, 0);
  private priceRange: PriceRange | null = null;
  private built: BuiltWindow | null = null;
  /** volume at the top of the volume pane as shown */
  private volumeMax = 1;
  /** the view, price range and volume scale the strips were rendered for */
  protected strip: StripPlacement | null = null;
  /** x of bar 0's centre in the plot as shown (CSS px, on device pixels) */
  private layerX = 0;
  private settleTimer = 0;
  /** the view the pending settle was armed for */
  private settleArmedFor: Viewport | null = null;
  /** the strips on screen were drawn for a gesture (narrow, on the zoom's canvas): render them again once still */
  private settleOwed = false;
  /** the next strip render is the one after the view has been still (wide, exact) */
  private settling = false;
  /** the time axis shows labels placed for the view (a zoom in progress), not the strip's */
  private timeAxisFollowsView = false;
  /** plot widths the strip layers (canvases, time axis) are sized for */
  private stripPlotWidths = FIRST_STRIP_PLOT_WIDTHS;
  /** cancels the pending idle-time widening of the first frame's narrow strip */
  private cancelWiden: (() => void) | null = null;
  /** size and resolution of Pixi's canvas */
  private rendererSize = '';
  /** plot size and resolution the zoom's canvases were prepared for */
  private zoomCanvasSize = '';
  /** size, resolution and axis width the layers were laid out for */
  private layoutKey = '';
  /** the view of the last frame (the crosshair and history paging follow view changes) */
  private drawnView: Viewport | null = null;
  private drawnCount = 0;
  private resolution = devicePixelRatioNow();

  private rafId = 0;
  private geometryDirty = true;
  /** the strips must be rendered again (data, size or zoom changed, or a stretched strip settled) */
  private sceneDirty = true;
  private firstRenderDone = false;
  private historyRequestedFor = Number.NaN;
  private disposed = false;

  private readonly resizeObserver: ResizeObserver;
  private crosshair: { x: number; y: number } | null = null;
  private gestures: ChartGestures | null = null;
  private stopWatchingResolution: () => void = () => {};

  protected constructor(host: HTMLElement, options: CandleChartOptions) {
    this.host = host;
    this.options = options;
    this.theme = { ...DARK_THEME, ...options.theme };
    this.labels = { ...DEFAULT_LABELS, ...options.labels };
    this.precision = options.precision;
    this.formatPrice = options.formatPrice ?? ((value, decimals) => value.toFixed(decimals));
    this.period = options.period;

    this.root = document.createElement('div');
    this.root.style.cssText = 'position:absolute;inset:0;overflow:hidden;user-select:none;-webkit-user-select:none';
    this.root.dataset.chart = 'candles';
    this.root.style.background = cssColour(this.theme.background);
    this.candleStrip = document.createElement('div');
    this.candleStrip.style.cssText =
      'position:absolute;left:0;top:0;pointer-events:none;transform-origin:0 0;will-change:transform';
    this.glCanvas = document.createElement('canvas');
    this.glCanvas.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:100%;display:block';
    this.glCanvas.dataset.chartLayer = 'candles';
    this.candleStrip.append(this.glCanvas);
    this.plotClip = document.createElement('div');
    this.plotClip.style.cssText = 'position:absolute;left:0;top:0;overflow:hidden;pointer-events:none;contain:strict';
    this.plotClip.append(this.volumeStrip.element, this.candleStrip);
    this.timeAxisLine = document.createElement('div');
    this.timeAxisLine.style.cssText = `position:absolute;left:0;width:100%;height:1px;background:${cssColour(this.theme.axisLine)}`;
    this.timeAxis = new TimeAxisLayer(this.theme);
    this.priceAxis = new PriceAxisLayer(this.theme);
    this.crosshairLayer = new CrosshairLayer(this.theme, TIME_AXIS_HEIGHT, FONT_SIZE);
    this.inputLayer = document.createElement('div');
    this.inputLayer.style.cssText = 'position:absolute;inset:0;touch-action:none;cursor:crosshair';
    this.latestButton = document.createElement('button');
    this.latestButton.type = 'button';
    this.latestButton.textContent = '\u00bb';
    this.latestButton.title = this.labels.scrollToLatest;
    this.latestButton.setAttribute('aria-label', this.labels.scrollToLatest);
    this.latestButton.dataset.scrollLatest = '';
    this.latestButton.style.cssText =
      'position:absolute;width:32px;height:32px;border-radius:16px;border:1px solid rgba(255,255,255,.18);' +
      'background:rgba(20,26,38,.92);color:#e8ecf4;font-size:18px;line-height:28px;padding:0;cursor:pointer;display:none';
    this.latestButton.addEventListener('click', () => this.scrollToLatest());
    this.root.append(
      this.timeAxis.element,
      this.timeAxisLine,
      this.priceAxis.gridElement,
      this.plotClip,
      this.live.plot,
      this.priceAxis.paneElement,
      this.live.box,
      this.crosshairLayer.element,
      this.inputLayer,
      this.latestButton,
    );
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    host.append(this.root);

    // transparent: the grid and volume layers beneath show through between the candles
    // WebGL draws on the page's canvas; the 2D renderer draws offscreen and presents bitmaps (bitmapLayer.ts)
    const surface = createDrawingSurface(this.glCanvas, {
      choice: options.renderer,
      transparent: true,
      canvas2d: () => {
        this.candleBitmap = new BitmapLayer(this.candleStrip, this.glCanvas);
        return this.candleBitmap.drawing;
      },
    });
    this.available = surface !== null;
    if (!surface) {
      this.showUnavailable();
      this.resizeObserver = new ResizeObserver(() => {});
      return;
    }
    this.surface = surface;
    this.root.dataset.renderer = surface.kind;

    this.candles.context.batchMode = 'no-batch';
    this.candleLayer.addChild(this.candles);
    // Pixi draws only the settled candles, on a transparent canvas over the grid and volume layers
    this.stage.addChild(this.candleLayer);

    this.resizeObserver = new ResizeObserver(() => this.measure());
    this.resizeObserver.observe(host);
    this.listen();
  }

  /** Creates the chart inside `host` (which it fills). Resolves once the GL renderer is ready. */
  static async create(host: HTMLElement, options: CandleChartOptions): Promise<CandleChart> {
    const chart = new CandleChart(host, options);
    await chart.init();
    return chart;
  }

  protected async init(): Promise<void> {
    const surface = this.surface;
    if (!surface) return;
    const shared = {
      canvas: surface.kind === 'canvas' ? surface.canvas : this.glCanvas,
      width: Math.max(1, this.host.clientWidth * FIRST_STRIP_PLOT_WIDTHS),
      height: Math.max(1, this.host.clientHeight),
      resolution: this.resolution,
      backgroundAlpha: 0,
      autoDensity: false,
      skipExtensionImports: true,
    };
    stopPixiIdleLoop();
    let renderer: ChartRenderer;
    if (surface.kind === 'webgl') {
      const webgl = new WebGLRenderer();
      await webgl.init({ ...shared, canvas: this.glCanvas, context: surface.gl, antialias: false });
      renderer = webgl;
    } else {
      const canvas2d = new CanvasRenderer<HTMLCanvasElement | OffscreenCanvas>();
      await canvas2d.init({ ...shared, canvas: surface.canvas });
      renderer = canvas2d;
    }
    if (this.disposed) {
      renderer.destroy();
      return;
    }
    this.renderer = renderer;
    this.measure();
  }

  // ---------------------------------------------------------------- public API

  /**
   * Replaces all candles (ascending by Time). The same period's candles again (a resync, older bars paged
   * in front) keep the view on the bars it showed; otherwise, or when it followed the latest, the latest.
   */
  setData(data: CandleColumns | readonly Candle[], options: { precision?: number; period?: CandlePeriod } = {}): void {
    if (!this.available) return;
    const previous = this.series;
    const samePeriod = options.period === undefined || options.period === this.period;
    // a copy: the caller (a candle watch) goes on writing live tails into its own columns
    this.series = isColumns(data) ? copyColumns(data) : columnsFromCandles(data);
    if (options.precision !== undefined) this.precision = options.precision;
    if (options.period !== undefined) this.period = options.period;
    this.historyRequestedFor = Number.NaN;
    this.measurePriceAxis();
    const kept = samePeriod ? viewOnSameBars(this.view, previous, this.series) : null;
    this.view =
      kept ?? latestView(this.frameSize.plotWidth, this.series.length, this.view.barSpacing || DEFAULT_BAR_SPACING);
    this.priceRange = null;
    this.geometryDirty = true;
    this.invalidate({ scene: true });
  }

  /** Older candles in front (paging back); the view stays on the same bars. */
  prependData(older: readonly Candle[]): void {
    if (!this.available) return;
    const added = prependBars(this.series, older);
    if (added === 0) return;
    this.view = { ...this.view, rightIndex: this.view.rightIndex + added };
    this.historyRequestedFor = Number.NaN;
    this.geometryDirty = true;
    this.invalidate({ scene: true });
  }

  /**
   * The live candle: same Time as the last bar replaces it (only that bar is redrawn); a later Time
   * appends a bar (and keeps following the latest if the view was there). Older times are ignored.
   */
  updateLast(candle: Candle): void {
    if (!this.available) return;
    const last = this.series.length - 1;
    const lastTime = last >= 0 ? (this.series.time[last] ?? 0) : Number.NEGATIVE_INFINITY;
    if (candle.Time === lastTime) {
      // only the live layer is redrawn (a moved price or volume scale stretches the strips, see draw)
      writeBar(this.series, last, candle);
      this.invalidate();
    } else if (candle.Time > lastTime) {
      const following = showsLatest(this.view, this.series.length);
      appendBar(this.series, candle);
      if (following) this.view = { ...this.view, rightIndex: this.view.rightIndex + 1 };
      this.geometryDirty = true;
      this.invalidate({ scene: true });
    }
  }

  scrollToLatest(): void {
    if (!this.available) return;
    this.gestures?.stopInertia();
    this.view = latestView(this.frameSize.plotWidth, this.series.length, this.view.barSpacing);
    this.invalidate();
  }

  /** x (CSS px from the host's left) of bar `index`'s centre. */
  xOfIndex(index: number): number {
    return xOfIndex(this.view, index);
  }

  /** y (CSS px from the host's top) of a price at the current scale. */
  yOfPrice(price: number): number {
    const range = this.priceRange ?? EMPTY_PRICE_RANGE;
    return yOfPrice(range, 0, this.frameSize.plotHeight, price);
  }

  /** The latest bar (the live candle), if any. */
  lastBar(): Candle | undefined {
    return barAt(this.series, this.series.length - 1);
  }

  get barCount(): number {
    return this.series.length;
  }

  /** which Pixi renderer draws this chart (null when none could be created) */
  get rendererKind(): DrawingSurface['kind'] | null {
    return this.surface?.kind ?? null;
  }

  get barSpacing(): number {
    return this.view.barSpacing;
  }

  /** Draws any pending change now instead of at the next animation frame (tests, benchmarks). */
  flush(): void {
    if (this.rafId) cancelAnimationFrame(this.rafId);
    this.rafId = 0;
    this.draw();
  }

  /** Sets or clears the crosshair at a point in CSS px (what hover and long-press do). */
  setCrosshair(point: { x: number; y: number } | null): void {
    this.crosshair = point;
    this.drawCrosshair();
  }

  /** Frees the GL context, textures, listeners and DOM. Safe to call twice. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.rafId) cancelAnimationFrame(this.rafId);
    this.gestures?.dispose();
    window.clearTimeout(this.settleTimer);
    this.cancelWiden?.();
    this.resizeObserver.disconnect();
    this.stopWatchingResolution();
    this.stage.destroy({ children: true });
    // Pixi's GL context system calls WEBGL_lose_context on destroy: the context is freed now.
    this.renderer?.destroy();
    this.renderer = null;
    this.surface = null;
    this.candleBitmap?.dispose();
    this.volumeStrip.dispose();
    this.series = emptyColumns();
    this.root.remove();
  }

  // ---------------------------------------------------------------- layout

  private showUnavailable(): void {
    const message = document.createElement('div');
    message.setAttribute('role', 'alert');
    message.dataset.chartUnavailable = '';
    message.textContent = this.labels.drawingUnavailable;
    message.style.cssText =
      'position:absolute;inset:0;display:flex;align-items:center;justify-content:center;padding:24px;' +
      `text-align:center;color:${cssColour(this.theme.text)};font:14px/1.5 ${this.theme.fontFamily}`;
    this.candleStrip.remove();
    this.crosshairLayer.element.remove();
    this.inputLayer.remove();
    this.root.append(message);
  }

  /** A price at the symbol's decimals as the chart shows it (CandleChartOptions.formatPrice). */
  private priceText(price: number): string {
    return this.formatPrice(price, this.precision);
  }

  private measurePriceAxis(): void {
    let widest = 0;
    const sample = this.series.length > 0 ? this.series.length - 1 : -1;
    if (sample >= 0) {
      const price = Math.max(this.series.high[sample] ?? 0, this.series.high[0] ?? 0);
      widest = this.priceText(price * 1.5).length;
    }
    this.priceAxisWidth = Math.max(48, Math.ceil(widest * 6.8 + 14));
    this.layoutFrame(this.frameSize.width, this.frameSize.height);
  }

  private layoutFrame(width: number, height: number): void {
    const key = `${width}x${height}@${this.resolution}/${this.priceAxisWidth}`;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    this.frameSize = {
      width,
      height,
      plotWidth: Math.max(1, width - this.priceAxisWidth),
      plotHeight: Math.max(1, height - TIME_AXIS_HEIGHT),
    };
    const { plotWidth, plotHeight } = this.frameSize;
    this.sizeStrips(this.stripPlotWidths);
    setStyle(this.plotClip, 'width', `${plotWidth}px`);
    setStyle(this.plotClip, 'height', `${plotHeight}px`);
    setStyle(this.timeAxisLine, 'top', `${plotHeight}px`);
    this.priceAxis.layout(plotWidth, plotHeight, width, height);
    this.crosshairLayer.layout(plotWidth, plotHeight, width);
    this.live.layout(plotWidth, plotHeight);
    this.strip = null;
    this.priceRange = null;
    this.sceneDirty = true;
    this.latestButton.style.right = `${this.priceAxisWidth + 8}px`;
    this.latestButton.style.bottom = `${TIME_AXIS_HEIGHT + 10}px`;
  }

  /** Sizes the candle canvas, the volume canvas and the time-axis strip for strips `plotWidths` wide. */
  private sizeStrips(plotWidths: number): void {
    this.stripPlotWidths = plotWidths;
    const { plotWidth, plotHeight } = this.frameSize;
    const stripLeft = stripRestLeft(plotWidth, plotWidths);
    const stripWidth = plotWidth * plotWidths;
    // the strips' rest position (stripLeft) is part of their transform (placeStrips), never `left`:
    // moving a laid-out box is a layout shift (CLS), and the first, narrow strip is widened later
    setStyle(this.candleStrip, 'width', `${stripWidth}px`);
    setStyle(this.candleStrip, 'height', `${plotHeight}px`);
    this.volumeStrip.layout(stripLeft, stripWidth, volumePaneHeight(plotHeight), plotHeight, this.resolution);
    this.timeAxis.layout(stripLeft, stripWidth, this.frameSize.height);
  }

  /** After the first frame: render the wide strips when the page is idle (usually before the user pans). */
  private scheduleWiden(): void {
    if (this.cancelWiden) return;
    const widen = () => {
      this.cancelWiden = null;
      if (this.stripPlotWidths !== WIDE_STRIP_PLOT_WIDTHS) this.invalidate({ scene: true });
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(widen, { timeout: WIDEN_TIMEOUT_MS });
      this.cancelWiden = () => {
        cancelIdleCallback(handle);
        this.cancelWiden = null;
      };
    } else {
      const handle = window.setTimeout(widen, SETTLE_MS);
      this.cancelWiden = () => {
        window.clearTimeout(handle);
        this.cancelWiden = null;
      };
    }
  }

  private measure(): void {
    if (this.disposed || !this.renderer) return;
    const width = Math.max(1, Math.round(this.host.clientWidth));
    const height = Math.max(1, Math.round(this.host.clientHeight));
    const resolution = devicePixelRatioNow();
    if (width === this.frameSize.width && height === this.frameSize.height && resolution === this.resolution) return;
    this.resolution = resolution;
    this.layoutFrame(width, height);
    this.view =
      this.view.width === 0
        ? latestView(this.frameSize.plotWidth, this.series.length, this.view.barSpacing || DEFAULT_BAR_SPACING)
        : resize(this.view, this.frameSize.plotWidth, this.series.length);
    this.geometryDirty = true;
    // no data yet (the chart was just made): the first frame waits for setData instead of drawing empty
    if (this.series.length > 0) this.flush();
    else this.invalidate();
    this.drawCrosshair();
  }

  // ---------------------------------------------------------------- frames

  /** Asks for a frame; `scene: true` when the bars changed (the strips must be rendered again). */
  private invalidate(options: { scene?: boolean } = {}): void {
    if (options.scene) this.sceneDirty = true;
    if (this.rafId || this.disposed || !this.renderer) return;
    this.rafId = requestAnimationFrame(() => {
      this.rafId = 0;
      this.draw();
    });
  }

  private draw(): void {
    const renderer = this.renderer;
    if (!renderer || this.disposed) return;
    const count = this.series.length;
    const { from } = visibleRange(this.view);

    // price range of the visible bars (the live bar included); a change re-places the price axis
    const range = visiblePriceRange(this.series, this.view, this.precision);
    const shownRange = keptPriceRange(this.priceRange, range, this.frameSize.plotHeight);
    if (shownRange !== this.priceRange) {
      this.priceRange = shownRange;
      this.priceAxis.render(this.priceMarks(shownRange), FONT_SIZE);
    }
    this.volumeMax = visibleVolumeMax(this.series, this.view);

    const strip = this.strip;
    const placed =
      !this.sceneDirty &&
      strip !== null &&
      stripCovers(strip, this.view, this.frameSize.plotWidth, this.resolution) &&
      this.placeStrips(strip, shownRange);
    if (!placed) this.renderStrips(renderer, shownRange);
    this.drawLive(shownRange);
    if (count > 0 && !this.firstRenderDone) {
      this.firstRenderDone = true;
      performance.mark('chart-first-render');
      this.options.onFirstRender?.();
    }
    if (this.view !== this.drawnView || count !== this.drawnCount) {
      this.drawnView = this.view;
      this.drawnCount = count;
      this.maybeRequestHistory(from);
      if (this.crosshair) this.drawCrosshair();
      const hidden = count === 0 || showsLatest(this.view, count);
      this.latestButton.style.display = hidden ? 'none' : 'block';
    }
  }

  /** Moves and stretches the strips to the current view; false when they cannot show it (render again). */
  private placeStrips(strip: StripPlacement, shownRange: PriceRange): boolean {
    const vertical = rangeTransform(strip.range, shownRange, this.frameSize.plotHeight);
    const volume = volumeStretch(strip.volumeMax, this.volumeMax);
    if (!vertical || volume === null) return false;
    const { plotWidth, plotHeight } = this.frameSize;
    const horizontal = stripHorizontal(strip, this.view, plotWidth, this.resolution);
    const { translate: shift, scale } = horizontal;
    // back at the strip's zoom with labels placed for a zoom in between: the strip's labels are gone
    if (scale === 1 && this.timeAxisFollowsView) return false;
    const stretched = vertical.scale !== 1 || vertical.translate !== 0 || scale !== 1;
    const restLeft = stripRestLeft(plotWidth, strip.plotWidths);
    const x = restLeft + shift;
    setStyle(
      this.candleStrip,
      'transform',
      stretched ? `translate(${x}px,${vertical.translate}px) scale(${scale},${vertical.scale})` : `translateX(${x}px)`,
    );
    this.volumeStrip.place(shift, scale, volume);
    if (scale === 1) {
      this.timeAxis.moveTo(shift);
    } else {
      // a zoom in progress: the labels are placed for the view (stretching them would stretch the text)
      const { from, to } = visibleRange(this.view);
      const marks = timeMarks(this.series.time, this.series.length, from, to, this.view.barSpacing, {
        locale: this.options.locale ?? 'en-US',
        period: this.period,
      });
      this.timeAxis.moveTo(0);
      this.timeAxisFollowsView = true;
      this.timeAxis.render(
        marks.map((mark) => ({ at: xOfIndex(this.view, mark.index) - restLeft, label: mark.label })),
        plotHeight,
      );
    }
    this.layerX = restLeft + shift + scale * barZeroInStrip(strip, plotWidth, this.resolution);
    // a stretched strip, or one drawn for a gesture, is rendered again once the view is still
    if (stretched || volume !== 1 || this.settleOwed) this.settleLater();
    else this.cancelSettle();
    return true;
  }

  /** Renders the strips again, wide and at the exact scale, once the view has been still for a moment. */
  private settleLater(): void {
    // re-armed only when the view moved: live ticks re-place the strips many times a second and must
    // not postpone the settle forever
    if (this.settleTimer && this.settleArmedFor === this.view) return;
    window.clearTimeout(this.settleTimer);
    this.settleArmedFor = this.view;
    this.settleTimer = window.setTimeout(() => {
      this.settleTimer = 0;
      this.settling = true;
      this.invalidate({ scene: true });
    }, SETTLE_MS);
  }

  private cancelSettle(): void {
    window.clearTimeout(this.settleTimer);
    this.settleTimer = 0;
  }

  /** Every bar but the live one into the strips (one Pixi render, the volume canvas, the time axis). */
  private renderStrips(renderer: ChartRenderer, shownRange: PriceRange): void {
    this.sceneDirty = false;
    this.cancelSettle();
    const { plotWidth, plotHeight } = this.frameSize;
    const view = this.view;
    const spacing = view.barSpacing;
    // The first frame's strip is only as wide as the plot (a third of the pixels); the wide strip
    // follows when the page is idle. So are the strips a zoom gesture needs (it zoomed past what a
    // stretch shows well): the wide strips follow once the view has been still.
    const zooming = !this.settling && this.strip !== null && this.strip.barSpacing !== spacing;
    this.settling = false;
    const plotWidths = this.firstRenderDone && !zooming ? WIDE_STRIP_PLOT_WIDTHS : FIRST_STRIP_PLOT_WIDTHS;
    if (plotWidths !== this.stripPlotWidths) this.sizeStrips(plotWidths);
    if (!this.firstRenderDone && plotWidths !== WIDE_STRIP_PLOT_WIDTHS && this.series.length > 0) this.scheduleWiden();
    else this.cancelWiden?.();
    const { from, to } = stripBars(view, plotWidth, plotWidths);

    // geometry window (Pixi): a wide strip plus one plot width either side, so pans reuse it; the
    // first frame's narrow strip only its own bars
    const wide = plotWidths === WIDE_STRIP_PLOT_WIDTHS;
    const strip: StripPlacement = {
      plotWidths,
      rightIndex: view.rightIndex,
      barSpacing: spacing,
      range: shownRange,
      volumeMax: this.volumeMax,
    };
    this.strip = strip;
    // strip x of bar i = zero + i * spacing; y = (max - price) * plotHeight / span
    const zero = barZeroInStrip(strip, plotWidth, this.resolution);
    // In the middle of a zoom, the 2D path draws on the gesture's canvas (see BitmapLayer): no Pixi
    // render and no new buffer per notch. Otherwise Pixi renders and the result is shown as a bitmap.
    const moving = zooming && this.firstRenderDone;
    this.settleOwed = moving;
    const stripWidth = plotWidth * plotWidths;
    const resolution = this.resolution;
    const movingContext = moving
      ? (this.candleBitmap?.moving(Math.round(stripWidth * resolution), Math.round(plotHeight * resolution)) ?? null)
      : null;
    if (movingContext) this.drawCandles(movingContext, zero, Math.floor(from), Math.ceil(to), shownRange);
    else this.renderCandles(renderer, { from, to, extra: wide ? plotWidth / spacing : 1, zero, range: shownRange });
    releasePixiTestContext();

    this.volumeStrip.render(this.volumeBars(zero, Math.floor(from), Math.ceil(to)), { moving });
    const marks = timeMarks(this.series.time, this.series.length, from, to, spacing, {
      locale: this.options.locale ?? 'en-US',
      period: this.period,
    });
    this.timeAxis.render(
      marks.map((mark) => ({ at: zero + mark.index * spacing, label: mark.label })),
      plotHeight,
    );
    this.timeAxisFollowsView = false;
    this.placeStrips(strip, shownRange);
    if (!moving && wide) this.prepareZoomCanvases();
    this.stats.frames += 1;
    this.stats.stripPlotWidths = plotWidths;
  }

  /** Once per size, after a wide render (usually in idle time): the canvases a zoom draws on, ready. */
  private prepareZoomCanvases(): void {
    const { plotWidth, plotHeight } = this.frameSize;
    const size = `${plotWidth}x${plotHeight}@${this.resolution}`;
    if (size === this.zoomCanvasSize) return;
    this.zoomCanvasSize = size;
    this.candleBitmap?.prepareMoving(Math.round(plotWidth * this.resolution), Math.round(plotHeight * this.resolution));
    this.volumeStrip.prepareMoving(plotWidth);
  }

  /**
   * Pixi renders the settled candles of the strip: geometry built for bars [from - extra, to + extra]
   * (reused while it covers the strip at this zoom), placed with the layer's transform.
   */
  private renderCandles(
    renderer: ChartRenderer,
    strip: { from: number; to: number; extra: number; zero: number; range: PriceRange },
  ): void {
    const { plotWidth, plotHeight } = this.frameSize;
    const { from, to, extra, zero, range } = strip;
    const spacing = this.view.barSpacing;
    const span = range.max - range.min;
    const built = this.built;
    if (
      this.geometryDirty ||
      !built ||
      built.barSpacing !== spacing ||
      from < built.from ||
      to > built.to + 1 ||
      span > built.span * 1.6 ||
      span < built.span / 1.6
    ) {
      this.buildGeometry(Math.floor(from - extra), Math.ceil(to + extra), span);
    }
    const size = `${plotWidth * this.stripPlotWidths}x${plotHeight}@${this.resolution}`;
    if (size !== this.rendererSize) {
      this.rendererSize = size;
      renderer.resize(plotWidth * this.stripPlotWidths, plotHeight, this.resolution);
    }
    const base = this.built?.base ?? 0;
    const scaleY = plotHeight / span;
    this.candleLayer.position.set(zero, (range.max - base) * scaleY);
    this.candleLayer.scale.set(spacing, -scaleY);
    renderer.render(this.stage);
    this.candleBitmap?.present();
  }

  /** The settled candles of bars [from, to] on a 2D context (strip px, as Pixi would place them). */
  private drawCandles(
    context: CanvasRenderingContext2D,
    zero: number,
    from: number,
    to: number,
    range: PriceRange,
  ): void {
    const { plotHeight } = this.frameSize;
    const spacing = this.view.barSpacing;
    const span = range.max - range.min;
    const scaleY = plotHeight / span;
    context.setTransform(this.resolution, 0, 0, this.resolution, 0, 0);
    const last = Math.min(this.series.length - 2, to);
    for (const rising of [true, false]) {
      context.fillStyle = cssColour(rising ? this.theme.up : this.theme.down);
      candleShapes(this.series, from, last, rising, this.barWidths(), span / plotHeight, (x, y, width, height) =>
        context.fillRect(zero + x * spacing, (range.max - y - height) * scaleY, width * spacing, height * scaleY),
      );
    }
  }

  /** Volume bars of settled bars [from, to] in the volume strip's px (see scenes.ts). */
  private volumeBars(zero: number, from: number, to: number): ColouredRect[] {
    return volumeBars(
      this.series,
      { from, to, zero, barSpacing: this.view.barSpacing },
      { height: volumePaneHeight(this.frameSize.plotHeight), volumeMax: this.volumeMax },
      this.theme,
    );
  }

  /** Where the candle strip shows, in chart px (stretched by the current price range). */
  protected candleStripPlacement(strip: StripPlacement): { x: number; y: number; width: number; height: number } {
    const { plotWidth, plotHeight } = this.frameSize;
    const range = this.priceRange ?? strip.range;
    const vertical = rangeTransform(strip.range, range, plotHeight) ?? { scale: 1, translate: 0 };
    const horizontal = stripHorizontal(strip, this.view, plotWidth, this.resolution);
    return {
      x: stripRestLeft(plotWidth, strip.plotWidths) + horizontal.translate,
      y: vertical.translate,
      width: plotWidth * strip.plotWidths * horizontal.scale,
      height: plotHeight * vertical.scale,
    };
  }

  private maybeRequestHistory(from: number): void {
    if (!this.options.onNeedHistory) return;
    const oldest = historyWanted(this.series, from, this.historyRequestedFor);
    if (oldest === null) return;
    this.historyRequestedFor = oldest;
    this.options.onNeedHistory(oldest);
  }

  private barWidths(): { body: number; wick: number } {
    return barWidths(this.view.barSpacing);
  }

  private buildGeometry(fromIndex: number, toIndex: number, span: number): void {
    const series = this.series;
    const lastIndex = series.length - 1;
    const base = this.built?.base ?? series.close[lastIndex] ?? 0;
    const widths = this.barWidths();
    const minHeight = span / Math.max(1, this.frameSize.plotHeight);
    const candles = this.candles;
    candles.clear();
    // two passes (rising, falling) so each colour is one fill of many rectangles
    for (const rising of [true, false]) {
      const drawn = candleShapes(
        series,
        fromIndex,
        Math.min(lastIndex - 1, toIndex),
        rising,
        widths,
        minHeight,
        (x, y, width, height) => candles.rect(x, y - base, width, height),
      );
      if (drawn > 0) candles.fill(rising ? this.theme.up : this.theme.down);
    }
    this.built = { from: fromIndex, to: toIndex, barSpacing: this.view.barSpacing, span, base };
    this.geometryDirty = false;
    this.stats.geometryBuilds += 1;
  }

  /** The live bar, its volume, the last-price line and label, on the live layer (no Pixi render). */
  private drawLive(range: PriceRange): void {
    this.stats.lastBarDraws += 1;
    const place = { layerX: this.layerX, barSpacing: this.view.barSpacing, range, volumeMax: this.volumeMax };
    this.live.draw(liveBarScene(this.series, place, this.frameSize, this.theme, (price) => this.priceText(price)));
  }

  /** Price axis marks for `range`: nice steps, kept off the plot's top and bottom edges. */
  private priceMarks(range: PriceRange): AxisMark[] {
    return priceMarkPositions(range, this.frameSize.plotHeight, this.precision).map(({ price, y }) => ({
      at: y,
      label: this.priceText(price),
    }));
  }

  // ---------------------------------------------------------------- crosshair (positioned elements)

  private drawCrosshair(): void {
    if (this.disposed) return;
    this.stats.crosshairDraws += 1;
    this.crosshairLayer.draw(this.crosshairScene());
  }

  /** What the crosshair shows at the pointer (see scenes.ts). */
  private crosshairScene(): CrosshairScene | null {
    return crosshairScene(
      this.series,
      this.crosshair,
      { view: this.view, range: this.priceRange, plotHeight: this.frameSize.plotHeight, period: this.period },
      {
        labels: this.labels,
        price: (value) => this.priceText(value),
        volume: (value) => this.formatPrice(value, 0),
      },
      this.theme,
    );
  }

  // ---------------------------------------------------------------- input

  /** What pointer and wheel gestures do to the view (see gestures.ts). */
  private gestureTarget(): GestureTarget {
    return {
      pan: (dx) => {
        const before = this.view.rightIndex;
        this.panBy(dx);
        return this.view.rightIndex !== before;
      },
      zoom: (factor, focalX) => this.zoomBy(factor, focalX),
      pinch: (before, after) => {
        this.view = pinch(this.view, before, after, this.series.length);
        this.invalidate();
      },
      crosshair: (point) => this.setCrosshair(point),
      hasCrosshair: () => this.crosshair !== null,
      plotWidth: () => this.frameSize.plotWidth,
    };
  }

  /** Pointer and wheel input, and a change of the screen's resolution. */
  private listen(): void {
    this.gestures = new ChartGestures(this.inputLayer, this.gestureTarget());
    this.watchResolution();
  }

  /** Re-measures when the screen's resolution changes, then watches the new one (each query matches one value). */
  private watchResolution(): void {
    const media = window.matchMedia(`(resolution: ${devicePixelRatioNow()}dppx)`);
    const onChange = () => {
      media.removeEventListener('change', onChange);
      if (this.disposed) return;
      this.measure();
      this.watchResolution();
    };
    media.addEventListener('change', onChange);
    this.stopWatchingResolution = () => media.removeEventListener('change', onChange);
  }

  /** Test and benchmark hook: a drag by dx CSS px, as a pointer drag would do. */
  panBy(dx: number): void {
    this.view = pan(this.view, dx, this.series.length);
    this.invalidate();
  }

  /** Test and benchmark hook: zoom around a focal x, as the wheel or a pinch would do. */
  zoomBy(factor: number, focalX: number): void {
    this.view = zoom(this.view, factor, focalX, this.series.length);
    this.invalidate();
  }
}

function isColumns(data: CandleColumns | readonly Candle[]): data is CandleColumns {
  return !Array.isArray(data);
}
