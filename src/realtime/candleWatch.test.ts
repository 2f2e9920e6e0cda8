import { describe, expect, it } from 'vitest';
import { CANDLE_STRIDE } from '../../workers/realtime/api.ts';
import { CandleWatch } from './candleWatch.ts';

function packed(...candles: [number, number, number, number, number, number][]): Float64Array {
  const values = new Float64Array(candles.length * CANDLE_STRIDE);
  for (const [index, candle] of candles.entries()) values.set(candle, index * CANDLE_STRIDE);
  return values;
}

describe('CandleWatch', () => {
  it('tells React about a loaded series once, and live tails only to tail listeners', () => {
    const watch = new CandleWatch(1, 'EURUSD', '1min');
    let changes = 0;
    const tails: number[] = []; // sizes of the tails told (0 for a reset)
    watch.onChange(() => (changes += 1));
    watch.onTail((tail) => tails.push(tail.length));

    watch.apply({ watch: 1, reset: true, candles: packed([60, 1, 2, 0.5, 1.5, 3], [120, 1.5, 2, 1, 1.2, 4]) });
    expect(changes).toBe(1);
    const loaded = watch.snapshot;
    expect(loaded.status).toBe('ready');
    expect(loaded.candles).toHaveLength(2);

    for (let tick = 0; tick < 20; tick += 1) {
      watch.apply({ watch: 1, reset: false, candles: packed([120, 1.5, 2.1, 1, 1.3 + tick / 100, 5 + tick]) });
    }
    watch.apply({ watch: 1, reset: false, candles: packed([180, 1.4, 1.4, 1.4, 1.4, 1]) });
    expect(changes).toBe(1);
    expect(watch.snapshot).toBe(loaded);
    expect(tails).toHaveLength(22);
    const columns = loaded.candles;
    expect(columns?.length).toBe(3);
    expect([...(columns?.time.subarray(0, 3) ?? [])]).toEqual([60, 120, 180]);
    expect(columns?.close[1]).toBeCloseTo(1.49);
    expect(columns?.volume[1]).toBe(24);

    watch.apply({ watch: 1, reset: true, candles: packed([60, 1, 2, 0.5, 1.5, 3]) });
    expect(changes).toBe(2);
    expect(watch.snapshot.candles).toHaveLength(1);
  });
});
