import { describe, expect, it } from 'vitest';
import { areaIndices, areaVertices, lineIndices, lineVertices, seriesDirection, sparklinePoints } from './geometry.ts';

describe('sparkline geometry', () => {
  it('spans the box: first point left, last right, max at the top pad, min at the bottom pad', () => {
    const points = [...sparklinePoints([1, 3, 2], 100, 24, 2)];
    expect(points).toEqual([0, 22, 50, 2, 100, 12]);
  });

  it('draws a flat series through the middle and nothing for fewer than two closes', () => {
    expect([...sparklinePoints([5, 5, 5], 60, 20)]).toEqual([0, 10, 30, 10, 60, 10]);
    expect(sparklinePoints([5], 60, 20)).toHaveLength(0);
    expect(sparklinePoints([], 60, 20)).toHaveLength(0);
  });

  it('takes the direction from the first and last close', () => {
    expect(seriesDirection([1, 2])).toBe('up');
    expect(seriesDirection([2, 1.5, 1])).toBe('down');
    expect(seriesDirection([2, 3, 2])).toBe('flat');
    expect(seriesDirection([])).toBe('flat');
  });
});

describe('sparkline meshes', () => {
  const points = new Float32Array([0, 10, 10, 0, 20, 10]);

  it('fills the area down to the bottom edge with two triangles per segment', () => {
    expect([...areaVertices(points, 24)]).toEqual([0, 10, 0, 24, 10, 0, 10, 24, 20, 10, 20, 24]);
    expect([...areaIndices(3)]).toEqual([0, 1, 2, 1, 3, 2, 2, 3, 4, 3, 5, 4]);
  });

  it('draws each segment as a quad of the line width, reusing the output array', () => {
    const flat = new Float32Array([0, 5, 10, 5]);
    expect([...lineVertices(flat, 2)]).toEqual([-1, 6, -1, 4, 11, 6, 11, 4]);
    const out = new Float32Array(16);
    expect(lineVertices(points, 1.5, out)).toBe(out);
    expect([...lineIndices(2)]).toEqual([0, 1, 2, 1, 3, 2, 4, 5, 6, 5, 7, 6]);
  });
});
