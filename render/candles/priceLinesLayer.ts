import { type ChartTheme, cssColour } from '../theme.ts';
import { AXIS_TAG_HEIGHT, separateAxisTags } from './axisTags.ts';
import { setStyle } from './elementPool.ts';
import {
  centreInside,
  LABEL_HEIGHT,
  type PlacedPriceLine,
  type PriceLine,
  priceAtDrag,
  priceLinesScene,
  priceStepped,
} from './priceLineScene.ts';
import { type PriceRange, yOfPrice } from './priceScale.ts';
import type { ColouredRect } from './scenes.ts';

/** What the layer asks of its chart. */
export interface PriceLinesHost {
  precision(): number;
  /** draw a frame soon (the drag moved) */
  invalidate(): void;
  /** a draggable line was let go at `price` (its own price when it ends where it began: not called) */
  onDrop?(id: string, price: number): void;
}

interface LineElements {
  row: HTMLDivElement;
  line: HTMLDivElement;
  label: HTMLDivElement;
  tag: HTMLDivElement;
  dashedColour: string;
}

/** a keyboard step with Shift held moves the line this many price steps */
const LARGE_STEP = 10;

/**
 * The order lines over the plot (entry, stop-loss, take-profit, pending price): a row per line with the
 * line, a label at the plot's left and the price on the axis, moved by transforms. A draggable line's
 * label is the handle: a pointer drag or the arrow keys move it (at the symbol's price steps, inside the
 * plot) and the drop goes to the host; the line stays where it was dropped until the lines are set again
 * (the app confirms or refuses the change, then sets them).
 */
export class PriceLinesLayer {
  readonly element = document.createElement('div');
  private readonly rows = new Map<string, LineElements>();
  private lines: readonly PriceLine[] = [];
  private drag: { id: string; price: number; pointerId: number | null } | null = null;
  /** how far below its line the pointer took a label (a label pushed off its line keeps that gap) */
  private grabOffset = 0;
  private plotWidth = 0;
  private width = 0;
  /** the price scale last drawn: where a pointer's y points */
  private scale: { range: PriceRange; plotHeight: number } | null = null;

  constructor(
    private readonly theme: ChartTheme,
    private readonly font: string,
    private readonly host: PriceLinesHost,
  ) {
    this.element.style.cssText =
      'position:absolute;left:0;top:0;width:100%;pointer-events:none;overflow:hidden;contain:strict';
    this.element.dataset.chartLayer = 'price-lines';
  }

  layout(plotWidth: number, plotHeight: number, width: number): void {
    this.plotWidth = plotWidth;
    this.width = width;
    this.element.style.height = `${plotHeight}px`;
    for (const elements of this.rows.values()) {
      setStyle(elements.line, 'width', `${plotWidth}px`);
      setStyle(elements.tag, 'left', `${plotWidth + 1}px`);
      setStyle(elements.tag, 'width', `${width - plotWidth - 1}px`);
    }
  }

  /** Replaces the lines; a line let go earlier goes back to its (new) price. */
  setLines(lines: readonly PriceLine[]): void {
    this.lines = lines;
    if (this.drag?.pointerId === null || !lines.some((line) => line.id === this.drag?.id)) this.drag = null;
    this.host.invalidate();
  }

  /**
   * Draws the lines at this price scale. `liveTag`: the live price's tag on the axis (`null` without
   * one); the lines' tags make way for it and for each other (axisTags.ts). Returns where the lines' tags
   * are on the axis (their centres, plot px).
   */
  draw(
    scale: { range: PriceRange; plotHeight: number },
    priceText: (price: number) => string,
    liveTag: ColouredRect | null,
  ): number[] {
    this.scale = scale;
    const scene = priceLinesScene(this.lines, scale, this.theme, priceText, this.drag);
    // only a line on the plot shows its tag on the axis
    const tagged = scene.filter((placed) => placed.offPlot === null);
    const tagCentres = separateAxisTags(
      tagged.map((placed) => centreInside(placed.y, AXIS_TAG_HEIGHT, scale.plotHeight)),
      liveTag ? liveTag.y + liveTag.height / 2 : null,
    );
    const tagShift = new Map(tagged.map((placed, index) => [placed.id, (tagCentres[index] ?? placed.y) - placed.y]));
    const kept = new Set<string>();
    for (const placed of scene) {
      kept.add(placed.id);
      const elements = this.rows.get(placed.id) ?? this.addRow(placed.id);
      this.drawRow(elements, placed);
      setStyle(elements.tag, 'transform', `translateY(${tagShift.get(placed.id) ?? 0}px)`);
    }
    for (const [id, elements] of this.rows) {
      if (kept.has(id)) continue;
      elements.row.remove();
      this.rows.delete(id);
    }
    return tagCentres;
  }

  dispose(): void {
    this.rows.clear();
    this.element.remove();
  }

  private drawRow(elements: LineElements, placed: PlacedPriceLine): void {
    const { row, line, label, tag } = elements;
    setStyle(row, 'transform', `translateY(${placed.y}px)`);
    setStyle(label, 'transform', `translateY(${placed.labelY - placed.y}px)`);
    // the row is as wide as the chart: an end label sits left of the price axis
    const right = placed.labelAtEnd ? `${this.width - this.plotWidth + 6}px` : '';
    if (label.style.right !== right) label.style.right = right;
    // off the plot: only the label, at the edge (the line and the axis tag would point at the wrong price)
    setStyle(line, 'display', placed.offPlot ? 'none' : 'block');
    setStyle(tag, 'display', placed.offPlot ? 'none' : 'block');
    const colour = cssColour(placed.colour);
    const lineFill = placed.dashed
      ? `repeating-linear-gradient(to right,${colour} 0 6px,transparent 6px 10px)`
      : colour;
    if (elements.dashedColour !== lineFill) {
      elements.dashedColour = lineFill;
      line.style.background = lineFill;
      label.style.borderColor = colour;
      tag.style.background = colour;
      tag.style.color = cssColour(placed.textColour);
    }
    if (label.textContent !== placed.text) label.textContent = placed.text;
    if (tag.textContent !== placed.priceText) tag.textContent = placed.priceText;
    const offPlot = placed.offPlot ?? '';
    if (row.dataset.offPlot !== offPlot) row.dataset.offPlot = offPlot;
    const dragging = String(placed.dragging);
    if (label.dataset.dragging !== dragging) {
      label.dataset.dragging = dragging;
      row.style.zIndex = placed.dragging ? '1' : '';
    }
    if (placed.draggable && label.getAttribute('aria-valuetext') !== placed.text) {
      label.setAttribute('aria-valuenow', String(placed.price));
      label.setAttribute('aria-valuetext', placed.text);
    }
  }

  private addRow(id: string): LineElements {
    const line = this.lines.find((candidate) => candidate.id === id);
    const draggable = line?.draggable === true;
    const row = document.createElement('div');
    row.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:0;will-change:transform';
    row.dataset.priceLine = id;
    row.dataset.offPlot = '';
    if (line) row.dataset.priceLineKind = line.kind;
    const stroke = document.createElement('div');
    stroke.style.cssText = `position:absolute;left:0;top:0;height:1px;width:${this.plotWidth}px`;
    const label = document.createElement('div');
    label.style.cssText =
      `position:absolute;${line?.kind === 'entry' ? '' : 'left:6px;'}top:${-LABEL_HEIGHT / 2}px;height:${LABEL_HEIGHT}px;line-height:${LABEL_HEIGHT - 2}px;` +
      `padding:0 6px;border:1px solid;border-radius:4px;box-sizing:border-box;white-space:nowrap;font:${this.font};` +
      `color:${cssColour(this.theme.text)};background:${cssColour(this.theme.background, 0.92)}`;
    label.dataset.priceLineLabel = '';
    const tag = document.createElement('div');
    tag.style.cssText =
      `position:absolute;top:${-AXIS_TAG_HEIGHT / 2}px;height:${AXIS_TAG_HEIGHT}px;line-height:${AXIS_TAG_HEIGHT}px;` +
      'padding-left:5px;box-sizing:border-box;overflow:hidden;' +
      `white-space:nowrap;font:${this.font};left:${this.plotWidth + 1}px;width:${this.width - this.plotWidth - 1}px`;
    row.append(stroke, label, tag);
    if (draggable) this.makeHandle(id, label, line?.label ?? '');
    const elements = { row, line: stroke, label, tag, dashedColour: '' };
    this.rows.set(id, elements);
    this.element.append(row);
    return elements;
  }

  /** The label takes pointer drags and the arrow keys (Enter drops, Escape puts the line back). */
  private makeHandle(id: string, label: HTMLDivElement, name: string): void {
    label.style.pointerEvents = 'auto';
    label.style.cursor = 'ns-resize';
    label.style.touchAction = 'none';
    label.tabIndex = 0;
    label.setAttribute('role', 'slider');
    label.setAttribute('aria-orientation', 'vertical');
    label.setAttribute('aria-label', name);
    label.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      try {
        // the drag's moves keep coming when the pointer leaves the label
        label.setPointerCapture(event.pointerId);
      } catch {
        // the pointer is already gone (released before this handler ran): the drop follows without capture
      }
      const price = this.priceOf(id);
      this.drag = { id, price, pointerId: event.pointerId };
      // the line moves by as much as the pointer does, from wherever on its label it was taken; a line off
      // the plot comes to the pointer
      const scale = this.scale;
      const lineY = scale ? yOfPrice(scale.range, 0, scale.plotHeight, price) : Number.NaN;
      const onPlot = scale !== null && lineY >= 0 && lineY <= scale.plotHeight;
      this.grabOffset = onPlot ? this.pointerY(event) - lineY : 0;
    });
    label.addEventListener('pointermove', (event) => {
      const scale = this.scale;
      if (this.drag?.id !== id || this.drag.pointerId !== event.pointerId || !scale) return;
      this.moveDrag(priceAtDrag(scale, this.pointerY(event) - this.grabOffset, this.host.precision()));
    });
    label.addEventListener('pointerup', (event) => {
      if (this.drag?.id === id && this.drag.pointerId === event.pointerId) this.drop();
    });
    label.addEventListener('pointercancel', () => this.cancelDrag(id));
    label.addEventListener('keydown', (event) => {
      const steps = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
      if (steps !== 0) {
        event.preventDefault();
        const from = this.drag?.id === id ? this.drag.price : this.priceOf(id);
        this.drag = { id, price: from, pointerId: null };
        this.moveDrag(priceStepped(from, steps * (event.shiftKey ? LARGE_STEP : 1), this.host.precision()));
      } else if (event.key === 'Enter' && this.drag?.id === id) {
        event.preventDefault();
        this.drop();
      } else if (event.key === 'Escape' && this.drag?.id === id) {
        event.preventDefault();
        this.cancelDrag(id);
      }
    });
  }

  /** The pointer's y in the plot (CSS px). */
  private pointerY(event: PointerEvent): number {
    return event.clientY - this.element.getBoundingClientRect().top;
  }

  private priceOf(id: string): number {
    return this.lines.find((line) => line.id === id)?.price ?? 0;
  }

  private moveDrag(price: number): void {
    if (!this.drag || this.drag.price === price) return;
    this.drag = { ...this.drag, price };
    this.host.invalidate();
  }

  /** The drag ends: the line stays at its price until the lines are set again. */
  private drop(): void {
    const drag = this.drag;
    if (!drag) return;
    this.drag = { ...drag, pointerId: null };
    if (drag.price !== this.priceOf(drag.id)) this.host.onDrop?.(drag.id, drag.price);
    else this.cancelDrag(drag.id);
  }

  private cancelDrag(id: string): void {
    if (this.drag?.id !== id) return;
    this.drag = null;
    this.host.invalidate();
  }
}
