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
 * a renderer fill each colour at once. Pixi's geometry and the 2D canvas of a zoom both draw from it.
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

/**
 * The wick and body rectangles of bars [from, to] that rose (or fell) as one mesh in bar-index x price
 * space, `base` subtracted from every price (float32 vertices stay precise near the data).
 */
export function candleMesh(
  series: CandleColumns,
  from: number,
  to: number,
  rising: boolean,
  shape: { widths: BarWidths; minHeight: number; base: number },
): RectMesh {
  const bars = candleShapes(series, from, to, rising, shape.widths, shape.minHeight, () => {});
  const positions = new Float32Array(bars * 2 * 8);
  const indices = new Uint32Array(bars * 2 * 6);
  let rect = 0;
  candleShapes(series, from, to, rising, shape.widths, shape.minHeight, (x, y, width, height) => {
    const bottom = y - shape.base;
    positions.set([x, bottom, x + width, bottom, x + width, bottom + height, x, bottom + height], rect * 8);
    const corner = rect * 4;
    indices.set([corner, corner + 1, corner + 2, corner, corner + 2, corner + 3], rect * 6);
    rect += 1;
  });
  return { positions, indices };
}
