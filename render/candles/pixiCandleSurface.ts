import {
  Container,
  flatMesh,
  type Mesh,
  releasePixiTestContext,
  setMeshVertices,
  stopPixiIdleLoop,
  WebGLRenderer,
} from '../pixi.ts';
import type { ChartTheme } from '../theme.ts';
import { candleMesh } from './candleShapes.ts';
import type { CandleStripScene, CandleSurface, SurfaceStats } from './candleSurface.ts';
import { MAX_STRETCH } from './strip.ts';
import { barWidths } from './viewScales.ts';

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
 * The candles drawn by Pixi v8's WebGL renderer, where the GPU runs WebGL (this module, and Pixi with
 * it, loads only then). The geometry is two meshes (rising, falling: one draw each) built once per zoom
 * level in bar-index x price space for a window around the strip, and placed with a container
 * transform: a pan or a new price range within reach only renders again.
 */
export class PixiCandleSurface implements CandleSurface {
  readonly kind = 'webgl';
  readonly stats: SurfaceStats = { geometryBuilds: 0 };
  private readonly stage = new Container();
  private readonly layer = new Container();
  private rising: Mesh | null = null;
  private falling: Mesh | null = null;
  private built: BuiltGeometry | null = null;
  private rendererSize = '';

  private constructor(
    private readonly renderer: WebGLRenderer,
    private readonly theme: ChartTheme,
  ) {
    this.stage.addChild(this.layer);
  }

  /** Pixi's renderer on `canvas`, adopting the context `gl` made for it; the strip `size` CSS px at first. */
  static async create(
    canvas: HTMLCanvasElement,
    gl: WebGL2RenderingContext,
    theme: ChartTheme,
    size: { width: number; height: number; resolution: number },
  ): Promise<PixiCandleSurface> {
    stopPixiIdleLoop();
    const renderer = new WebGLRenderer();
    await renderer.init({
      canvas,
      context: gl,
      width: Math.max(1, size.width),
      height: Math.max(1, size.height),
      resolution: size.resolution,
      antialias: false,
      backgroundAlpha: 0,
      autoDensity: false,
      skipExtensionImports: true,
    });
    return new PixiCandleSurface(renderer, theme);
  }

  /** WebGL draws a zoom's steps like any frame: `gesture` changes nothing here. */
  draw(scene: CandleStripScene): void {
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
      this.renderer.resize(width, height, resolution);
    }
    const base = this.built?.base ?? 0;
    const scaleY = height / span;
    this.layer.position.set(scene.zero, (range.max - base) * scaleY);
    this.layer.scale.set(barSpacing, -scaleY);
    this.renderer.render(this.stage);
    releasePixiTestContext();
  }

  /** Nothing to ready: WebGL renders a zoom's steps on its own canvas. */
  prepareGesture(): void {}

  dispose(): void {
    this.stage.destroy({ children: true });
    // Pixi's GL context system calls WEBGL_lose_context on destroy: the context is freed now.
    this.renderer.destroy();
  }

  private buildGeometry(scene: CandleStripScene, from: number, to: number): void {
    const { series, barSpacing, height } = scene;
    const span = scene.range.max - scene.range.min;
    const lastIndex = series.length - 1;
    const base = this.built?.base ?? series.close[lastIndex] ?? 0;
    const shape = { widths: barWidths(barSpacing), minHeight: span / Math.max(1, height), base };
    const settledTo = Math.min(lastIndex - 1, to);
    this.rising = this.fill(this.rising, candleMesh(series, from, settledTo, true, shape), this.theme.up);
    this.falling = this.fill(this.falling, candleMesh(series, from, settledTo, false, shape), this.theme.down);
    this.built = { revision: scene.revision, from, to, barSpacing, span, height, base };
    this.stats.geometryBuilds += 1;
  }

  /** One colour's rectangles into its mesh (made on first use; hidden while it has none). */
  private fill(mesh: Mesh | null, shapes: { positions: Float32Array; indices: Uint32Array }, tint: number): Mesh {
    if (!mesh) {
      const made = flatMesh(shapes.positions, shapes.indices);
      made.tint = tint;
      this.layer.addChild(made);
      made.visible = shapes.indices.length > 0;
      return made;
    }
    setMeshVertices(mesh, shapes.positions, () => shapes.indices);
    mesh.visible = shapes.indices.length > 0;
    return mesh;
  }
}
