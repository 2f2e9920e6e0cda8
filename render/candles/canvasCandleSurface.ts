import { type ChartTheme, cssColour } from '../theme.ts';
import { candleShapes } from './candleShapes.ts';
import type { CandleStripScene, CandleSurface, SurfaceStats } from './candleSurface.ts';
import type { StripCanvas } from './stripCanvas.ts';
import { barWidths } from './viewScales.ts';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * The candles on the browser's 2D canvas, where WebGL would run in software (a blocklisted phone GPU,
 * headless Chromium): there software WebGL draws every frame on the CPU and copies it back for the
 * compositor, several times what the 2D canvas costs. No Pixi is loaded on this path.
 *
 * The software-compositing workaround lives here: a still strip is drawn offscreen and shown as a
 * bitmap, and a zoom's steps are drawn on a gesture canvas of their own (see StripCanvas for why).
 */
export class CanvasCandleSurface implements CandleSurface {
  readonly kind = 'canvas';
  /** the 2D path draws the rectangles each time: it builds no geometry */
  readonly stats: SurfaceStats = { geometryBuilds: 0 };
  private readonly context: Context2D | null;

  constructor(
    private readonly bitmap: StripCanvas,
    private readonly theme: ChartTheme,
  ) {
    this.context = bitmap.drawing.getContext('2d');
  }

  draw(scene: CandleStripScene, options: { gesture: boolean }): void {
    const width = Math.max(1, Math.round(scene.width * scene.resolution));
    const height = Math.max(1, Math.round(scene.height * scene.resolution));
    const gesture = options.gesture ? this.bitmap.moving(width, height, scene.resolution) : null;
    if (gesture) {
      this.drawCandles(gesture, scene);
      return;
    }
    const context = this.context;
    if (!context) return;
    this.bitmap.resize(width, height);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    this.drawCandles(context, scene);
    this.bitmap.present();
  }

  prepareGesture(width: number, height: number, resolution: number): void {
    this.bitmap.prepareMoving(Math.round(width * resolution), Math.round(height * resolution), resolution);
  }

  dispose(): void {
    this.bitmap.dispose();
  }

  /**
   * The settled bars of the strip (the live one excluded), one fill colour at a time, every edge on a
   * device pixel (no half-covered, blurred columns; a strip drawn again shows the same pixels). Drawn in
   * the context's transform: none for a still strip, the gesture canvas's own scale for a zoom's.
   */
  private drawCandles(context: Context2D, scene: CandleStripScene): void {
    const { series, range, barSpacing, zero, height, resolution } = scene;
    const span = range.max - range.min;
    const scaleY = (height * resolution) / span;
    const last = Math.min(series.length - 2, Math.ceil(scene.to));
    for (const rising of [true, false]) {
      context.fillStyle = cssColour(rising ? this.theme.up : this.theme.down);
      candleShapes(series, Math.floor(scene.from), last, rising, barWidths(barSpacing), span / height, (x, y, w, h) => {
        const left = Math.round((zero + x * barSpacing) * resolution);
        const right = Math.max(left + 1, Math.round((zero + (x + w) * barSpacing) * resolution));
        const top = Math.round((range.max - y - h) * scaleY);
        const bottom = Math.max(top + 1, Math.round((range.max - y) * scaleY));
        context.fillRect(left, top, right - left, bottom - top);
      });
    }
  }
}
