// The app's CSP has no 'unsafe-eval': Pixi's polyfills replace its generated (new Function) shader code.
import 'pixi.js/unsafe-eval';
import 'pixi.js/mesh';
import { Container, Mesh, MeshGeometry, Rectangle, Texture, WebGLRenderer } from 'pixi.js';
import { createDrawingSurface, devicePixelRatioNow, releasePixiTestContext, stopPixiIdleLoop } from '../gl.ts';
import { type ChartTheme, DARK_THEME } from '../theme.ts';
import {
  areaIndices,
  areaVertices,
  lineIndices,
  lineVertices,
  type SparkDirection,
  sparklinePoints,
} from './geometry.ts';

/** One row's drawing: the translucent area and the line, as two meshes whose vertices we write. */
interface RowMeshes {
  container: Container;
  area: Mesh;
  line: Mesh;
}

const LINE_WIDTH = 1.25;
const AREA_ALPHA = 0.16;

function mesh(positions: Float32Array, indices: Uint32Array): Mesh {
  const geometry = new MeshGeometry({ positions, uvs: new Float32Array(positions.length), indices });
  return new Mesh({ geometry, texture: Texture.WHITE });
}

/** New vertices into a mesh: same count updates the buffer in place, another count gets new buffers. */
function setVertices(target: Mesh, positions: Float32Array, indices: () => Uint32Array): void {
  const geometry = target.geometry;
  if (geometry.positions.length === positions.length) {
    geometry.positions = positions;
    return;
  }
  geometry.positions = positions;
  geometry.uvs = new Float32Array(positions.length);
  geometry.indices = indices();
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
  graphics: RowMeshes | null;
  /** size the path was built for; -1 = needs a rebuild */
  builtWidth: number;
  builtHeight: number;
  dirty: boolean;
  /** where the element's box was at the last layout read, relative to the host; null when off screen */
  box: { x: number; y: number; width: number; height: number } | null;
}

/**
 * Every mini area chart of a list, drawn by one WebGL renderer on one transparent canvas laid over
 * the list (never a context per row). Rows attach the element that marks their chart's box; each
 * frame reads those boxes, so scrolling only moves paths. A series' path is rebuilt only when its
 * data, colour or box size changes, by writing its vertices (no tessellation). Frames are drawn on
 * demand, never in an idle loop.
 */
export class SparklineRenderer {
  readonly stats: SparklineStats = { frames: 0, builds: 0 };
  readonly available: boolean;
  private readonly host: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly theme: ChartTheme;
  private readonly stage = new Container();
  private readonly slots = new Map<string, Slot>();
  private renderer: WebGLRenderer | null = null;
  private glContext: WebGL2RenderingContext | null;
  private readonly resizeObserver: ResizeObserver;
  private size = { width: 0, height: 0, resolution: devicePixelRatioNow() };
  /** The canvas covers only the horizontal band of the attached slots (the mini-chart column), not the
   * whole list: fewer pixels to clear, composite and (with software compositing) read back per frame. */
  private band = { left: 0, width: 0 };
  private rafId = 0;
  /** Boxes must be read again (attach, detach, scroll, resize); price updates alone never read layout. */
  private layoutDirty = true;
  private disposed = false;

  private constructor(host: HTMLElement, options: { theme?: Partial<ChartTheme>; disableWebGL?: boolean }) {
    this.host = host;
    this.theme = { ...DARK_THEME, ...options.theme };
    this.canvas = document.createElement('canvas');
    this.canvas.dataset.sparklines = '';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.style.cssText =
      'position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none;display:block;z-index:1';
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    host.append(this.canvas);
    // WebGL even when emulated in software: the meshes have no canvas-2D pipe in Pixi
    const surface = createDrawingSurface(this.canvas, {
      choice: options.disableWebGL ? 'none' : 'webgl',
      transparent: true,
    });
    this.glContext = surface?.kind === 'webgl' ? surface.gl : null;
    this.available = this.glContext !== null;
    this.resizeObserver = new ResizeObserver(() => this.measure());
  }

  static async create(
    host: HTMLElement,
    options: { theme?: Partial<ChartTheme>; disableWebGL?: boolean } = {},
  ): Promise<SparklineRenderer> {
    const sparklines = new SparklineRenderer(host, options);
    await sparklines.init();
    return sparklines;
  }

  private async init(): Promise<void> {
    if (!this.glContext) {
      // Without WebGL the rows simply show no mini chart; the list itself works.
      this.canvas.remove();
      return;
    }
    stopPixiIdleLoop();
    const renderer = new WebGLRenderer();
    await renderer.init({
      canvas: this.canvas,
      context: this.glContext,
      width: Math.max(1, this.host.clientWidth),
      height: Math.max(1, this.host.clientHeight),
      resolution: this.size.resolution,
      antialias: false,
      backgroundAlpha: 0,
      autoDensity: false,
      skipExtensionImports: true,
    });
    if (this.disposed) {
      renderer.destroy();
      return;
    }
    this.renderer = renderer;
    this.resizeObserver.observe(this.host);
    this.measure();
  }

  private slot(key: string): Slot {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = {
        element: null,
        closes: new Float64Array(0),
        direction: 'flat',
        graphics: null,
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
    if (slot.element) this.schedule();
  }

  setDirection(key: string, direction: SparkDirection): void {
    const slot = this.slot(key);
    if (slot.direction === direction) return;
    slot.direction = direction;
    slot.dirty = true;
    if (slot.element) this.schedule();
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
    slot.graphics?.container.destroy({ children: true });
    slot.graphics = null;
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
    if (this.rafId || this.disposed || !this.renderer) return;
    this.rafId = requestAnimationFrame(() => {
      this.rafId = 0;
      this.draw();
    });
  }

  flush(): void {
    if (this.rafId) cancelAnimationFrame(this.rafId);
    this.rafId = 0;
    this.draw();
  }

  /** RGBA pixels of the canvas at CSS-pixel resolution (tests); `left` is the canvas's x in the host. */
  readPixels(): { pixels: Uint8ClampedArray; width: number; height: number; left: number } {
    if (!this.renderer) return { pixels: new Uint8ClampedArray(0), width: 0, height: 0, left: 0 };
    const result = this.renderer.extract.pixels({
      target: this.stage,
      frame: new Rectangle(0, 0, this.band.width, this.size.height),
      resolution: 1,
    });
    return { pixels: result.pixels, width: result.width, height: result.height, left: this.band.left };
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
    this.resizeObserver.disconnect();
    this.stage.destroy({ children: true });
    this.renderer?.destroy();
    this.renderer = null;
    this.glContext = null;
    this.slots.clear();
    this.canvas.remove();
  }

  private measure(): void {
    const renderer = this.renderer;
    if (!renderer || this.disposed) return;
    const width = Math.max(1, Math.round(this.host.clientWidth));
    const height = Math.max(1, Math.round(this.host.clientHeight));
    const resolution = devicePixelRatioNow();
    if (width === this.size.width && height === this.size.height && resolution === this.size.resolution) return;
    this.size = { width, height, resolution };
    this.band = { left: 0, width: 0 };
    this.layoutDirty = true;
    this.flush();
  }

  private fitBand(left: number, right: number): void {
    const width = Math.max(1, right - left);
    if (left === this.band.left && width === this.band.width) return;
    this.band = { left, width };
    this.canvas.style.left = `${left}px`;
    this.canvas.style.width = `${width}px`;
    this.renderer?.resize(width, Math.max(1, this.size.height), this.size.resolution);
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

  private build(slot: Slot, width: number, height: number): Container {
    const points = sparklinePoints(slot.closes, width, height);
    const count = points.length / 2;
    let row = slot.graphics;
    if (!row) {
      const area = mesh(areaVertices(points, height), areaIndices(count));
      const line = mesh(lineVertices(points, LINE_WIDTH), lineIndices(Math.max(0, count - 1)));
      area.alpha = AREA_ALPHA;
      const container = new Container();
      container.addChild(area, line);
      this.stage.addChild(container);
      row = { container, area, line };
      slot.graphics = row;
    } else {
      setVertices(row.area, areaVertices(points, height, row.area.geometry.positions), () => areaIndices(count));
      setVertices(row.line, lineVertices(points, LINE_WIDTH, row.line.geometry.positions), () =>
        lineIndices(Math.max(0, count - 1)),
      );
    }
    const colour = this.colour(slot.direction);
    row.area.tint = colour;
    row.line.tint = colour;
    row.container.visible = count >= 2;
    slot.builtWidth = width;
    slot.builtHeight = height;
    slot.dirty = false;
    this.stats.builds += 1;
    return row.container;
  }

  private draw(): void {
    const renderer = this.renderer;
    if (!renderer || this.disposed) return;
    if (this.layoutDirty) this.readBoxes();
    const shown: { slot: Slot; x: number; y: number; width: number; height: number }[] = [];
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    for (const slot of this.slots.values()) {
      const box = slot.element ? slot.box : null;
      if (!box) {
        if (slot.graphics) slot.graphics.container.visible = false;
        continue;
      }
      shown.push({ slot, ...box });
      minX = Math.min(minX, box.x);
      maxX = Math.max(maxX, box.x + box.width);
    }
    if (shown.length > 0) this.fitBand(Math.max(0, minX - 2), Math.min(this.size.width, maxX + 2));
    for (const { slot, x, y, width, height } of shown) {
      const row =
        slot.dirty || !slot.graphics || slot.builtWidth !== width || slot.builtHeight !== height
          ? this.build(slot, width, height)
          : slot.graphics.container;
      row.visible = slot.closes.length >= 2;
      row.position.set(x - this.band.left, y);
    }
    renderer.render(this.stage);
    this.stats.frames += 1;
    releasePixiTestContext();
  }
}
