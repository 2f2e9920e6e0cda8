import { devicePixelRatioNow } from '../devicePixelRatio.ts';
import { type ChartTheme, DARK_THEME } from '../theme.ts';
import { type SparkDirection, sparklinePoints } from './geometry.ts';

/**
 * Live prices redraw the mini charts at most this often: the last point of a 48 px chart moving 10
 * times a second is not worth a repaint each time on a cheap phone. Layout changes (scroll, new rows)
 * still draw at the next frame.
 */
export const LIVE_REDRAW_MS = 1000;

/** Both implementations draw the same line and area. */
export const LINE_WIDTH = 1.25;
export const AREA_ALPHA = 0.16;

export interface SparklineStats {
  frames: number;
  /** rebuilds of one series' drawing */
  builds: number;
}

/** Which implementation draws the mini charts: Pixi WebGL (GPU) or the browser's 2D canvas (fallback). */
export type SparklineImplementation = 'pixi' | 'canvas2d';

/** What the market list drives: every mini chart of a list on one shared canvas. */
export interface SparklineSurface {
  readonly kind: SparklineImplementation;
  readonly stats: SparklineStats;
  /** false when the browser gave no context: the rows then show no mini chart, the list works */
  readonly available: boolean;
  readonly attachedCount: number;
  /** A symbol's close series, oldest first. */
  setSeries(key: string, closes: ArrayLike<number>): void;
  /** Live price: replaces the latest close (the current bucket). */
  updateLast(key: string, close: number): void;
  setDirection(key: string, direction: SparkDirection): void;
  /** A row entered the viewport: draw its series into this element's box. */
  attach(key: string, element: HTMLElement): void;
  /** A row left the viewport: its drawing is freed. */
  detach(key: string, element?: HTMLElement): void;
  /** Layout moved (scroll, filter): read the boxes again and redraw at the next frame. */
  invalidate(): void;
  /** Draw now (tests, benches). */
  flush(): void;
  dispose(): void;
}

interface Slot<Row> {
  element: HTMLElement | null;
  closes: Float64Array;
  direction: SparkDirection;
  row: Row | null;
  /** size the row was built for; -1 = needs a rebuild */
  builtWidth: number;
  builtHeight: number;
  dirty: boolean;
  /** where the element's box was at the last layout read, relative to the host; null when off screen */
  box: { x: number; y: number; width: number; height: number } | null;
}

/** A row on screen this frame, in canvas coordinates (the band's left already taken off). */
export interface ShownRow<Row> {
  row: Row;
  x: number;
  y: number;
  colour: number;
}

/**
 * The bookkeeping both implementations share: one transparent canvas laid over the list, covering only
 * the band of the attached slots (the mini-chart column); slots whose boxes are read only when layout
 * may have moved (attach, detach, scroll, resize), so a price update never reads layout; a row's
 * drawing rebuilt only when its data or box size changes; frames drawn on demand, never in an idle loop.
 * Subclasses say how a row is built, how the band is resized and how a frame is painted.
 */
export abstract class SparklineSurfaceBase<Row> implements SparklineSurface {
  abstract readonly kind: SparklineImplementation;
  readonly stats: SparklineStats = { frames: 0, builds: 0 };
  protected readonly host: HTMLElement;
  protected readonly canvas: HTMLCanvasElement;
  protected readonly theme: ChartTheme;
  protected size = { width: 0, height: 0, resolution: devicePixelRatioNow() };
  protected band = { left: 0, width: 0 };
  private readonly slots = new Map<string, Slot<Row>>();
  private readonly resizeObserver: ResizeObserver;
  private started = false;
  private rafId = 0;
  private liveTimer = 0;
  private layoutDirty = true;
  protected disposed = false;

  protected constructor(host: HTMLElement, theme: Partial<ChartTheme> | undefined) {
    this.host = host;
    this.theme = { ...DARK_THEME, ...theme };
    this.canvas = document.createElement('canvas');
    this.canvas.dataset.sparklines = '';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.style.cssText =
      'position:absolute;left:0;top:0;width:0;height:100%;pointer-events:none;display:block;z-index:1';
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    this.resizeObserver = new ResizeObserver(() => this.measure());
  }

  /** The drawing context is ready: show the canvas and draw from now on. */
  protected start(): void {
    if (this.disposed) return;
    this.started = true;
    this.host.append(this.canvas);
    this.resizeObserver.observe(this.host);
    this.measure();
  }

  get available(): boolean {
    return this.started;
  }

  /** A row's drawing for these points (x0, y0, ...) in a box of `height`; `previous` may be reused. */
  protected abstract buildRow(points: Float32Array, height: number, previous: Row | null): Row | null;
  protected abstract freeRow(row: Row): void;
  /** The canvas now covers `band.width` x `size.height` CSS pixels at `size.resolution`. */
  protected abstract resizeSurface(): void;
  protected abstract paint(shown: readonly ShownRow<Row>[]): void;
  protected abstract releaseSurface(): void;

  private slot(key: string): Slot<Row> {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = {
        element: null,
        closes: new Float64Array(0),
        direction: 'flat',
        row: null,
        builtWidth: -1,
        builtHeight: -1,
        dirty: true,
        box: null,
      };
      this.slots.set(key, slot);
    }
    return slot;
  }

  setSeries(key: string, closes: ArrayLike<number>): void {
    const slot = this.slot(key);
    slot.closes = Float64Array.from(closes);
    slot.dirty = true;
    if (slot.element) this.schedule();
  }

  updateLast(key: string, close: number): void {
    const slot = this.slots.get(key);
    if (!slot || slot.closes.length === 0 || !Number.isFinite(close)) return;
    if (slot.closes[slot.closes.length - 1] === close) return;
    slot.closes[slot.closes.length - 1] = close;
    slot.dirty = true;
    if (slot.element) this.scheduleLive();
  }

  setDirection(key: string, direction: SparkDirection): void {
    const slot = this.slot(key);
    if (slot.direction === direction) return;
    slot.direction = direction;
    if (slot.element) this.scheduleLive();
  }

  attach(key: string, element: HTMLElement): void {
    this.slot(key).element = element;
    this.invalidate();
  }

  detach(key: string, element?: HTMLElement): void {
    const slot = this.slots.get(key);
    if (!slot || (element && slot.element !== element)) return;
    slot.element = null;
    if (slot.row) this.freeRow(slot.row);
    slot.row = null;
    slot.builtWidth = -1;
    this.invalidate();
  }

  invalidate(): void {
    this.layoutDirty = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.rafId || this.disposed || !this.started) return;
    this.rafId = requestAnimationFrame(() => {
      this.rafId = 0;
      this.draw();
    });
  }

  /** Redraw for a live change: within LIVE_REDRAW_MS, or with the next frame already asked for. */
  private scheduleLive(): void {
    if (this.liveTimer || this.rafId || this.disposed || !this.started) return;
    this.liveTimer = window.setTimeout(() => {
      this.liveTimer = 0;
      this.schedule();
    }, LIVE_REDRAW_MS);
  }

  flush(): void {
    if (this.rafId) cancelAnimationFrame(this.rafId);
    this.rafId = 0;
    this.draw();
  }

  get attachedCount(): number {
    let count = 0;
    for (const slot of this.slots.values()) if (slot.element) count += 1;
    return count;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.rafId) cancelAnimationFrame(this.rafId);
    window.clearTimeout(this.liveTimer);
    this.resizeObserver.disconnect();
    this.releaseSurface();
    this.slots.clear();
    this.canvas.remove();
  }

  private measure(): void {
    if (!this.started || this.disposed) return;
    const width = Math.max(1, Math.round(this.host.clientWidth));
    const height = Math.max(1, Math.round(this.host.clientHeight));
    const resolution = devicePixelRatioNow();
    if (width === this.size.width && height === this.size.height && resolution === this.size.resolution) return;
    this.size = { width, height, resolution };
    this.band = { left: 0, width: 0 };
    this.layoutDirty = true;
    this.flush();
  }

  /** Places the canvas over [left, right) of the host. */
  private fitBand(left: number, right: number): void {
    const width = Math.max(1, right - left);
    if (left === this.band.left && width === this.band.width) return;
    this.band = { left, width };
    this.canvas.style.left = `${left}px`;
    this.canvas.style.width = `${width}px`;
    this.resizeSurface();
  }

  /** Reads every attached box once (one layout pass), keeping only those on screen. */
  private readBoxes(): void {
    this.layoutDirty = false;
    const origin = this.host.getBoundingClientRect();
    for (const slot of this.slots.values()) {
      if (!slot.element) {
        slot.box = null;
        continue;
      }
      const rect = slot.element.getBoundingClientRect();
      const x = Math.round(rect.left - origin.left);
      const y = Math.round(rect.top - origin.top);
      const onScreen =
        rect.width > 0 && y + rect.height > 0 && y < this.size.height && x + rect.width > 0 && x < this.size.width;
      slot.box = onScreen ? { x, y, width: Math.round(rect.width), height: Math.round(rect.height) } : null;
    }
  }

  private colour(direction: SparkDirection): number {
    return direction === 'up' ? this.theme.up : direction === 'down' ? this.theme.down : this.theme.flat;
  }

  private rowOf(slot: Slot<Row>, width: number, height: number): Row | null {
    if (!slot.dirty && slot.builtWidth === width && slot.builtHeight === height) return slot.row;
    slot.row = this.buildRow(sparklinePoints(slot.closes, width, height), height, slot.row);
    slot.builtWidth = width;
    slot.builtHeight = height;
    slot.dirty = false;
    this.stats.builds += 1;
    return slot.row;
  }

  private draw(): void {
    if (!this.started || this.disposed) return;
    window.clearTimeout(this.liveTimer);
    this.liveTimer = 0;
    if (this.layoutDirty) this.readBoxes();
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    for (const slot of this.slots.values()) {
      if (!slot.element || !slot.box) continue;
      minX = Math.min(minX, slot.box.x);
      maxX = Math.max(maxX, slot.box.x + slot.box.width);
    }
    if (minX <= maxX) this.fitBand(Math.max(0, minX - 2), Math.min(this.size.width, maxX + 2));
    const shown: ShownRow<Row>[] = [];
    for (const slot of this.slots.values()) {
      const box = slot.element ? slot.box : null;
      if (!box) continue;
      const row = this.rowOf(slot, box.width, box.height);
      if (row) shown.push({ row, x: box.x - this.band.left, y: box.y, colour: this.colour(slot.direction) });
    }
    this.paint(shown);
    this.stats.frames += 1;
  }
}
