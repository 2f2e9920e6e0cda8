import { describe, expect, it } from 'vitest';
import type { RealtimeUpdate } from './api.ts';
import { RealtimeCore } from './core.ts';
import { ManualTimers } from './testing/manualTimers.ts';
import { HIDDEN_FRAME_MS, UpdatePacing, VISIBLE_FRAME_MS } from './updatePacing.ts';

describe('pacing of updates to the main thread', () => {
  it('sends ten a second while the main thread draws an update in under a fifth of that time', () => {
    const pacing = new UpdatePacing();
    expect(pacing.intervalMs(false)).toBe(VISIBLE_FRAME_MS);
    for (let update = 0; update < 20; update += 1) pacing.measured(12);
    expect(pacing.intervalMs(false)).toBe(VISIBLE_FRAME_MS);
  });

  it('spaces updates so a slow main thread spends a fifth of its time on them', () => {
    const pacing = new UpdatePacing();
    for (let update = 0; update < 40; update += 1) pacing.measured(36);
    expect(pacing.intervalMs(false)).toBeCloseTo(180, 5);
  });

  it('never waits longer than a hidden page does, and a hidden page waits a second', () => {
    const pacing = new UpdatePacing();
    for (let update = 0; update < 40; update += 1) pacing.measured(400);
    expect(pacing.intervalMs(false)).toBe(HIDDEN_FRAME_MS);
    expect(new UpdatePacing().intervalMs(true)).toBe(HIDDEN_FRAME_MS);
  });

  it('lets one slow frame slow the next updates a little and briefly', () => {
    const pacing = new UpdatePacing();
    for (let update = 0; update < 10; update += 1) pacing.measured(10);
    pacing.measured(200);
    const afterSlow = pacing.intervalMs(false);
    expect(afterSlow).toBeGreaterThan(VISIBLE_FRAME_MS);
    expect(afterSlow).toBeLessThan(250);
    for (let update = 0; update < 8; update += 1) pacing.measured(10);
    expect(pacing.intervalMs(false)).toBe(VISIBLE_FRAME_MS);
  });

  it('counts a report of seconds (a debugger pause, a dialog) as no more than the longest wait needs', () => {
    const pacing = new UpdatePacing();
    for (let update = 0; update < 10; update += 1) pacing.measured(10);
    pacing.measured(30_000);
    // one second at most, and back to ten a second within a dozen cheap updates
    expect(pacing.intervalMs(false)).toBeLessThanOrEqual(HIDDEN_FRAME_MS);
    let updates = 0;
    while (pacing.intervalMs(false) > VISIBLE_FRAME_MS) {
      pacing.measured(10);
      updates += 1;
    }
    expect(updates).toBeLessThanOrEqual(12);
  });

  it('ignores a report that is not a time (a broken clock)', () => {
    const pacing = new UpdatePacing();
    for (const nothing of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) pacing.measured(nothing);
    expect(pacing.updateCostMs).toBe(0);
    expect(pacing.intervalMs(false)).toBe(VISIBLE_FRAME_MS);
  });
});

describe('the realtime core paced by what the main thread reports', () => {
  /** A core whose main thread reports every update cost it `costMs`; the times updates reached it. */
  function coreReporting(costMs: number | undefined) {
    const timers = new ManualTimers();
    const deliveredAt: number[] = [];
    const core = new RealtimeCore({
      url: 'ws://unused.test/v1/ws',
      timers,
      rest: { tradeList: async () => [], kline: async () => [] },
      socketFactory: () => {
        throw new Error('no socket in this test');
      },
      sink: (_update: RealtimeUpdate) => {
        deliveredAt.push(timers.now());
        return Promise.resolve(costMs);
      },
    });
    let seq = 0;
    /** the server closes an order every 10 ms for `ms` (something to send each time the core may) */
    const run = async (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += 10) {
        seq += 1;
        core.handle({ op: 'msg', topic: 'FOREX_CLOSED', seq, data: { ids: [seq] } });
        timers.advance(10);
        // the main thread's answer settles between the worker's tasks
        await Promise.resolve();
        await Promise.resolve();
        await Promise.resolve();
      }
    };
    const gaps = () => deliveredAt.slice(1).map((at, index) => at - (deliveredAt[index] ?? at));
    return { run, gaps };
  }

  it('sends every 100 ms to a main thread that reports cheap updates, or none', async () => {
    for (const cost of [8, undefined]) {
      const { run, gaps } = coreReporting(cost);
      await run(2_000);
      expect(gaps().length).toBeGreaterThan(15);
      expect(Math.max(...gaps())).toBe(VISIBLE_FRAME_MS);
    }
  });

  it('sends about every 300 ms to a main thread that reports 60 ms an update', async () => {
    const { run, gaps } = coreReporting(60);
    await run(6_000);
    const settled = gaps().slice(-5);
    for (const gap of settled) expect(gap).toBeGreaterThanOrEqual(290);
    for (const gap of settled) expect(gap).toBeLessThanOrEqual(310);
  });
});
