// Pixi's web-worker environment: not in render/pixi.ts, which the product imports (the product draws on the page)
import { DOMAdapter } from '../../node_modules/pixi.js/lib/environment/adapter';
import { WebWorkerAdapter } from '../../node_modules/pixi.js/lib/environment-webworker/WebWorkerAdapter';
import { candleMesh } from '../../render/candles/candleShapes.ts';
import { MAX_STRETCH } from '../../render/candles/strip.ts';
import { xOfIndex } from '../../render/candles/viewport.ts';
import { barWidths } from '../../render/candles/viewScales.ts';
import {
  Container,
  flatMesh,
  type Mesh,
  releasePixiTestContext,
  setMeshVertices,
  stopPixiIdleLoop,
  WebGLRenderer,
} from '../../render/pixi.ts';
import type { PrototypeScene } from './workerPrototypeDraw.ts';

/** The bars and zoom the meshes were built for. */
interface Built {
  revision: number;
  from: number;
  to: number;
  barSpacing: number;
  /** the price span shown (a flat bar's least height depends on it) */
  span: number;
  base: number;
}

/**
 * The prototype's settled candles drawn by Pixi's WebGL renderer in the worker (Pixi's web-worker
 * environment, the product's mesh builder): two meshes in bar-index x price space, built again when
 * the zoom or the bars change or the view leaves them, placed each frame by the container's transform.
 */
export class PrototypePixiCandles {
  private readonly stage = new Container();
  private readonly layer = new Container();
  private readonly meshes: { rising: Mesh | null; falling: Mesh | null } = { rising: null, falling: null };
  private built: Built | null = null;

  private constructor(private readonly renderer: WebGLRenderer) {
    this.stage.addChild(this.layer);
  }

  static async create(
    canvas: OffscreenCanvas,
    size: { width: number; height: number; resolution: number },
  ): Promise<PrototypePixiCandles> {
    DOMAdapter.set(WebWorkerAdapter);
    stopPixiIdleLoop();
    const renderer = new WebGLRenderer();
    await renderer.init({
      canvas,
      ...size,
      antialias: false,
      backgroundAlpha: 0,
      autoDensity: false,
      skipExtensionImports: true,
    });
    return new PrototypePixiCandles(renderer);
  }

  /** The settled bars (all but the live one) of the scene; `revision` counts the model's bar replacements. */
  draw(scene: PrototypeScene, revision: number): void {
    const { view, range, series } = scene;
    const lastSettled = series.length - 2;
    const built = this.built;
    if (
      !built ||
      built.revision !== revision ||
      built.barSpacing !== view.barSpacing ||
      range.max - range.min > built.span * MAX_STRETCH ||
      range.max - range.min < built.span / MAX_STRETCH ||
      scene.from < built.from ||
      Math.min(scene.to, lastSettled) > built.to
    ) {
      // a window of two plot widths each side of the view, so a pan only moves the meshes
      const extra = Math.ceil((2 * scene.plotWidth) / view.barSpacing);
      this.build(scene, revision, Math.max(0, scene.from - extra), Math.min(lastSettled, scene.to + extra));
    }
    const base = this.built?.base ?? 0;
    const scaleY = scene.plotHeight / (range.max - range.min);
    this.layer.position.set(xOfIndex(view, 0), (range.max - base) * scaleY);
    this.layer.scale.set(view.barSpacing, -scaleY);
    this.renderer.render(this.stage);
    releasePixiTestContext();
  }

  private build(scene: PrototypeScene, revision: number, from: number, to: number): void {
    const { series, view, range, theme } = scene;
    const base = this.built?.base ?? series.close[series.length - 1] ?? 0;
    const shape = {
      widths: barWidths(view.barSpacing),
      minHeight: (range.max - range.min) / scene.plotHeight,
      base,
    };
    this.meshes.rising = this.fill(this.meshes.rising, candleMesh(series, from, to, true, shape), theme.up);
    this.meshes.falling = this.fill(this.meshes.falling, candleMesh(series, from, to, false, shape), theme.down);
    this.built = { revision, from, to, barSpacing: view.barSpacing, span: range.max - range.min, base };
  }

  private fill(mesh: Mesh | null, shapes: { positions: Float32Array; indices: Uint32Array }, tint: number): Mesh {
    const target = mesh ?? flatMesh(shapes.positions, shapes.indices);
    if (mesh) setMeshVertices(mesh, shapes.positions, () => shapes.indices);
    else {
      target.tint = tint;
      this.layer.addChild(target);
    }
    target.visible = shapes.indices.length > 0;
    return target;
  }
}
