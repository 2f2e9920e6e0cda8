import { devicePixelRatioNow } from '../devicePixelRatio.ts';
import { type ChartTheme, cssColour, DARK_THEME } from '../theme.ts';
import { type SparkDirection, sparklinePoints } from './geometry.ts';

const LINE_WIDTH = 1.25;
const AREA_ALPHA = 0.16;
/**
 * Live prices redraw the mini charts at most this often: the last point of a 48 px chart moving 10
 * times a second is not worth a canvas repaint each time on a cheap phone (where it is rasterised on
 * the main thread when the GPU is not used). Layout changes (scroll, new rows) still draw next frame.
 */
export const LIVE_REDRAW_MS = 1000;

/** One row's drawing at its box size: the line, and the area under it down to the box's bottom. */
interface RowPaths {
  line: Path2D;
  area: Path2D;
}

function rowPaths(points: Float32Array, height: number): RowPaths {
  const line = new Path2D();
  for (let index = 0; index < points.length; index += 2) {
    const x = points[index] ?? 0;
    const y = points[index + 1] ?? 0;
    if (index === 0) line.moveTo(x, y);
    else line.lineTo(x, y);
  }
  const area = new Path2D(line);
  area.lineTo(points[points.length - 2] ?? 0, height);
  area.lineTo(points[0] ?? 0, height);
  area.closePath();
  return { line, area };
}

export interface SparklineStats {
  frames: number;
  /** rebuilds of one series' path */
  builds: number;
}

interface Slot {
  element: HTMLElement | null;
  closes: Float64Array;
  direction: SparkDirection;
  paths: RowPaths | null;
  /** size the path was built for; -1 = needs a rebuild */
  builtWidth: number;
  builtHeight: number;
  dirty: boolean;
  /** where the element's box was at the last layout read, relative to the host; null when off screen */
  box: { x: number; y: number; width: number; height: number } | null;
}

/**
 * Every mini area chart of a list, drawn on one transparent 2D canvas laid over the list (never a
 * canvas per row). Rows attach the element that marks their chart's box; the boxes are read only when
 * layout may have moved (attach, detach, scroll, resize), so a price update never reads layout. A
 * series' path is rebuilt only when its data, colour or box size changes; a frame clears the canvas and
 * fills and strokes the rows on screen (a dozen paths of ~50 points: well under a millisecond, on the
 * GPU where the browser rasterises canvases there). Frames are drawn on demand, never in an idle loop.
 * It was Pixi's WebGL renderer: 84 KB gzip more for the home page and, where WebGL runs in software
 * (headless Chromium, blocklisted phone GPUs), seconds of main-thread time at start-up.
 */
export class SparklineRenderer {
  readonly stats: SparklineStats = { frames: 0, builds: 0 };
  readonly available: boolean;
  private readonly host: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly theme: ChartTheme;
  private readonly slots = new Map<string, Slot>();
  private context: CanvasRenderingContext2D | null;
  private readonly resizeObserver: ResizeObserver;
  private size = { width: 0, height: 0, resolution: devicePixelRatioNow() };
  /** The canvas covers only the horizontal band of the attached slots (the mini-chart column), not the
   * whole list: fewer pixels to clear, composite and (with software compositing) hand over per frame. */
  private band = { left: 0, width: 0 };
  private rafId = 0;
  private liveTimer = 0;
  /** Boxes must be read again (attach, detach, scroll, resize); price updates alone never read layout. */
  private layoutDirty = true;
  private disposed = false;

  private constructor(host: HTMLElement, options: { theme?: Partial<ChartTheme>; disableCanvas?: boolean }) {
    this.host = host;
    this.theme = { ...DARK_THEME, ...options.theme };
    this.canvas = document.createElement('canvas');
    this.canvas.dataset.sparklines = '';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.style.cssText =
      'position:absolute;left:0;top:0;width:0;height:100%;pointer-events:none;display:block;z-index:1';
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    this.context = options.disableCanvas ? null : this.canvas.getContext('2d');
    this.available = this.context !== null;
    // Without a 2D context the rows simply show no mini chart; the list itself works.
    if (this.context) host.append(this.canvas);
    this.resizeObserver = new ResizeObserver(() => this.measure());
    if (this.context) this.resizeObserver.observe(host);
  }

  /** Async for its callers' sake (it was a lazily initialised WebGL renderer); ready when it resolves. */
  static async create(
    host: HTMLElement,
    options: { theme?: Partial<ChartTheme>; disableCanvas?: boolean } = {},
  ): Promise<SparklineRenderer> {
    const sparklines = new SparklineRenderer(host, options);
    sparklines.measure();
    return sparklines;
  }

  private slot(key: string): Slot {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = {
        element: null,
        closes: new Float64Array(0),
        direction: 'flat',
        paths: null,
        builtWidth: -1,
        builtHeight: -1,
        dirty: true,
        box: null,
      };
      this.slots.set(key, slot);
    }
    return slot;
  }

  /** A symbol's close series, oldest first. */
  setSeries(key: string, closes: ArrayLike<number>): void {
    const slot = this.slot(key);
    slot.closes = Float64Array.from(closes as ArrayLike<number>);
    slot.dirty = true;
    if (slot.element) this.schedule();
  }

  /** Live price: replaces the latest close (the current bucket), redrawing that one path. */
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

  /** A row entered the viewport: draw its series into this element's box. */
  attach(key: string, element: HTMLElement): void {
    const slot = this.slot(key);
    slot.element = element;
    this.invalidate();
  }

  /** A row left the viewport: its path is freed. */
  detach(key: string, element?: HTMLElement): void {
    const slot = this.slots.get(key);
    if (!slot || (element && slot.element !== element)) return;
    slot.element = null;
    slot.paths = null;
    slot.builtWidth = -1;
    this.invalidate();
  }

  /** Layout moved (scroll, filter): read the boxes again and redraw at the next frame. */
  invalidate(): void {
    this.layoutDirty = true;
    this.schedule();
  }

  /** Redraw at the next frame with the boxes already known. */
  private schedule(): void {
    if (this.rafId || this.disposed || !this.context) return;
    this.rafId = requestAnimationFrame(() => {
      this.rafId = 0;
      this.draw();
    });
  }

  /** Redraw for a live change: within LIVE_REDRAW_MS, or with the next frame already asked for. */
  private scheduleLive(): void {
    if (this.liveTimer || this.rafId || this.disposed || !this.context) return;
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

  /** RGBA pixels of the canvas at CSS-pixel resolution (tests); `left` is the canvas's x in the host. */
  readPixels(): { pixels: Uint8ClampedArray; width: number; height: number; left: number } {
    const width = this.band.width;
    const height = this.size.height;
    if (!this.context || width === 0 || height === 0) {
      return { pixels: new Uint8ClampedArray(0), width: 0, height: 0, left: 0 };
    }
    const scaled = document.createElement('canvas');
    scaled.width = width;
    scaled.height = height;
    const context = scaled.getContext('2d');
    if (!context) return { pixels: new Uint8ClampedArray(0), width: 0, height: 0, left: 0 };
    context.drawImage(this.canvas, 0, 0, width, height);
    return { pixels: context.getImageData(0, 0, width, height).data, width, height, left: this.band.left };
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
    this.context = null;
    this.slots.clear();
    this.canvas.remove();
  }

  private measure(): void {
    if (!this.context || this.disposed) return;
    const width = Math.max(1, Math.round(this.host.clientWidth));
    const height = Math.max(1, Math.round(this.host.clientHeight));
    const resolution = devicePixelRatioNow();
    if (width === this.size.width && height === this.size.height && resolution === this.size.resolution) return;
    this.size = { width, height, resolution };
    this.band = { left: 0, width: 0 };
    this.layoutDirty = true;
    this.flush();
  }

  /** Places the canvas over [left, right) of the host; a new size is a new (cleared) buffer. */
  private fitBand(left: number, right: number): void {
    const width = Math.max(1, right - left);
    const pixelWidth = Math.round(width * this.size.resolution);
    const pixelHeight = Math.round(this.size.height * this.size.resolution);
    if (left === this.band.left && width === this.band.width && this.canvas.height === pixelHeight) return;
    this.band = { left, width };
    this.canvas.style.left = `${left}px`;
    this.canvas.style.width = `${width}px`;
    this.canvas.width = pixelWidth;
    this.canvas.height = pixelHeight;
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

  private build(slot: Slot, width: number, height: number): RowPaths | null {
    const points = sparklinePoints(slot.closes, width, height);
    slot.paths = points.length >= 4 ? rowPaths(points, height) : null;
    slot.builtWidth = width;
    slot.builtHeight = height;
    slot.dirty = false;
    this.stats.builds += 1;
    return slot.paths;
  }

  private draw(): void {
    const context = this.context;
    if (!context || this.disposed) return;
    window.clearTimeout(this.liveTimer);
    this.liveTimer = 0;
    if (this.layoutDirty) this.readBoxes();
    const shown: { slot: Slot; x: number; y: number; width: number; height: number }[] = [];
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    for (const slot of this.slots.values()) {
      const box = slot.element ? slot.box : null;
      if (!box) continue;
      shown.push({ slot, ...box });
      minX = Math.min(minX, box.x);
      maxX = Math.max(maxX, box.x + box.width);
    }
    if (shown.length > 0) this.fitBand(Math.max(0, minX - 2), Math.min(this.size.width, maxX + 2));
    const resolution = this.size.resolution;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    context.lineWidth = LINE_WIDTH;
    context.lineJoin = 'round';
    for (const { slot, x, y, width, height } of shown) {
      const paths =
        slot.dirty || slot.builtWidth !== width || slot.builtHeight !== height
          ? this.build(slot, width, height)
          : slot.paths;
      if (!paths) continue;
      const colour = this.colour(slot.direction);
      context.setTransform(resolution, 0, 0, resolution, (x - this.band.left) * resolution, y * resolution);
      context.fillStyle = cssColour(colour, AREA_ALPHA);
      context.fill(paths.area);
      context.strokeStyle = cssColour(colour);
      context.stroke(paths.line);
    }
    this.stats.frames += 1;
  }
}
