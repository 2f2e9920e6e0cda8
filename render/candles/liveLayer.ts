import { cssColour } from '../theme.ts';
import { AXIS_TAG_HEIGHT } from './axisTags.ts';
import { ElementPool, setStyle } from './elementPool.ts';

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
 * The live candle's layer, above the chart's scene strips: the bar's wick, body and volume bar, the
 * last-price line and the price box are positioned elements. A tick moves and resizes a few boxes; it
 * never repaints (or hands the compositor) a canvas. (The bar was a canvas as wide as the bar: a zoom
 * changes that width on every notch, and a resized canvas is a new buffer, repainted and copied whole.)
 */
export class LiveLayer {
  /** the plot's clip: the bar and the price line stay inside the plot */
  readonly plot = document.createElement('div');
  readonly line = document.createElement('div');
  readonly box = document.createElement('div');
  private readonly bars: ElementPool;
  private lineColour = -1;
  private boxColour = -1;
  private boxFont = '';

  constructor() {
    this.plot.style.cssText = 'position:absolute;left:0;top:0;overflow:hidden;pointer-events:none;contain:strict';
    this.plot.dataset.chartLayer = 'live';
    this.line.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:1px;display:none;will-change:transform';
    this.line.dataset.lastPriceLine = '';
    this.box.style.cssText =
      `position:absolute;top:0;height:${AXIS_TAG_HEIGHT}px;line-height:${AXIS_TAG_HEIGHT}px;padding-left:5px;box-sizing:border-box;overflow:hidden;` +
      'white-space:nowrap;pointer-events:none;display:none;contain:strict;will-change:transform';
    this.box.dataset.lastPriceLabel = '';
    // the bars' own container keeps them beneath the price line
    const bars = document.createElement('div');
    this.bars = new ElementPool(bars, 'position:absolute;left:0;top:0');
    this.plot.append(bars, this.line);
  }

  layout(plotWidth: number, plotHeight: number): void {
    this.plot.style.width = `${plotWidth}px`;
    this.plot.style.height = `${plotHeight}px`;
  }

  draw(scene: LiveScene): void {
    this.drawBars(scene.bars);
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

  private drawBars(bars: readonly ColouredRect[]): void {
    this.bars.begin();
    for (const bar of bars) {
      const element = this.bars.next();
      setStyle(element, 'left', `${bar.x}px`);
      setStyle(element, 'top', `${bar.y}px`);
      setStyle(element, 'width', `${bar.width}px`);
      setStyle(element, 'height', `${bar.height}px`);
      setStyle(element, 'background', cssColour(bar.colour));
    }
    this.bars.end();
  }
}
