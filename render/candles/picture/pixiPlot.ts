import {
  Container,
  flatMesh,
  type Mesh,
  releasePixiTestContext,
  setMeshVertices,
  setPixiWorkerEnvironment,
  stopPixiIdleLoop,
  WebGLRenderer,
} from '../../pixiWorker.ts';
import type { ChartTheme } from '../../theme.ts';
import type { CandleColumns } from '../candleColumns.ts';
import { rectsMesh } from '../candleShapes.ts';
import type { ChartPicture } from './chartPicture.ts';
import { plotShapes } from './plotShapes.ts';

/**
 * The plot drawn by Pixi v8's WebGL renderer in the drawing worker, where the GPU runs WebGL: the
 * background, then the plot's layers of rectangles (plotShapes.ts: grid, volumes, candles), one mesh
 * each, whose vertices are written again each frame. The axes and labels are painted on a 2D canvas over
 * it (paintOverlay).
 */
export class PixiPlot {
  private readonly stage = new Container();
  /** one mesh per layer of plotShapes, in its order */
  private readonly meshes: Mesh[] = [];
  private size = '';

  private constructor(private readonly renderer: WebGLRenderer) {}

  /**
   * Pixi's renderer on `canvas` (a canvas handed to this worker), adopting the context `gl` made for it,
   * cleared to the theme's background.
   */
  static async create(canvas: OffscreenCanvas, gl: WebGL2RenderingContext, theme: ChartTheme): Promise<PixiPlot> {
    setPixiWorkerEnvironment();
    stopPixiIdleLoop();
    const renderer = new WebGLRenderer();
    await renderer.init({
      canvas,
      context: gl,
      width: Math.max(1, canvas.width),
      height: Math.max(1, canvas.height),
      antialias: false,
      background: theme.background,
      autoDensity: false,
      skipExtensionImports: true,
    });
    return new PixiPlot(renderer);
  }

  draw(picture: ChartPicture, series: CandleColumns, theme: ChartTheme): void {
    const { frame, resolution } = picture;
    const size = `${frame.width}x${frame.height}@${resolution}`;
    if (size !== this.size) {
      this.size = size;
      this.renderer.resize(frame.width, frame.height, resolution);
    }
    plotShapes(picture, series, theme).forEach((layer, index) => {
      const shapes = rectsMesh(layer.rects);
      let mesh = this.meshes[index];
      if (mesh) setMeshVertices(mesh, shapes.positions, () => shapes.indices);
      else {
        mesh = flatMesh(shapes.positions, shapes.indices);
        this.meshes.push(mesh);
        this.stage.addChild(mesh);
      }
      mesh.tint = layer.colour;
      mesh.visible = shapes.indices.length > 0;
    });
    this.renderer.render(this.stage);
    releasePixiTestContext();
  }

  dispose(): void {
    this.stage.destroy({ children: true });
    // Pixi's GL context system calls WEBGL_lose_context on destroy: the context is freed now
    this.renderer.destroy();
  }
}
