import { type ChartTheme, cssColour } from '../theme.ts';
import { AREA_ALPHA, LINE_WIDTH, type ShownRow, SparklineSurfaceBase } from './surface.ts';

/** One row's drawing at its box size: the line, and the area under it down to the box's bottom. */
interface RowPaths {
  line: Path2D;
  area: Path2D;
}

function rowPaths(points: Float32Array, height: number): RowPaths | null {
  if (points.length < 4) return null;
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

/**
 * The fallback mini charts: every row drawn on one transparent 2D canvas (a dozen paths of ~50 points:
 * well under a millisecond). Used where WebGL is missing or would run in software (headless Chromium,
 * blocklisted phone GPUs), where Pixi would cost seconds of main-thread time at start-up; it needs no
 * Pixi download. The GPU implementation is PixiSparklines; createSparklines chooses.
 */
export class Canvas2DSparklines extends SparklineSurfaceBase<RowPaths> {
  readonly kind = 'canvas2d';
  private context: CanvasRenderingContext2D | null;

  private constructor(host: HTMLElement, options: { theme?: Partial<ChartTheme>; disableCanvas?: boolean }) {
    super(host, options.theme);
    this.context = options.disableCanvas ? null : this.canvas.getContext('2d');
    // Without a 2D context the rows simply show no mini chart; the list itself works.
    if (this.context) this.start();
  }

  /** Async like PixiSparklines.create, so both sit behind one seam; ready when it resolves. */
  static async create(
    host: HTMLElement,
    options: { theme?: Partial<ChartTheme>; disableCanvas?: boolean } = {},
  ): Promise<Canvas2DSparklines> {
    return new Canvas2DSparklines(host, options);
  }

  protected buildRow(points: Float32Array, height: number): RowPaths | null {
    return rowPaths(points, height);
  }

  protected freeRow(): void {}

  /** A new size is a new (cleared) buffer. */
  protected resizeSurface(): void {
    this.canvas.width = Math.round(this.band.width * this.size.resolution);
    this.canvas.height = Math.round(this.size.height * this.size.resolution);
  }

  protected paint(shown: readonly ShownRow<RowPaths>[]): void {
    const context = this.context;
    if (!context) return;
    const resolution = this.size.resolution;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    context.lineWidth = LINE_WIDTH;
    context.lineJoin = 'round';
    for (const { row, x, y, colour } of shown) {
      context.setTransform(resolution, 0, 0, resolution, x * resolution, y * resolution);
      context.fillStyle = cssColour(colour, AREA_ALPHA);
      context.fill(row.area);
      context.strokeStyle = cssColour(colour);
      context.stroke(row.line);
    }
  }

  protected releaseSurface(): void {
    this.context = null;
  }
}
