import { describe, expect, it } from 'vitest';
import { windowLatency } from './fanoutClientPool.ts';

describe('window-to-client across client processes', () => {
  it('measures each frame from the first arrival of its batch (gateway and seq) in any process', () => {
    // [url index, seq, arrival ms] flattened, one list per client process
    const processA = [0, 7, 1000, 0, 8, 1100, 1, 7, 1050];
    const processB = [0, 7, 1004, 0, 8, 1130, 1, 7, 1049];
    const histogram = windowLatency([processA, processB]);
    expect(histogram.size).toBe(6);
    // gateway 0 seq 7: 0 and 4 ms; seq 8: 0 and 30 ms; gateway 1 seq 7 (its own first arrival): 1 and 0 ms
    expect(histogram.quantile(1)).toBe(30);
    expect(histogram.quantile(0.5)).toBe(0);
    expect(histogram.quantile(4 / 6)).toBe(1);
    expect(histogram.quantile(5 / 6)).toBe(4);
  });
});
