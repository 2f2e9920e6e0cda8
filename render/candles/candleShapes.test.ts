import { describe, expect, it } from 'vitest';
import { columnsFromCandles } from './candleColumns.ts';
import { candleShapes, rectsMesh } from './candleShapes.ts';

const series = columnsFromCandles([
  { Time: 0, Open: 1.1, High: 1.3, Low: 1.0, Close: 1.2, Volume: 1 },
  { Time: 60_000, Open: 1.2, High: 1.25, Low: 1.05, Close: 1.1, Volume: 1 },
  { Time: 120_000, Open: 1.1, High: 1.1, Low: 1.1, Close: 1.1, Volume: 1 },
]);
const widths = { body: 0.7, wick: 0.1 };

function shapes(rising: boolean, from = 0, to = 2): number[][] {
  const out: number[][] = [];
  candleShapes(series, from, to, rising, widths, 0.01, (x, y, width, height) =>
    out.push([x, y, width, height].map((value) => Math.round(value * 1e6) / 1e6)),
  );
  return out;
}

describe('candleShapes', () => {
  it('gives each rising bar its wick (low to high) and body (open to close), centred on its index', () => {
    expect(shapes(true)).toEqual([
      [-0.05, 1, 0.1, 0.3],
      [-0.35, 1.1, 0.7, 0.1],
      // a flat bar counts as rising and keeps the minimum height
      [1.95, 1.1, 0.1, 0.01],
      [1.65, 1.1, 0.7, 0.01],
    ]);
  });

  it('gives falling bars from close up to open, and only bars in range', () => {
    expect(shapes(false)).toEqual([
      [0.95, 1.05, 0.1, 0.2],
      [0.65, 1.1, 0.7, 0.1],
    ]);
    expect(shapes(false, 2, 5)).toEqual([]);
    expect(shapes(true, -3, 0)).toHaveLength(2);
  });

  it('makes a mesh of rectangles: four corners and two triangles each', () => {
    const mesh = rectsMesh([10, 20, 4, 30, 0, 0, 1, 1]);
    expect(Array.from(mesh.positions)).toEqual([10, 20, 14, 20, 14, 50, 10, 50, 0, 0, 1, 0, 1, 1, 0, 1]);
    expect(Array.from(mesh.indices)).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7]);
    expect(rectsMesh([]).positions).toHaveLength(0);
  });
});
