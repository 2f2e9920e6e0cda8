import { describe, expect, it } from 'vitest';
import { autoScale, niceStep, priceOfY, ticks, volumeScaleMax, yOfPrice } from './priceScale.ts';

describe('price scale', () => {
  it('picks 1-2-5 steps for about the wanted number of labels', () => {
    expect(niceStep(0.012, 6, 5)).toBe(0.002);
    expect(niceStep(100, 5, 2)).toBe(20);
    expect(niceStep(7, 7, 2)).toBe(1);
    expect(niceStep(2300, 6, 2)).toBe(500);
    expect(niceStep(0.3, 4, 3)).toBeCloseTo(0.1);
  });

  it('never steps finer than the symbol precision', () => {
    expect(niceStep(0.00003, 8, 5)).toBe(0.00001);
    expect(niceStep(0.2, 10, 0)).toBe(1);
    expect(niceStep(0, 5, 3)).toBe(0.001);
  });

  it('lists ticks on exact multiples without float noise', () => {
    expect(ticks({ min: 1.08012, max: 1.08491 }, 0.001)).toEqual([1.081, 1.082, 1.083, 1.084]);
    expect(ticks({ min: 0.1, max: 0.35 }, 0.1)).toEqual([0.1, 0.2, 0.3]);
    expect(ticks({ min: 41_950, max: 43_100 }, 500)).toEqual([42_000, 42_500, 43_000]);
  });

  it('auto-scales with margins and a minimum span for flat markets', () => {
    const range = autoScale({ min: 1, max: 2 }, 5, { top: 0.1, bottom: 0.2 });
    expect(range.max - range.min).toBeCloseTo(1 / 0.7);
    expect(yOfPrice(range, 0, 700, 2)).toBeCloseTo(70);
    expect(yOfPrice(range, 0, 700, 1)).toBeCloseTo(560);
    const flat = autoScale({ min: 1.1, max: 1.1 }, 5, { top: 0, bottom: 0 });
    expect(flat.max - flat.min).toBeCloseTo(0.0001);
  });

  it('maps price to y and back', () => {
    const range = { min: 100, max: 200 };
    expect(yOfPrice(range, 10, 100, 150)).toBe(60);
    expect(priceOfY(range, 10, 100, 60)).toBe(150);
  });

  it('keeps the volume scale while the live bar is smaller, and grows it in 25 % steps past it', () => {
    expect(volumeScaleMax(200, 50)).toBe(200);
    expect(volumeScaleMax(200, 200)).toBe(200);
    expect(volumeScaleMax(200, 201)).toBe(250);
    expect(volumeScaleMax(200, 250)).toBe(250);
    expect(volumeScaleMax(200, 251)).toBeCloseTo(312.5);
    expect(volumeScaleMax(0, 0)).toBe(1);
    // a live bar growing one unit a tick from 1 to 1,000 over an empty history: 1,000 ticks, 28 scales
    const scales = new Set<number>();
    for (let volume = 1; volume <= 1000; volume += 1) scales.add(volumeScaleMax(0, volume));
    expect(scales.size).toBe(28);
  });
});
