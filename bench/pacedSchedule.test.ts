import { describe, expect, it } from 'vitest';
import { offeredRate, phaseOf, slotsBefore, slotTime } from './pacedSchedule.ts';

describe('paced schedule of the order-load bench', () => {
  const schedule = { users: 4, ratePerUser: 5, startMs: 1_000 };

  it('has each user due every 1/rate s, the users staggered evenly over one interval', () => {
    expect(offeredRate(schedule)).toBe(20);
    expect([0, 1, 2, 3].map((user) => slotTime(schedule, user, 0))).toEqual([1_000, 1_050, 1_100, 1_150]);
    expect([0, 1, 2].map((slot) => slotTime(schedule, 2, slot))).toEqual([1_100, 1_300, 1_500]);
  });

  it('offers users × rate operations a second, spread evenly: one every 1/(users × rate) s', () => {
    const due = [0, 1, 2, 3].flatMap((user) => [0, 1, 2].map((slot) => slotTime(schedule, user, slot)));
    const sorted = due.sort((a, b) => a - b);
    expect(sorted.slice(1).map((time, index) => time - (sorted[index] ?? 0))).toEqual(Array(11).fill(50));
  });

  it('counts the slots due before a time, a slot exactly at the time not among them', () => {
    expect(slotsBefore(schedule, 0, 1_000)).toBe(0);
    expect(slotsBefore(schedule, 0, 1_000.1)).toBe(1);
    expect(slotsBefore(schedule, 0, 1_200)).toBe(1);
    expect(slotsBefore(schedule, 3, 1_150)).toBe(0);
    expect(slotsBefore(schedule, 3, 2_000)).toBe(5);
    expect(slotsBefore(schedule, 0, 0)).toBe(0);
  });

  it('agrees with slotTime at every slot boundary, whatever the rounding of an uneven rate', () => {
    const uneven = { users: 7, ratePerUser: 5.5, startMs: 123.456 };
    for (let user = 0; user < uneven.users; user += 1) {
      for (let slot = 0; slot < 200; slot += 1) {
        const time = slotTime(uneven, user, slot);
        expect(slotsBefore(uneven, user, time)).toBe(slot);
        expect(slotsBefore(uneven, user, time + 1e-6)).toBe(slot + 1);
      }
    }
  });

  it('offers rate × seconds operations a user over a window', () => {
    const twenty = { users: 200, ratePerUser: 5.5, startMs: 0 };
    let total = 0;
    for (let user = 0; user < twenty.users; user += 1) total += slotsBefore(twenty, user, 20_000);
    expect(total).toBe(22_000);
  });

  it('warms up on the schedule before the measured window, and counts what is due after it apart', () => {
    const window = { measureFromMs: 2_000, endMs: 5_000, stopMs: 8_000 };
    expect(phaseOf(window, 1_000)).toBe('warm-up');
    expect(phaseOf(window, 1_999.9)).toBe('warm-up');
    expect(phaseOf(window, 2_000)).toBe('measured');
    expect(phaseOf(window, 4_999.9)).toBe('measured');
    expect(phaseOf(window, 5_000)).toBe('after');
    // user 0 at 5/s from 1,000: slots at 1,000 and 1,200 ... 1,800 warm up, 2,000 ... 4,800 are measured
    const measured = Array.from({ length: 25 }, (_, slot) => slotTime(schedule, 0, slot)).filter(
      (due) => phaseOf(window, due) === 'measured',
    );
    expect(measured).toHaveLength(slotsBefore(schedule, 0, 5_000) - slotsBefore(schedule, 0, 2_000));
    expect(measured[0]).toBe(2_000);
  });
});
