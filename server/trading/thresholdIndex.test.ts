import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ThresholdIndex } from './thresholdIndex.ts';

describe('threshold index', () => {
  it('fires a falling-price trigger once, on the first price at or below it, highest first', () => {
    const index = new ThresholdIndex('fireAtOrBelow');
    index.add(1.1, 1);
    index.add(1.2, 2);
    index.add(1.05, 3);
    expect(index.takeCrossed(1.25)).toEqual([]);
    expect(index.takeCrossed(1.2)).toEqual([2]);
    expect(index.takeCrossed(1.0)).toEqual([1, 3]);
    expect(index.takeCrossed(0.5)).toEqual([]);
  });

  it('fires rising-price triggers lowest first and forgets removed ones', () => {
    const index = new ThresholdIndex('fireAtOrAbove');
    index.add(1.3, 1);
    index.add(1.1, 2);
    index.add(1.2, 3);
    expect(index.remove(1.2, 3)).toBe(true);
    expect(index.remove(1.2, 3)).toBe(false);
    expect(index.takeCrossed(1.25)).toEqual([2]);
    expect(index.size).toBe(1);
  });

  it('fires exactly the entries a brute-force scan would, across any price path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fireAtOrBelow' as const, 'fireAtOrAbove' as const),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 60 }),
        (direction, thresholds, path) => {
          const index = new ThresholdIndex(direction);
          for (const [id, threshold] of thresholds.entries()) index.add(threshold, id);
          const pending = new Map(thresholds.map((threshold, id) => [id, threshold]));
          for (const price of path) {
            const expected = [...pending]
              .filter(([, threshold]) => (direction === 'fireAtOrBelow' ? price <= threshold : price >= threshold))
              .map(([id]) => id);
            const fired = index.takeCrossed(price);
            expect([...fired].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
            for (const id of fired) pending.delete(id);
          }
        },
      ),
    );
  });
});
