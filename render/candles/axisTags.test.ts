import { describe, expect, it } from 'vitest';
import { AXIS_TAG_HEIGHT, separateAxisTags } from './axisTags.ts';

describe('separateAxisTags', () => {
  it('leaves tags that do not touch where their lines are', () => {
    expect(separateAxisTags([20, 100, 60], 200)).toEqual([20, 100, 60]);
    expect(separateAxisTags([20, 100], null)).toEqual([20, 100]);
  });

  it('pushes an entry tag just above the live price up, and one just below it down, so the live price shows', () => {
    // a buy filled at the ask 1.6 pips above the bid the chart shows: its tag would hide the live price
    expect(separateAxisTags([195], 200)).toEqual([200 - AXIS_TAG_HEIGHT]);
    expect(separateAxisTags([204], 200)).toEqual([200 + AXIS_TAG_HEIGHT]);
  });

  it('a tag on the live price itself goes above it', () => {
    expect(separateAxisTags([200], 200)).toEqual([184]);
  });

  it('stacks several crowded tags away from the live price in price order, each as little as needed', () => {
    // entry 2 px above, take-profit 10 px above, stop-loss 5 px below, a far pending order untouched
    expect(separateAxisTags([198, 190, 205, 40], 200)).toEqual([184, 168, 216, 40]);
  });

  it('without a live price, crowded tags stack downward from the topmost', () => {
    expect(separateAxisTags([50, 45, 300], null)).toEqual([61, 45, 300]);
  });

  it('no two tags, the live one included, end up closer than a tag height', () => {
    const centres = [10, 12, 14, 99, 100, 101, 102, 150, 151];
    const live = 100.5;
    const all = [...separateAxisTags(centres, live), live].sort((a, b) => a - b);
    const gaps = all.slice(1).map((centre, index) => centre - (all[index] ?? centre));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(AXIS_TAG_HEIGHT);
  });
});
