import { describe, expect, it } from 'vitest';
import { PacedLatencies } from './pacedLatencies.ts';

describe('latencies of a paced order-load run', () => {
  it('times an operation from its due time, and separately from its actual send', () => {
    const tally = new PacedLatencies();
    // due at 100, sent late at 130 (its user waited on a slow reply), answered at 135
    tally.record('accepted', 100, 130, 135);
    expect(tally.corrected.quantile(1)).toBe(35);
    expect(tally.service.quantile(1)).toBe(5);
  });

  it('shows a server that falls behind in p99, where timing from the send would not (coordinated omission)', () => {
    const tally = new PacedLatencies();
    // one user due every 10 ms; one reply takes 1 s, the next 100 operations then go out late, each answered in 1 ms
    tally.record('accepted', 0, 0, 1_000);
    let now = 1_000;
    for (let slot = 1; slot <= 100; slot += 1) {
      tally.record('accepted', slot * 10, now, now + 1);
      now += 1;
    }
    for (let slot = 101; slot < 1_000; slot += 1) tally.record('accepted', slot * 10, slot * 10, slot * 10 + 1);
    expect(tally.service.quantile(0.99)).toBe(1);
    expect(tally.corrected.quantile(0.99)).toBeGreaterThan(500);
  });

  it('counts refusals and failures apart from the latencies, and unsent operations as late by at least the wait', () => {
    const tally = new PacedLatencies();
    tally.record('refused', 0, 0, 2);
    tally.record('failed', 10, 10, 12);
    tally.recordUnsent(50, 1_050);
    expect([tally.accepted, tally.refused, tally.failed, tally.unsent]).toEqual([0, 1, 1, 1]);
    expect(tally.corrected.size).toBe(1);
    expect(tally.corrected.quantile(0.5)).toBe(1_000);
    expect(tally.service.size).toBe(0);
  });

  it('rates the accepted over the window, or over the time the answers took when later', () => {
    const onTime = new PacedLatencies();
    for (let index = 0; index < 100; index += 1) onTime.record('accepted', index * 10, index * 10, index * 10 + 2);
    expect(onTime.acceptedRate(0, 1_000)).toBe(100);
    const behind = new PacedLatencies();
    for (let index = 0; index < 100; index += 1) behind.record('accepted', index * 10, index * 20, index * 20 + 20);
    expect(behind.acceptedRate(0, 1_000)).toBe(50);
    expect(new PacedLatencies().acceptedRate(0, 0)).toBe(0);
  });
});
