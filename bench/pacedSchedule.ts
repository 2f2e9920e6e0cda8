/**
 * An open-loop schedule, as wrk2 paces its connections: each of `users` users is due to send one operation
 * every 1/ratePerUser seconds whatever the server does, the users' slots staggered evenly over one interval
 * so that the offered load is smooth (users × ratePerUser operations a second) rather than in bursts.
 */
export interface PacedSchedule {
  users: number;
  /** operations a second each user offers */
  ratePerUser: number;
  /** when user 0's first slot is due (performance.now() clock, ms) */
  startMs: number;
}

/** Operations a second the schedule offers. */
export function offeredRate(schedule: PacedSchedule): number {
  return schedule.users * schedule.ratePerUser;
}

/** When the user's slot-th operation (from 0) is due, in ms. */
export function slotTime(schedule: PacedSchedule, user: number, slot: number): number {
  return schedule.startMs + ((slot + user / schedule.users) * 1000) / schedule.ratePerUser;
}

/** How many of the user's slots are due before `timeMs`: the operations the user offers in [start, timeMs). */
export function slotsBefore(schedule: PacedSchedule, user: number, timeMs: number): number {
  const first = slotTime(schedule, user, 0);
  let count = Math.max(0, Math.ceil(((timeMs - first) * schedule.ratePerUser) / 1000));
  // the division can land a rounding error either side of a slot that falls exactly on timeMs
  while (slotTime(schedule, user, count) < timeMs) count += 1;
  while (count > 0 && slotTime(schedule, user, count - 1) >= timeMs) count -= 1;
  return count;
}

/**
 * A paced run's time line (performance.now() ms): the schedule runs from its start, operations due before
 * `measureFromMs` warm the system up on the same schedule (the steady state of this very load, not the
 * aftermath of what ran before), those due in [measureFromMs, endMs) are measured, and at `stopMs` the run
 * stops waiting for a server that fell behind.
 */
export interface PacedWindow {
  measureFromMs: number;
  endMs: number;
  stopMs: number;
}

export type SlotPhase = 'warm-up' | 'measured' | 'after';

/** Which part of the run an operation due at dueMs belongs to. */
export function phaseOf(window: PacedWindow, dueMs: number): SlotPhase {
  if (dueMs < window.measureFromMs) return 'warm-up';
  return dueMs < window.endMs ? 'measured' : 'after';
}
