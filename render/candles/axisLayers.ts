import { type ChartTheme, cssColour } from '../theme.ts';
import { ElementPool, setStyle } from './elementPool.ts';
import type { ColouredRect } from './liveLayer.ts';

/** A labelled line on an axis: x (time axis, in strip px) or y (price axis, in plot px). */
export interface AxisMark {
  at: number;
  label: string;
}

const LABEL_STYLE = 'position:absolute;top:0;left:0;white-space:nowrap;line-height:1';

/**
 * The time axis and the vertical grid lines, as elements in a strip as wide as the rendered scene
 * strip: a pan moves the strip with a transform (no repaint), a new strip re-lays the few elements.
 */
export class TimeAxisLayer {
  readonly element = document.createElement('div');
  private readonly lines: ElementPool;
  private readonly labels: ElementPool;
  private gridRects: ColouredRect[] = [];
  private left = 0;
  private shift = 0;

  constructor(private readonly theme: ChartTheme) {
    this.element.style.cssText =
      'position:absolute;left:0;top:0;pointer-events:none;will-change:transform;contain:strict;' +
      `color:${cssColour(theme.text)};font:11px ${theme.fontFamily}`;
    this.element.dataset.chartLayer = 'time-axis';
    this.lines = new ElementPool(
      this.element,
      `position:absolute;left:0;top:0;width:1px;background:${cssColour(theme.grid)}`,
    );
    this.labels = new ElementPool(this.element, LABEL_STYLE);
  }

  /**
   * Sizes the strip: `left` is its rest position in plot px, labels sit below `plotHeight`. The rest
   * position is a transform, like a pan, not `left`: moving a laid-out element's box is a layout shift
   * (CLS), and the strip moves when it is widened after the first frame.
   */
  layout(left: number, width: number, height: number): void {
    this.left = left;
    setStyle(this.element, 'width', `${width}px`);
    setStyle(this.element, 'height', `${height}px`);
    this.place();
  }

  render(marks: readonly AxisMark[], plotHeight: number): void {
    this.lines.begin();
    this.labels.begin();
    this.gridRects = [];
    for (const mark of marks) {
      const x = Math.round(mark.at);
      const line = this.lines.next();
      setStyle(line, 'height', `${plotHeight}px`);
      setStyle(line, 'transform', `translateX(${x}px)`);
      this.gridRects.push({ x, y: 0, width: 1, height: plotHeight, colour: this.theme.grid });
      const label = this.labels.next();
      if (label.textContent !== mark.label) label.textContent = mark.label;
      setStyle(label, 'transform', `translate(${x}px,${plotHeight + 6}px) translateX(-50%)`);
    }
    this.lines.end();
    this.labels.end();
  }

  /** Moves the strip by `shift` CSS px from its rest position. */
  moveTo(shift: number): void {
    this.shift = shift;
    this.place();
  }

  private place(): void {
    setStyle(this.element, 'transform', `translateX(${this.left + this.shift}px)`);
  }

  /** The grid lines as drawn, in chart px (for reading the chart's pixels back). */
  rects(): ColouredRect[] {
    const offset = this.left + this.shift;
    return this.gridRects.map((rect) => ({ ...rect, x: rect.x + offset }));
  }
}

/**
 * The price axis pane (opaque, with its border) and the horizontal grid lines across the plot. Redrawn
 * when the price range moves: a few elements re-placed, no canvas repainted.
 */
export class PriceAxisLayer {
  readonly gridElement = document.createElement('div');
  readonly paneElement = document.createElement('div');
  private readonly lines: ElementPool;
  private readonly labels: ElementPool;
  private lineYs: number[] = [];
  private plotWidth = 0;
  private width = 0;
  private height = 0;

  constructor(private readonly theme: ChartTheme) {
    this.gridElement.style.cssText =
      'position:absolute;left:0;top:0;overflow:hidden;pointer-events:none;contain:strict';
    this.gridElement.dataset.chartLayer = 'price-grid';
    this.paneElement.style.cssText =
      'position:absolute;top:0;box-sizing:border-box;pointer-events:none;contain:strict;will-change:transform;' +
      `background:${cssColour(theme.background)};border-left:1px solid ${cssColour(theme.axisLine)};` +
      `color:${cssColour(theme.text)};font:11px ${theme.fontFamily}`;
    this.paneElement.dataset.chartLayer = 'price-axis';
    this.lines = new ElementPool(
      this.gridElement,
      // each line its own compositor layer: an autoscale moves them without repainting the plot
      `position:absolute;left:0;top:0;width:100%;height:1px;background:${cssColour(theme.grid)};will-change:transform`,
    );
    this.labels = new ElementPool(this.paneElement, `${LABEL_STYLE};left:5px`);
  }

  layout(plotWidth: number, plotHeight: number, width: number, height: number): void {
    this.plotWidth = plotWidth;
    this.width = width;
    this.height = height;
    setStyle(this.gridElement, 'width', `${plotWidth}px`);
    setStyle(this.gridElement, 'height', `${plotHeight}px`);
    setStyle(this.paneElement, 'left', `${plotWidth}px`);
    setStyle(this.paneElement, 'width', `${width - plotWidth}px`);
    setStyle(this.paneElement, 'height', `${height}px`);
  }

  /** Grid lines and labels at `marks` (y in plot px, already inside the plot). */
  render(marks: readonly AxisMark[], fontSize: number): void {
    this.lines.begin();
    this.labels.begin();
    this.lineYs = [];
    for (const mark of marks) {
      const y = Math.round(mark.at);
      setStyle(this.lines.next(), 'transform', `translateY(${y}px)`);
      this.lineYs.push(y);
      const label = this.labels.next();
      if (label.textContent !== mark.label) label.textContent = mark.label;
      setStyle(label, 'transform', `translateY(${Math.round(y - fontSize / 2)}px)`);
    }
    this.lines.end();
    this.labels.end();
  }

  /** Grid lines, in chart px (for reading the chart's pixels back). */
  gridRects(): ColouredRect[] {
    return this.lineYs.map((y) => ({ x: 0, y, width: this.plotWidth, height: 1, colour: this.theme.grid }));
  }

  /** The pane and its border, in chart px. */
  paneRects(): ColouredRect[] {
    const width = this.width - this.plotWidth;
    return [
      { x: this.plotWidth, y: 0, width, height: this.height, colour: this.theme.background },
      { x: this.plotWidth, y: 0, width: 1, height: this.height, colour: this.theme.axisLine },
    ];
  }
}
