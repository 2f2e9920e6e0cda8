// The app's CSP has no 'unsafe-eval': Pixi's polyfills replace its generated (new Function) shader code.
import 'pixi.js/unsafe-eval';
import 'pixi.js/graphics';
import { CanvasRenderer, Container, Graphics, WebGLRenderer } from 'pixi.js';
import { createDrawingSurface, type RendererChoice, releasePixiTestContext, stopPixiIdleLoop } from '../gl.ts';
import { type ChartTheme, cssColour } from '../theme.ts';
import { BitmapLayer } from './bitmapLayer.ts';
import { candleShapes } from './candleShapes.ts';
import type { CandleStripScene, CandleSurface, SurfaceStats } from './candleSurface.ts';
import { MAX_STRETCH } from './strip.ts';
import { barWidths } from './viewScales.ts';

/** Pixi's renderer of the settled candles: WebGL on the page's canvas, or 2D on an offscreen one */
type PixiRenderer = WebGLRenderer | CanvasRenderer<HTMLCanvasElement | OffscreenCanvas>;

/** The bars, zoom and scale the candle geometry was built for. */
interface BuiltGeometry {
  revision: number;
  from: number;
  to: number;
  barSpacing: number;
  span: number;
  height: number;
  /** price subtracted from every vertex (keeps float32 precise) */
  base: number;
}

/**
 * The candles drawn by Pixi v8: WebGL on the page's canvas where the GPU runs it, Pixi's 2D canvas
 * renderer elsewhere (chosen once, by createDrawingSurface). The geometry is built once per zoom level
 * in bar-index x price space for a window around the strip (two fills: rising, falling) and placed
 * with a container transform, so a pan or a new price range within reach only renders again.
 *
 * Software compositing (no GPU: a blocklisted phone, headless Chromium) is handled here and only here:
 * the 2D renderer draws offscreen and the result is shown as a bitmap, and a zoom's steps are drawn
 * directly on a gesture canvas (see BitmapLayer for why).
 */
export class PixiCandleSurface implements CandleSurface {
  readonly kind: 'webgl' | 'canvas';
  readonly stats: SurfaceStats = { geometryBuilds: 0 };
  private readonly stage = new Container();
  private readonly layer = new Container();
  private readonly candles = new Graphics();
  private renderer: PixiRenderer | null = null;
  private built: BuiltGeometry | null = null;
  private rendererSize = '';
  private disposed = false;

  private constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly target:
      | { kind: 'webgl'; gl: WebGL2RenderingContext }
      | { kind: 'canvas'; drawing: OffscreenCanvas | HTMLCanvasElement },
    /** the software-compositing path's offscreen drawing and gesture canvas (null with WebGL) */
    private readonly bitmap: BitmapLayer | null,
    private readonly theme: ChartTheme,
  ) {
    this.kind = target.kind;
    this.candles.context.batchMode = 'no-batch';
    this.layer.addChild(this.candles);
    this.stage.addChild(this.layer);
  }

  /**
   * A surface on `canvas` (inside `box`, the strip the chart moves), or null when neither WebGL nor the
   * 2D canvas works. Transparent: the grid and volume layers beneath show between the candles.
   */
  static open(
    canvas: HTMLCanvasElement,
    box: HTMLElement,
    options: { choice?: RendererChoice; theme: ChartTheme },
  ): PixiCandleSurface | null {
    let bitmap: BitmapLayer | null = null;
    const surface = createDrawingSurface(canvas, {
      choice: options.choice,
      transparent: true,
      canvas2d: () => {
        bitmap = new BitmapLayer(box, canvas);
        return bitmap.drawing;
      },
    });
    if (!surface) return null;
    const target =
      surface.kind === 'webgl'
        ? { kind: 'webgl' as const, gl: surface.gl }
        : { kind: 'canvas' as const, drawing: surface.canvas };
    return new PixiCandleSurface(canvas, target, bitmap, options.theme);
  }

  /** Makes the Pixi renderer (it adopts the context `open` made). */
  async init(size: { width: number; height: number; resolution: number }): Promise<void> {
    const shared = {
      width: Math.max(1, size.width),
      height: Math.max(1, size.height),
      resolution: size.resolution,
      backgroundAlpha: 0,
      autoDensity: false,
      skipExtensionImports: true,
    };
    stopPixiIdleLoop();
    let renderer: PixiRenderer;
    if (this.target.kind === 'webgl') {
      const webgl = new WebGLRenderer();
      await webgl.init({ ...shared, canvas: this.canvas, context: this.target.gl, antialias: false });
      renderer = webgl;
    } else {
      const canvas2d = new CanvasRenderer<HTMLCanvasElement | OffscreenCanvas>();
      await canvas2d.init({ ...shared, canvas: this.target.drawing });
      renderer = canvas2d;
    }
    if (this.disposed) renderer.destroy();
    else this.renderer = renderer;
  }

  get ready(): boolean {
    return this.renderer !== null;
  }

  draw(scene: CandleStripScene, options: { gesture: boolean }): void {
    const renderer = this.renderer;
    if (!renderer) return;
    const quick = options.gesture
      ? (this.bitmap?.moving(Math.round(scene.width * scene.resolution), Math.round(scene.height * scene.resolution)) ??
        null)
      : null;
    if (quick) this.drawOn2D(quick, scene);
    else this.renderWithPixi(renderer, scene);
    releasePixiTestContext();
  }

  prepareGesture(width: number, height: number, resolution: number): void {
    this.bitmap?.prepareMoving(Math.round(width * resolution), Math.round(height * resolution));
  }

  shownCanvas(): CanvasImageSource {
    // a WebGL canvas keeps its pixels only until the frame is presented: render it again to read it
    // (a presented bitmap keeps its pixels)
    if (!this.bitmap) this.renderer?.render(this.stage);
    releasePixiTestContext();
    return this.bitmap?.shown ?? this.canvas;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.stage.destroy({ children: true });
    // Pixi's GL context system calls WEBGL_lose_context on destroy: the context is freed now.
    this.renderer?.destroy();
    this.renderer = null;
    this.bitmap?.dispose();
  }

  /** Pixi renders the geometry (built again only when it no longer covers the strip), placed by a transform. */
  private renderWithPixi(renderer: PixiRenderer, scene: CandleStripScene): void {
    const { width, height, resolution, range, barSpacing } = scene;
    const span = range.max - range.min;
    const built = this.built;
    if (
      !built ||
      built.revision !== scene.revision ||
      built.height !== height ||
      built.barSpacing !== barSpacing ||
      scene.from < built.from ||
      scene.to > built.to + 1 ||
      span > built.span * MAX_STRETCH ||
      span < built.span / MAX_STRETCH
    ) {
      this.buildGeometry(scene, Math.floor(scene.from - scene.extra), Math.ceil(scene.to + scene.extra));
    }
    const size = `${width}x${height}@${resolution}`;
    if (size !== this.rendererSize) {
      this.rendererSize = size;
      renderer.resize(width, height, resolution);
    }
    const base = this.built?.base ?? 0;
    const scaleY = height / span;
    this.layer.position.set(scene.zero, (range.max - base) * scaleY);
    this.layer.scale.set(barSpacing, -scaleY);
    renderer.render(this.stage);
    this.bitmap?.present();
  }

  private buildGeometry(scene: CandleStripScene, from: number, to: number): void {
    const { series, barSpacing, height } = scene;
    const span = scene.range.max - scene.range.min;
    const lastIndex = series.length - 1;
    const base = this.built?.base ?? series.close[lastIndex] ?? 0;
    const candles = this.candles;
    candles.clear();
    // two passes (rising, falling) so each colour is one fill of many rectangles
    for (const rising of [true, false]) {
      const drawn = candleShapes(
        series,
        from,
        Math.min(lastIndex - 1, to),
        rising,
        barWidths(barSpacing),
        span / Math.max(1, height),
        (x, y, width, shapeHeight) => candles.rect(x, y - base, width, shapeHeight),
      );
      if (drawn > 0) candles.fill(rising ? this.theme.up : this.theme.down);
    }
    this.built = { revision: scene.revision, from, to, barSpacing, span, height, base };
    this.stats.geometryBuilds += 1;
  }

  /** A zoom step on the gesture's 2D canvas: the same rectangles, in strip px, without Pixi. */
  private drawOn2D(context: CanvasRenderingContext2D, scene: CandleStripScene): void {
    const { series, range, barSpacing, zero, height } = scene;
    const span = range.max - range.min;
    const scaleY = height / span;
    context.setTransform(scene.resolution, 0, 0, scene.resolution, 0, 0);
    const last = Math.min(series.length - 2, Math.ceil(scene.to));
    for (const rising of [true, false]) {
      context.fillStyle = cssColour(rising ? this.theme.up : this.theme.down);
      candleShapes(series, Math.floor(scene.from), last, rising, barWidths(barSpacing), span / height, (x, y, w, h) =>
        context.fillRect(zero + x * barSpacing, (range.max - y - h) * scaleY, w * barSpacing, h * scaleY),
      );
    }
  }
}
