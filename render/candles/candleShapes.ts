import type { CandleColumns } from './candleColumns.ts';

/** A candle part in bar-index x price space: x and width in bars, y (the bottom) and height in price. */
export type ShapeVisitor = (x: number, y: number, width: number, height: number) => void;

/** Body and wick widths in bars (fractions of the bar slot). */
export interface BarWidths {
  body: number;
  wick: number;
}

/**
 * The wick and body rectangles of bars [from, to] that rose (`rising`: close >= open) or fell, in
 * bar-index x price space; `minHeight` (in price) keeps a flat bar visible. One pass per colour lets
 * a renderer fill each colour at once (picture/plotShapes.ts places them on the plot).
 */
export function candleShapes(
  series: CandleColumns,
  from: number,
  to: number,
  rising: boolean,
  widths: BarWidths,
  minHeight: number,
  visit: ShapeVisitor,
): number {
  const first = Math.max(0, from);
  const last = Math.min(series.length - 1, to);
  let drawn = 0;
  for (let index = first; index <= last; index += 1) {
    const open = series.open[index] ?? 0;
    const close = series.close[index] ?? 0;
    if (close >= open !== rising) continue;
    drawn += 1;
    const high = series.high[index] ?? 0;
    const low = series.low[index] ?? 0;
    visit(index - widths.wick / 2, low, widths.wick, Math.max(minHeight, high - low));
    visit(index - widths.body / 2, Math.min(open, close), widths.body, Math.max(minHeight, Math.abs(close - open)));
  }
  return drawn;
}

/** Rectangles as a triangle mesh: x, y of 4 corners per rectangle, and the 6 indices of its 2 triangles. */
export interface RectMesh {
  positions: Float32Array;
  indices: Uint32Array;
}

/** Rectangles (x, y, width, height of each in turn) as one triangle mesh: a renderer fills it at once. */
export function rectsMesh(rects: readonly number[]): RectMesh {
  const count = Math.floor(rects.length / 4);
  const positions = new Float32Array(count * 8);
  const indices = new Uint32Array(count * 6);
  for (let rect = 0; rect < count; rect += 1) {
    const x = rects[rect * 4] ?? 0;
    const y = rects[rect * 4 + 1] ?? 0;
    const right = x + (rects[rect * 4 + 2] ?? 0);
    const bottom = y + (rects[rect * 4 + 3] ?? 0);
    positions.set([x, y, right, y, right, bottom, x, bottom], rect * 8);
    const corner = rect * 4;
    indices.set([corner, corner + 1, corner + 2, corner, corner + 2, corner + 3], rect * 6);
  }
  return { positions, indices };
}
