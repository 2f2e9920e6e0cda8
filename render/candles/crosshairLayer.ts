import { type ChartTheme, cssColour } from '../theme.ts';
import { setStyle } from './elementPool.ts';

/** What the crosshair shows in one frame (CSS px in the chart). */
export interface CrosshairScene {
  /** the lines' pixel column and row: the bar the vertical line snaps to, the pointer's y (in the plot) */
  x: number;
  y: number;
  /** the price at y, on the price axis */
  price: string;
  /** the bar's time, on the time axis */
  time: string;
  /** the OHLC readout: label and value of each field */
  readout: readonly (readonly [string, string])[];
  /** colour of the readout's values (the bar rose or fell) */
  valueColour: number;
}

const DASH = 4;
const LABEL_BACKGROUND = 0x2b3447;
const LABEL_TEXT = '#e8ecf4';
const LABEL_PADDING = 6;

/**
 * The crosshair as a few positioned elements over the chart: two dashed lines, the price and time
 * labels and the OHLC readout. Moving it changes transforms and a few texts; no canvas the size of the
 * chart is painted or handed to the compositor (with software compositing every on-screen 2D canvas is
 * copied in full on each commit). Hidden (`display:none`) while there is no crosshair.
 */
export class CrosshairLayer {
  readonly element = document.createElement('div');
  private readonly vertical = document.createElement('div');
  private readonly horizontal = document.createElement('div');
  private readonly priceBox = document.createElement('div');
  private readonly timeBox = document.createElement('div');
  private readonly readout = document.createElement('div');
  private readonly fields: { name: HTMLSpanElement; value: HTMLSpanElement }[] = [];
  /** measures the time label's width without a layout pass */
  private readonly measure: CanvasRenderingContext2D | null;
  private plotWidth = 0;
  private valueColour = -1;

  constructor(theme: ChartTheme, axisHeight: number, fontSize: number) {
    const font = `${fontSize}px ${theme.fontFamily}`;
    this.element.style.cssText =
      'position:absolute;left:0;top:0;width:100%;height:100%;display:none;pointer-events:none;overflow:hidden;' +
      `contain:strict;font:${font};color:${LABEL_TEXT}`;
    this.element.dataset.chartLayer = 'crosshair';
    const line = cssColour(theme.crosshair, 0.8);
    this.vertical.style.cssText =
      'position:absolute;left:0;top:0;width:1px;will-change:transform;' +
      `background:repeating-linear-gradient(to bottom,${line} 0 ${DASH}px,transparent ${DASH}px ${2 * DASH}px)`;
    this.horizontal.style.cssText =
      'position:absolute;left:0;top:0;height:1px;will-change:transform;' +
      `background:repeating-linear-gradient(to right,${line} 0 ${DASH}px,transparent ${DASH}px ${2 * DASH}px)`;
    const box = `position:absolute;left:0;top:0;white-space:nowrap;overflow:hidden;box-sizing:border-box;will-change:transform;background:${cssColour(LABEL_BACKGROUND)};padding-left:${LABEL_PADDING}px;`;
    this.priceBox.style.cssText = `${box}height:16px;line-height:16px`;
    this.priceBox.dataset.crosshairPrice = '';
    this.timeBox.style.cssText = `${box}height:${axisHeight - 1}px;line-height:${axisHeight - 1}px`;
    this.timeBox.dataset.crosshairTime = '';
    this.readout.style.cssText =
      'position:absolute;left:4px;top:3px;display:flex;flex-wrap:wrap;column-gap:10px;padding:0 4px;box-sizing:border-box;' +
      `line-height:16px;background:${cssColour(theme.background, 0.75)};color:${cssColour(theme.text)}`;
    this.readout.dataset.crosshairReadout = '';
    this.element.append(this.vertical, this.horizontal, this.priceBox, this.timeBox, this.readout);
    this.measure = document.createElement('canvas').getContext('2d');
    if (this.measure) this.measure.font = font;
  }

  layout(plotWidth: number, plotHeight: number, width: number): void {
    this.plotWidth = plotWidth;
    setStyle(this.vertical, 'height', `${plotHeight}px`);
    setStyle(this.horizontal, 'width', `${plotWidth}px`);
    setStyle(this.priceBox, 'left', `${plotWidth + 1}px`);
    setStyle(this.priceBox, 'width', `${Math.max(0, width - plotWidth - 1)}px`);
    setStyle(this.timeBox, 'top', `${plotHeight + 1}px`);
    this.readout.style.maxWidth = `${Math.max(0, plotWidth - 8)}px`;
  }

  /** Shows `scene`, or hides the crosshair when null. */
  draw(scene: CrosshairScene | null): void {
    setStyle(this.element, 'display', scene ? 'block' : 'none');
    if (!scene) return;
    const { x, y } = scene;
    setStyle(this.vertical, 'transform', `translateX(${x}px)`);
    setStyle(this.horizontal, 'transform', `translateY(${y}px)`);
    setStyle(this.priceBox, 'transform', `translateY(${y - 8}px)`);
    setText(this.priceBox, scene.price);
    const timeWidth = Math.ceil(
      (this.measure?.measureText(scene.time).width ?? scene.time.length * 6) + 2 * LABEL_PADDING,
    );
    const left = Math.round(Math.min(this.plotWidth - timeWidth, Math.max(0, x - timeWidth / 2)));
    setStyle(this.timeBox, 'width', `${timeWidth}px`);
    setStyle(this.timeBox, 'transform', `translateX(${left}px)`);
    setText(this.timeBox, scene.time);
    this.drawReadout(scene);
  }

  private drawReadout(scene: CrosshairScene): void {
    while (this.fields.length < scene.readout.length) {
      const field = document.createElement('span');
      const name = document.createElement('span');
      const value = document.createElement('span');
      field.append(name, value);
      this.readout.append(field);
      this.fields.push({ name, value });
    }
    if (scene.valueColour !== this.valueColour) {
      this.valueColour = scene.valueColour;
      this.readout.style.setProperty('--crosshair-value', cssColour(scene.valueColour));
      for (const field of this.fields) field.value.style.color = 'var(--crosshair-value)';
    }
    scene.readout.forEach(([name, value], index) => {
      const field = this.fields[index];
      if (!field) return;
      setText(field.name, `${name} `);
      setText(field.value, value);
    });
  }
}

function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
