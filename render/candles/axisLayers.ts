import { type ChartTheme, cssColour } from '../theme.ts';
import { AXIS_TAG_HEIGHT } from './axisTags.ts';
import { ElementPool, setStyle } from './elementPool.ts';
import { type AxisStretch, priceMarksStretch } from './labelPlacement.ts';
import type { PriceRange } from './priceScale.ts';

/** A labelled line on an axis: x (time axis, in strip px) or y (price axis, in plot px). */
export interface AxisMark {
  at: number;
  label: string;
}

const LABEL_STYLE = 'position:absolute;top:0;left:0;white-space:nowrap;line-height:1';

const UNSTRETCHED: AxisStretch = { translate: 0, scale: 1 };

/** The width of a text in `font` (CSS px), from a 2D context: no layout read. */
function textMeasurer(font: string): (text: string) => number {
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return (text) => text.length * 7;
  context.font = font;
  return (text) => context.measureText(text).width;
}

/**
 * The marks laid out on an axis: each mark's elements and where `render` put them. Following a stretch
 * (labelPlacement.ts) writes only the marks' transforms: no text, box or layout changes until the marks
 * are laid out again.
 */
class PlacedMarks {
  private marks: { at: number; elements: { element: HTMLElement; transform: (at: number) => string }[] }[] = [];
  stretch: AxisStretch = UNSTRETCHED;

  begin(): void {
    this.marks = [];
    this.stretch = UNSTRETCHED;
  }

  add(at: number, elements: { element: HTMLElement; transform: (at: number) => string }[]): void {
    this.marks.push({ at, elements });
    for (const { element, transform } of elements) setStyle(element, 'transform', transform(at));
  }

  follow(stretch: AxisStretch): void {
    if (stretch.scale === this.stretch.scale && stretch.translate === this.stretch.translate) return;
    this.stretch = stretch;
    for (const { at, elements } of this.marks) {
      const shown = stretch.translate + stretch.scale * at;
      for (const { element, transform } of elements) setStyle(element, 'transform', transform(shown));
    }
  }
}

/**
 * The time axis and the vertical grid lines, as elements in a strip as wide as the rendered scene
 * strip: a pan moves the strip with a transform and a zoom stretches the marks' places (not their
 * text) with it, no repaint; a new strip re-lays the few elements.
 */
export class TimeAxisLayer {
  readonly element = document.createElement('div');
  private readonly lines: ElementPool;
  private readonly labels: ElementPool;
  private readonly placed = new PlacedMarks();
  /** each label, where it was laid out (strip px) and half its width, measured once per layout */
  private labelMarks: { at: number; element: HTMLElement; halfWidth: number }[] = [];
  private readonly measure: (text: string) => number;
  private left = 0;
  private shift = 0;
  private plotWidth = 0;

  constructor(theme: ChartTheme) {
    // no paint containment: a zoom in stretches the marks' places past the strip's own width
    this.element.style.cssText =
      'position:absolute;left:0;top:0;pointer-events:none;will-change:transform;contain:size layout style;' +
      `color:${cssColour(theme.text)};font:11px ${theme.fontFamily}`;
    this.element.dataset.chartLayer = 'time-axis';
    this.lines = new ElementPool(
      this.element,
      `position:absolute;left:0;top:0;width:1px;background:${cssColour(theme.grid)}`,
    );
    this.labels = new ElementPool(this.element, LABEL_STYLE);
    this.measure = textMeasurer(`11px ${theme.fontFamily}`);
  }

  /**
   * Sizes the strip: `left` is its rest position in plot px, labels sit below `plotHeight`. The rest
   * position is a transform, like a pan, not `left`: moving a laid-out element's box is a layout shift
   * (CLS), and the strip moves when it is widened after the first frame.
   */
  layout(left: number, width: number, height: number, plotWidth: number): void {
    this.left = left;
    this.plotWidth = plotWidth;
    setStyle(this.element, 'width', `${width}px`);
    setStyle(this.element, 'height', `${height}px`);
    this.place();
  }

  /** Lays the marks out at `at` (strip px), unstretched. */
  render(marks: readonly AxisMark[], plotHeight: number): void {
    this.lines.begin();
    this.labels.begin();
    this.placed.begin();
    this.labelMarks = [];
    const labelY = plotHeight + 6;
    for (const mark of marks) {
      const x = Math.round(mark.at);
      const line = this.lines.next();
      setStyle(line, 'height', `${plotHeight}px`);
      const label = this.labels.next();
      if (label.textContent !== mark.label) label.textContent = mark.label;
      this.labelMarks.push({ at: x, element: label, halfWidth: this.measure(mark.label) / 2 });
      this.placed.add(x, [
        { element: line, transform: (at) => `translateX(${at}px)` },
        { element: label, transform: (at) => `translate(${at}px,${labelY}px) translateX(-50%)` },
      ]);
    }
    this.lines.end();
    this.labels.end();
    this.hideCutLabels();
  }

  /**
   * Moves the strip by `shift` CSS px from its rest position, the marks' places scaled by `scale` from
   * its left edge (a zoom in progress: the labels keep their text and size, only their places follow).
   */
  moveTo(shift: number, scale = 1): void {
    this.shift = shift;
    this.place();
    this.placed.follow({ translate: 0, scale });
    this.hideCutLabels();
  }

  /**
   * A label that would be cut by the plot's left edge or the price axis is hidden, whole: a stub ("16:4",
   * "Nov 2") reads as another time. Arithmetic per frame; a style write only when a label crosses an edge.
   */
  private hideCutLabels(): void {
    const offset = this.left + this.shift;
    const { scale } = this.placed.stretch;
    for (const { at, element, halfWidth } of this.labelMarks) {
      const centre = offset + scale * at;
      const inside = centre - halfWidth >= 0 && centre + halfWidth <= this.plotWidth;
      setStyle(element, 'visibility', inside ? 'visible' : 'hidden');
    }
  }

  private place(): void {
    setStyle(this.element, 'transform', `translateX(${this.left + this.shift}px)`);
  }
}

/**
 * The price axis pane (opaque, with its border) and the horizontal grid lines across the plot. The marks
 * are laid out for a price range; while a gesture or a tick moves the range, each mark is moved to its
 * price by its transform (its text stays), and laid out again when that would stretch the marks too far
 * or when the chart asks for exact ones (`place`): no canvas repainted, no text or box changed per step.
 */
export class PriceAxisLayer {
  readonly gridElement = document.createElement('div');
  readonly paneElement = document.createElement('div');
  private readonly lines: ElementPool;
  private readonly labels: ElementPool;
  /** each label and the y it was laid out at (plot px, unstretched) */
  private labelMarks: { at: number; element: HTMLElement }[] = [];
  private fontSize = 0;
  private readonly placed = new PlacedMarks();
  /** the price range the marks were laid out for */
  private laidOutFor: PriceRange | null = null;
  private plotHeight = 0;

  constructor(theme: ChartTheme) {
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
    this.plotHeight = plotHeight;
    setStyle(this.gridElement, 'width', `${plotWidth}px`);
    setStyle(this.gridElement, 'height', `${plotHeight}px`);
    setStyle(this.paneElement, 'left', `${plotWidth}px`);
    setStyle(this.paneElement, 'width', `${width - plotWidth}px`);
    setStyle(this.paneElement, 'height', `${height}px`);
  }

  /** Grid lines and labels at `marks` (y in plot px, already inside the plot), unstretched. */
  private render(marks: readonly AxisMark[], fontSize: number): void {
    this.lines.begin();
    this.labels.begin();
    this.placed.begin();
    this.labelMarks = [];
    this.fontSize = fontSize;
    // the label's middle on its line, in whole pixels at rest
    const labelOffset = Math.round(-fontSize / 2);
    for (const mark of marks) {
      const y = Math.round(mark.at);
      const label = this.labels.next();
      if (label.textContent !== mark.label) label.textContent = mark.label;
      this.labelMarks.push({ at: y, element: label });
      this.placed.add(y, [
        { element: this.lines.next(), transform: (at) => `translateY(${at}px)` },
        { element: label, transform: (at) => `translateY(${at + labelOffset}px)` },
      ]);
    }
    this.lines.end();
    this.labels.end();
  }

  /**
   * Shows the marks for `range`: the marks laid out follow it by transforms (labelPlacement.ts), or are
   * laid out again (`marks`) when that would stretch them too far, or when asked for `exact` ones.
   */
  place(
    range: PriceRange,
    frame: { plotHeight: number; fontSize: number; exact: boolean },
    marks: () => readonly AxisMark[],
  ): void {
    const laidOut = this.laidOutFor;
    const stretch = laidOut && !frame.exact ? priceMarksStretch(laidOut, range, frame.plotHeight) : null;
    if (stretch) {
      this.placed.follow(stretch);
      return;
    }
    this.render(marks(), frame.fontSize);
    this.laidOutFor = range;
  }

  /**
   * Hides the labels that a price tag on the axis would partly cover (`tagCentres`, plot px, each
   * AXIS_TAG_HEIGHT tall) or that the plot's top or bottom edge would cut, and shows the others: as the
   * marks or the tags move, each label shows again once it is clear.
   */
  clearUnder(tagCentres: readonly number[]): void {
    const { translate, scale } = this.placed.stretch;
    const reach = (AXIS_TAG_HEIGHT + this.fontSize) / 2;
    const half = this.fontSize / 2;
    for (const { at, element } of this.labelMarks) {
      const centre = translate + scale * at;
      const cut = centre - half < 0 || centre + half > this.plotHeight;
      const covered = cut || tagCentres.some((tag) => Math.abs(tag - centre) < reach);
      setStyle(element, 'visibility', covered ? 'hidden' : 'visible');
    }
  }
}
