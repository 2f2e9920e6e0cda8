import { cssColour } from '../theme.ts';
import type { ImageLayer } from './composeLayers.ts';
import { setStyle } from './elementPool.ts';

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
  private plotWidth = 0;
  /** CSS px of the column's left edge in the plot, and its width */
  private columnLeft = 0;
  private columnWidth = 0;
  /** what the column canvas shows, relative to its left edge */
  private columnContent = '';
  private lineColour = -1;
  private boxColour = -1;
  private boxFont = '';

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
    this.plotWidth = plotWidth;
    this.plot.style.width = `${plotWidth}px`;
    this.plot.style.height = `${plotHeight}px`;
    this.columnWidth = 0;
  }

  draw(scene: LiveScene): void {
    this.drawColumn(scene.bars);
    const { line, label } = scene;
    setStyle(this.line, 'display', line ? 'block' : 'none');
    if (line) {
      if (line.colour !== this.lineColour) {
        this.lineColour = line.colour;
        const colour = cssColour(line.colour);
        this.line.style.background = `repeating-linear-gradient(to right,${colour} 0 ${DASH}px,transparent ${DASH}px ${DASH + DASH_GAP}px)`;
      }
      setStyle(this.line, 'transform', `translateY(${line.y}px)`);
    }
    setStyle(this.box, 'display', label ? 'block' : 'none');
    if (label) {
      const { box } = label;
      if (box.colour !== this.boxColour) {
        this.boxColour = box.colour;
        this.box.style.background = cssColour(box.colour);
      }
      setStyle(this.box, 'left', `${box.x}px`);
      setStyle(this.box, 'width', `${box.width}px`);
      setStyle(this.box, 'color', cssColour(label.textColour));
      if (this.boxFont !== label.font) {
        this.boxFont = label.font;
        this.box.style.font = label.font;
      }
      setStyle(this.box, 'transform', `translateY(${box.y}px)`);
      if (this.box.textContent !== label.text) this.box.textContent = label.text;
    }
  }

  /** The bar column as placed in the chart (for reading the chart's pixels back), if shown. */
  columnImage(): ImageLayer | null {
    if (this.columnWidth === 0 || this.column.style.display === 'none') return null;
    return {
      source: this.column,
      x: this.columnLeft,
      y: 0,
      width: this.columnWidth,
      height: this.plotHeight,
      clip: { x: 0, y: 0, width: this.plotWidth, height: this.plotHeight },
    };
  }

  private drawColumn(bars: readonly ColouredRect[]): void {
    const context = this.context;
    if (!context) return;
    if (bars.length === 0) {
      setStyle(this.column, 'display', 'none');
      return;
    }
    setStyle(this.column, 'display', 'block');
    // the column starts a pixel left of the bar (which sits on device pixels), so a bar moved by a pan
    // keeps the same content relative to the column and only the column moves
    const left = Math.min(...bars.map((bar) => bar.x)) - 1;
    const width = Math.ceil(Math.max(...bars.map((bar) => bar.x + bar.width)) - left) + 1;
    const resolution = this.resolution;
    if (width !== this.columnWidth || this.column.height !== Math.round(this.plotHeight * resolution)) {
      // a new size clears the canvas; otherwise the small canvas is cleared below
      this.columnWidth = width;
      this.column.width = Math.round(width * resolution);
      this.column.height = Math.round(this.plotHeight * resolution);
      this.column.style.width = `${width}px`;
      this.column.style.height = `${this.plotHeight}px`;
      this.columnContent = '';
    }
    if (left !== this.columnLeft) {
      this.columnLeft = left;
      setStyle(this.column, 'transform', `translateX(${left}px)`);
    }
    // the same bar moved sideways (a pan) is only moved: the canvas is repainted when its content changes
    const content = bars.map((bar) => `${bar.x - left},${bar.y},${bar.width},${bar.height},${bar.colour}`).join(';');
    if (content === this.columnContent) return;
    this.columnContent = content;
    context.setTransform(resolution, 0, 0, resolution, -left * resolution, 0);
    context.clearRect(left, 0, width, this.plotHeight);
    for (const bar of bars) {
      context.fillStyle = cssColour(bar.colour);
      context.fillRect(bar.x, bar.y, bar.width, bar.height);
    }
  }
}
