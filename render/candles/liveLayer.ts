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
  /** the live candle's wick and body and its volume bar, in plot coordinates */
  bars: ColouredRect[];
  /** the dashed last-price line across the plot at y, `null` when the price is off the plot */
  line: { y: number; colour: number } | null;
  /** the price box on the axis (chart coordinates) and its text */
  label: { box: ColouredRect; text: string; textColour: number; font: string } | null;
}

const DASH = 3;
const DASH_GAP = 3;

/**
 * The live candle's layer, above the chart's Pixi scene. The bar is drawn on a 2D canvas only as wide
 * as the bar (moved by a transform), the last-price line and the price box are two positioned elements:
 * a tick repaints a few thousand pixels and moves two boxes, and never re-renders (or commits) a
 * chart-sized canvas.
 */
export class LiveLayer {
  /** the plot's clip: the bar column and the price line stay inside the plot */
  readonly plot = document.createElement('div');
  readonly column = document.createElement('canvas');
  readonly line = document.createElement('div');
  readonly box = document.createElement('div');
  private readonly context: CanvasRenderingContext2D | null;
  private resolution = 1;
  private plotHeight = 0;
  /** CSS px of the column's left edge in the plot, and its width */
  private columnLeft = 0;
  private columnWidth = 0;
  private lineColour = -1;
  private boxColour = -1;

  constructor() {
    this.plot.style.cssText = 'position:absolute;left:0;top:0;overflow:hidden;pointer-events:none;contain:strict';
    this.plot.dataset.chartLayer = 'live';
    this.column.style.cssText = 'position:absolute;left:0;top:0;display:block;will-change:transform';
    this.line.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:1px;display:none;will-change:transform';
    this.line.dataset.lastPriceLine = '';
    this.box.style.cssText =
      'position:absolute;top:0;height:16px;line-height:16px;padding-left:5px;box-sizing:border-box;overflow:hidden;' +
      'white-space:nowrap;pointer-events:none;display:none;contain:strict;will-change:transform';
    this.box.dataset.lastPriceLabel = '';
    this.plot.append(this.column, this.line);
    this.context = this.column.getContext('2d');
  }

  /** The elements to put above the scene, in order. */
  get elements(): HTMLElement[] {
    return [this.plot, this.box];
  }

  layout(plotWidth: number, plotHeight: number, resolution: number): void {
    this.resolution = resolution;
    this.plotHeight = plotHeight;
    this.plot.style.width = `${plotWidth}px`;
    this.plot.style.height = `${plotHeight}px`;
    this.columnWidth = 0;
  }

  draw(scene: LiveScene): void {
    this.drawColumn(scene.bars);
    const { line, label } = scene;
    this.line.style.display = line ? 'block' : 'none';
    if (line) {
      if (line.colour !== this.lineColour) {
        this.lineColour = line.colour;
        const colour = cssColour(line.colour);
        this.line.style.background = `repeating-linear-gradient(to right,${colour} 0 ${DASH}px,transparent ${DASH}px ${DASH + DASH_GAP}px)`;
      }
      this.line.style.transform = `translateY(${line.y}px)`;
    }
    this.box.style.display = label ? 'block' : 'none';
    if (label) {
      const { box } = label;
      if (box.colour !== this.boxColour) {
        this.boxColour = box.colour;
        this.box.style.background = cssColour(box.colour);
      }
      this.box.style.left = `${box.x}px`;
      this.box.style.width = `${box.width}px`;
      this.box.style.color = cssColour(label.textColour);
      this.box.style.font = label.font;
      this.box.style.transform = `translateY(${box.y}px)`;
      if (this.box.textContent !== label.text) this.box.textContent = label.text;
    }
  }

  /** The bar column's pixels over `base` (RGBA in CSS px, chart-sized): the bars as the user sees them. */
  composeOver(base: { pixels: Uint8ClampedArray; width: number; height: number }): Uint8ClampedArray {
    const { width, height } = base;
    if (width === 0 || height === 0) return base.pixels;
    const scratch = document.createElement('canvas');
    scratch.width = width;
    scratch.height = height;
    const context = scratch.getContext('2d');
    if (!context) return base.pixels;
    context.putImageData(new ImageData(new Uint8ClampedArray(base.pixels), width, height), 0, 0);
    if (this.columnWidth > 0 && this.column.width > 0) {
      context.imageSmoothingEnabled = false;
      context.drawImage(this.column, this.columnLeft, 0, this.columnWidth, this.plotHeight);
    }
    return context.getImageData(0, 0, width, height).data;
  }

  private drawColumn(bars: readonly ColouredRect[]): void {
    const context = this.context;
    if (!context) return;
    if (bars.length === 0) {
      this.column.style.display = 'none';
      return;
    }
    this.column.style.display = 'block';
    const left = Math.floor(Math.min(...bars.map((bar) => bar.x))) - 1;
    const right = Math.ceil(Math.max(...bars.map((bar) => bar.x + bar.width))) + 1;
    const width = right - left;
    const resolution = this.resolution;
    if (width !== this.columnWidth || this.column.height !== Math.round(this.plotHeight * resolution)) {
      // a new size clears the canvas; otherwise the small canvas is cleared below
      this.columnWidth = width;
      this.column.width = Math.round(width * resolution);
      this.column.height = Math.round(this.plotHeight * resolution);
      this.column.style.width = `${width}px`;
      this.column.style.height = `${this.plotHeight}px`;
    }
    if (left !== this.columnLeft) {
      this.columnLeft = left;
      this.column.style.transform = `translateX(${left}px)`;
    }
    context.setTransform(resolution, 0, 0, resolution, -left * resolution, 0);
    context.clearRect(left, 0, width, this.plotHeight);
    for (const bar of bars) {
      context.fillStyle = cssColour(bar.colour);
      context.fillRect(bar.x, bar.y, bar.width, bar.height);
    }
  }
}
