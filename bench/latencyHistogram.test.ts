import { describe, expect, it } from 'vitest';
import { LatencyHistogram } from './latencyHistogram.ts';

describe('latency histogram of the fan-out client processes', () => {
  it('gives nearest-rank quantiles to 0.1 ms', () => {
    const histogram = new LatencyHistogram();
    for (let ms = 1; ms <= 100; ms += 1) histogram.add(ms + 0.04);
    expect(histogram.quantile(0.5)).toBe(50);
    expect(histogram.quantile(0.99)).toBe(99);
    expect(histogram.quantile(1)).toBe(100);
    histogram.add(0.26);
    expect(histogram.quantile(0)).toBe(0.3);
  });

  it('merges what other processes sent as if every sample had been added here', () => {
    const slow = new LatencyHistogram();
    for (let index = 0; index < 10; index += 1) slow.add(500);
    const merged = LatencyHistogram.from(slow.bins());
    for (let index = 0; index < 990; index += 1) merged.add(5);
    expect(merged.size).toBe(1_000);
    expect(merged.quantile(0.99)).toBe(5);
    expect(merged.quantile(0.995)).toBe(500);
  });

  it('has no quantile before a sample, and none after clear', () => {
    const histogram = new LatencyHistogram();
    expect(histogram.quantile(0.5)).toBeNaN();
    histogram.add(3);
    histogram.clear();
    expect(histogram.quantile(0.5)).toBeNaN();
  });
});
