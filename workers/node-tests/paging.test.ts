import { afterEach, describe, expect, it } from 'vitest';
import { CANDLE_STRIDE, type RealtimeUpdate } from '../realtime/api.ts';
import { MIN, pagingRest, scriptedServer, T0, testCore, until } from './harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The times in the latest full series the worker handed over for `watch`. */
function lastReset(updates: readonly RealtimeUpdate[], watch: number): number[] {
  const resets = updates.flatMap((update) => update.candles ?? []).filter((c) => c.watch === watch && c.reset);
  const values = resets[resets.length - 1]?.candles ?? new Float64Array();
  const times: number[] = [];
  for (let at = 0; at < values.length; at += CANDLE_STRIDE) times.push(values[at] ?? 0);
  return times;
}

describe('the worker pages a chart back through history', () => {
  it('one page at a time before the oldest bar, the whole series handed again, until the server has no more', async () => {
    const server = await scriptedServer();
    cleanups.push(() => server.close());
    const { rest, asked } = pagingRest();
    const { core, timers, updates } = testCore(server.url, rest);
    cleanups.push(() => core.stop());
    core.watchCandles(3, 'EURUSD', '1min');
    const pump = (check: () => boolean) =>
      until(() => {
        timers.advance(20);
        return check();
      });
    await pump(() => lastReset(updates, 3).length === 10);
    expect(lastReset(updates, 3)[0]).toBe(T0 - 9 * MIN);

    core.loadOlderCandles(3);
    core.loadOlderCandles(3); // a second ask while the page is on its way is the same ask
    await pump(() => lastReset(updates, 3).length === 20);
    expect(asked).toEqual([undefined, T0 - 9 * MIN]);
    const times = lastReset(updates, 3);
    expect(times[0]).toBe(T0 - 19 * MIN);
    expect(times.every((time, index) => index === 0 || time === (times[index - 1] ?? 0) + MIN)).toBe(true);

    core.loadOlderCandles(3);
    await pump(() => lastReset(updates, 3).length === 26);
    core.loadOlderCandles(3);
    await until(() => asked.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // the page before the first bar came back empty: asking again costs no request
    core.loadOlderCandles(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([undefined, T0 - 9 * MIN, T0 - 19 * MIN, T0 - 25 * MIN]);
    expect(core.series(3)?.oldestTime).toBe(T0 - 25 * MIN);
  });
});
