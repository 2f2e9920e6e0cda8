import { readableTextOn } from '../contrast.ts';
import type { ChartTheme } from '../theme.ts';
import { separateAxisTags } from './axisTags.ts';
import { type PriceRange, priceOfY, yOfPrice } from './priceScale.ts';

/** What a price line marks: a position's entry, stop-loss or take-profit, or a pending order's price. */
export type PriceLineKind = 'entry' | 'stopLoss' | 'takeProfit' | 'pending';

/** A horizontal line across the plot at a price, with a label (the app's words) and the price on the axis. */
export interface PriceLine {
  /** stable across updates (the app's own key, e.g. "42:takeProfit") */
  id: string;
  kind: PriceLineKind;
  price: number;
  /** shown before the price, e.g. "TP #42" */
  label: string;
  /** the user may drag it; where it is dropped goes to the chart's `onPriceLineDrop` */
  draggable: boolean;
}

/**
 * A price line as drawn this frame (CSS px: y in the plot). A price above or below the plot keeps its
 * label at that edge (`offPlot`) without the line, so a far stop can still be seen and dragged in.
 */
export interface PlacedPriceLine {
  id: string;
  /** the line's y (on the plot), or where its label is kept at an edge (off the plot) */
  y: number;
  /** the label's centre: at the line, moved inside the plot as far as needed to show whole */
  labelY: number;
  offPlot: 'above' | 'below' | null;
  colour: number;
  /** label and price, e.g. "TP #42 1.17050" */
  text: string;
  /** the price alone, for the axis and for assistive technology */
  priceText: string;
  /** the axis tag's text colour, readable on `colour` */
  textColour: number;
  price: number;
  dashed: boolean;
  /** the label at the plot's right end (an entry: fixed, and out of the way of the stops' handles on the left) */
  labelAtEnd: boolean;
  draggable: boolean;
  /** being dragged (shown at the drag's price, on top of the others) */
  dragging: boolean;
}

/** Amber: a pending order's price (neither the rising nor the falling colour). */
const PENDING_COLOUR = 0xf5a524;
/** a line's label box, CSS px */
export const LABEL_HEIGHT = 20;
/** how far from the plot's edge a label kept there is centred (half its height and a little) */
export const EDGE_INSET = 12;
/** labels kept at the same edge stack this far apart (a label and a gap) */
export const PINNED_STEP = LABEL_HEIGHT + 2;

export function priceLineColour(kind: PriceLineKind, theme: ChartTheme): number {
  if (kind === 'stopLoss') return theme.down;
  if (kind === 'takeProfit') return theme.up;
  if (kind === 'pending') return PENDING_COLOUR;
  return theme.crosshair;
}

/**
 * Where each line goes at this price scale. A line being dragged shows the drag's price instead of its
 * own.
 */
export function priceLinesScene(
  lines: readonly PriceLine[],
  place: { range: PriceRange; plotHeight: number },
  theme: ChartTheme,
  priceText: (price: number) => string,
  drag: { id: string; price: number } | null,
): PlacedPriceLine[] {
  const placed = lines.map((line): PlacedPriceLine => {
    const dragging = drag !== null && drag.id === line.id;
    const price = dragging ? drag.price : line.price;
    const y = Math.round(yOfPrice(place.range, 0, place.plotHeight, price));
    const offPlot = y < 0 ? 'above' : y > place.plotHeight ? 'below' : null;
    const text = priceText(price);
    const colour = priceLineColour(line.kind, theme);
    const arrow = offPlot === 'above' ? '\u25b2 ' : offPlot === 'below' ? '\u25bc ' : '';
    return {
      id: line.id,
      y: offPlot === null ? y : offPlot === 'above' ? EDGE_INSET : place.plotHeight - EDGE_INSET,
      labelY: centreInside(y, LABEL_HEIGHT, place.plotHeight),
      offPlot,
      colour,
      text: `${arrow}${line.label} ${text}`,
      priceText: text,
      textColour: readableTextOn(colour),
      price,
      dashed: line.kind === 'entry' || line.kind === 'pending',
      labelAtEnd: line.kind === 'entry',
      draggable: line.draggable,
      dragging,
    };
  });
  stackAtEdges(placed, place.plotHeight);
  separateLabels(placed, place.plotHeight);
  return placed;
}

/**
 * Labels of lines on the plot at nearby prices would cover each other (two stops a pip apart, two entries
 * at one price): in each column (the handles on the left, the entries at the right end) they are pushed
 * apart, top down, a label and a gap each, and kept inside the plot. The lines stay at their prices; a
 * dragged label keeps its place under the pointer.
 */
function separateLabels(placed: PlacedPriceLine[], plotHeight: number): void {
  for (const atEnd of [false, true]) {
    const column = placed.filter((line) => line.offPlot === null && line.labelAtEnd === atEnd && !line.dragging);
    // top down: each label at least a step below the one above it
    const centres = separateAxisTags(
      column.map((line) => line.labelY),
      null,
      PINNED_STEP,
    );
    // then bottom up: none past the plot's bottom, each at least a step above the one below it
    const bottomUp = centres.map((centre, index) => ({ centre, index })).sort((a, b) => b.centre - a.centre);
    let lowest = plotHeight - LABEL_HEIGHT / 2;
    for (const { centre, index } of bottomUp) {
      const y = Math.min(centre, lowest);
      centres[index] = y;
      lowest = y - PINNED_STEP;
    }
    column.forEach((line, index) => {
      line.labelY = Math.max(LABEL_HEIGHT / 2, centres[index] ?? line.labelY);
    });
  }
}

/**
 * Labels kept at one edge would sit on each other: they stack away from it in price order (the
 * farthest price at the edge itself), so a stop-loss and a pending order both below the plot both show.
 */
function stackAtEdges(placed: PlacedPriceLine[], plotHeight: number): void {
  const above = placed.filter((line) => line.offPlot === 'above').sort((a, b) => b.price - a.price);
  const below = placed.filter((line) => line.offPlot === 'below').sort((a, b) => a.price - b.price);
  above.forEach((line, index) => {
    line.y = EDGE_INSET + index * PINNED_STEP;
  });
  below.forEach((line, index) => {
    line.y = plotHeight - EDGE_INSET - index * PINNED_STEP;
  });
  for (const line of [...above, ...below]) line.labelY = line.y;
}

/**
 * Where a box `height` tall centred at `y` shows whole on a plot `plotHeight` tall: `y` itself, or moved
 * inside (a line at the plot's very top or bottom keeps its label and its axis tag on screen).
 */
export function centreInside(y: number, height: number, plotHeight: number): number {
  return Math.max(height / 2, Math.min(plotHeight - height / 2, y));
}

/** The price at y (plot px) rounded to the symbol's decimals and kept inside the plot: what a drag points at. */
export function priceAtDrag(place: { range: PriceRange; plotHeight: number }, y: number, precision: number): number {
  const inside = Math.min(place.plotHeight, Math.max(0, y));
  return roundTo(priceOfY(place.range, 0, place.plotHeight, inside), precision);
}

/** `price` moved by `steps` of the symbol's smallest price step (the keyboard's drag). */
export function priceStepped(price: number, steps: number, precision: number): number {
  return roundTo(price + steps * 10 ** -precision, precision);
}

/** Whether white text would be hard to read on `colour` (its perceived lightness is high). */

function roundTo(price: number, precision: number): number {
  const scale = 10 ** precision;
  return Math.round(price * scale) / scale;
}
