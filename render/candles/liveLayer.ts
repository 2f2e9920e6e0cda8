import { cssColour } from '../theme.ts';

/** A rectangle in CSS px with its fill colour (0xRRGGBB). */
export interface ColouredRect {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: number;
}

/** Everything on the live layer in one frame: the live bar, its volume, the last-price line and label. */
export interface LiveScene {
  /** the live candle's wick and body, its volume bar (already clipped to the plot) */
  bars: ColouredRect[];
  /** the dashed last-price line: one row of dashes at y, `null` when the price is off the plot */
  line: { y: number; width: number; colour: number } | null;
  /** the price box on the axis and its text */
  label: { box: ColouredRect; text: string; textColour: number; font: string } | null;
}

const DASH = 3;
const DASH_GAP = 3;

/** The part of `rect` inside [0, width) x [0, height), or null when nothing is left. */
export function clipRect(rect: ColouredRect, width: number, height: number): ColouredRect | null {
  const left = Math.max(0, rect.x);
  const top = Math.max(0, rect.y);
  const right = Math.min(width, rect.x + rect.width);
  const bottom = Math.min(height, rect.y + rect.height);
  if (right <= left || bottom <= top) return null;
  return { x: left, y: top, width: right - left, height: bottom - top, colour: rect.colour };
}

/**
 * The live candle's layer: a transparent 2D canvas above the chart's scene. A tick redraws only what
 * this layer showed before and shows now (a bar column, one row of dashes, the price box), so a live
 * price never re-renders the Pixi scene beneath it.
 */
export class LiveLayer {
  readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D | null;
  /** CSS-px rectangles drawn by the last frame, cleared by the next */
  private drawn: { x: number; y: number; width: number; height: number }[] = [];
  private resolution = 1;

  constructor() {
    this.canvas.style.cssText =
      'position:absolute;left:0;top:0;width:100%;height:100%;display:block;pointer-events:none';
    this.canvas.dataset.chartLayer = 'live';
    this.context = this.canvas.getContext('2d');
  }

  resize(width: number, height: number, resolution: number): void {
    this.resolution = resolution;
    this.canvas.width = Math.round(width * resolution);
    this.canvas.height = Math.round(height * resolution);
    this.drawn = [];
  }

  draw(scene: LiveScene): void {
    const context = this.context;
    if (!context) return;
    const resolution = this.resolution;
    context.setTransform(resolution, 0, 0, resolution, 0, 0);
    // clear what the last frame drew, widened by a device pixel for anti-aliased edges
    const pad = 1 / resolution;
    for (const rect of this.drawn)
      context.clearRect(rect.x - pad, rect.y - pad, rect.width + 2 * pad, rect.height + 2 * pad);
    this.drawn = [];
    for (const bar of scene.bars) this.fill(context, bar);
    if (scene.line) {
      const { y, width, colour } = scene.line;
      context.fillStyle = cssColour(colour);
      context.beginPath();
      for (let x = 0; x < width; x += DASH + DASH_GAP) context.rect(x, y, Math.min(DASH, width - x), 1);
      context.fill();
      this.drawn.push({ x: 0, y, width, height: 1 });
    }
    if (scene.label) {
      const { box, text, textColour, font } = scene.label;
      this.fill(context, box);
      context.fillStyle = cssColour(textColour);
      context.font = font;
      context.textBaseline = 'middle';
      context.fillText(text, box.x + 5, box.y + box.height / 2 + 0.5, box.width - 6);
    }
  }

  /** The layer's pixels in CSS px over `base` (RGBA, same size): what the user sees of both. */
  composeOver(base: { pixels: Uint8ClampedArray; width: number; height: number }): Uint8ClampedArray {
    const { width, height } = base;
    if (width === 0 || height === 0) return base.pixels;
    const scratch = document.createElement('canvas');
    scratch.width = width;
    scratch.height = height;
    const context = scratch.getContext('2d');
    if (!context) return base.pixels;
    context.putImageData(new ImageData(new Uint8ClampedArray(base.pixels), width, height), 0, 0);
    context.imageSmoothingEnabled = false;
    context.drawImage(this.canvas, 0, 0, width, height);
    return context.getImageData(0, 0, width, height).data;
  }

  private fill(context: CanvasRenderingContext2D, rect: ColouredRect): void {
    context.fillStyle = cssColour(rect.colour);
    context.fillRect(rect.x, rect.y, rect.width, rect.height);
    this.drawn.push(rect);
  }
}
