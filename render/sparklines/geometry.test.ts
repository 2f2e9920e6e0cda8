import { describe, expect, it } from 'vitest';
import { seriesDirection, sparklinePoints } from './geometry.ts';

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
