import { createDrawingSurface, releaseWebGLContext } from '../gl.ts';
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
import { areaIndices, areaVertices, lineIndices, lineVertices } from './geometry.ts';
import { AREA_ALPHA, LINE_WIDTH, type ShownRow, SparklineSurfaceBase } from './surface.ts';

/** One row's drawing: the translucent area and the line, as two meshes whose vertices we write. */
interface RowMeshes {
  container: Container;
  area: Mesh;
  line: Mesh;
}

/**
 * The GPU mini charts: every row drawn by one Pixi WebGL renderer on one canvas (never a context per
 * row); a row is two meshes whose vertices are rewritten (no tessellation). Chosen by createSparklines
 * only where WebGL runs on a GPU, and loaded after the list's first rows (this chunk carries Pixi).
 */
export class PixiSparklines extends SparklineSurfaceBase<RowMeshes> {
  readonly kind = 'pixi';
  private readonly stage = new Container();
  private renderer: WebGLRenderer | null = null;
  private glContext: WebGL2RenderingContext | null;

  private constructor(host: HTMLElement, options: { theme?: Partial<ChartTheme>; disableWebGL?: boolean }) {
    super(host, options.theme);
    // the seam has already decided WebGL runs on a GPU here (or a test forces it)
    const surface = createDrawingSurface(this.canvas, {
      choice: options.disableWebGL ? 'none' : 'webgl',
      transparent: true,
    });
    this.glContext = surface?.kind === 'webgl' ? surface.gl : null;
  }

  static async create(
    host: HTMLElement,
    options: { theme?: Partial<ChartTheme>; disableWebGL?: boolean } = {},
  ): Promise<PixiSparklines> {
    const sparklines = new PixiSparklines(host, options);
    await sparklines.init();
    return sparklines;
  }

  private async init(): Promise<void> {
    if (!this.glContext) return;
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
    this.start();
  }

  protected buildRow(points: Float32Array, height: number, previous: RowMeshes | null): RowMeshes | null {
    const count = points.length / 2;
    if (count < 2) {
      if (previous) this.freeRow(previous);
      return null;
    }
    if (!previous) {
      const area = flatMesh(areaVertices(points, height), areaIndices(count));
      const line = flatMesh(lineVertices(points, LINE_WIDTH), lineIndices(count - 1));
      area.alpha = AREA_ALPHA;
      const container = new Container();
      container.addChild(area, line);
      this.stage.addChild(container);
      return { container, area, line };
    }
    setMeshVertices(previous.area, areaVertices(points, height, previous.area.geometry.positions), () =>
      areaIndices(count),
    );
    setMeshVertices(previous.line, lineVertices(points, LINE_WIDTH, previous.line.geometry.positions), () =>
      lineIndices(count - 1),
    );
    return previous;
  }

  protected freeRow(row: RowMeshes): void {
    row.container.destroy({ children: true });
  }

  protected resizeSurface(): void {
    this.renderer?.resize(this.band.width, Math.max(1, this.size.height), this.size.resolution);
  }

  protected paint(shown: readonly ShownRow<RowMeshes>[]): void {
    const renderer = this.renderer;
    if (!renderer) return;
    // rows scrolled off screen keep their meshes (a row back in view is not rebuilt) but are not drawn
    for (const child of this.stage.children) child.visible = false;
    for (const { row, x, y, colour } of shown) {
      row.area.tint = colour;
      row.line.tint = colour;
      row.container.visible = true;
      row.container.position.set(x, y);
    }
    renderer.render(this.stage);
    releasePixiTestContext();
  }

  protected releaseSurface(): void {
    this.stage.destroy({ children: true });
    this.renderer?.destroy();
    this.renderer = null;
    releaseWebGLContext(this.glContext);
    this.glContext = null;
  }
}
