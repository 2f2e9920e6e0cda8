import { setTimeout as sleep } from 'node:timers/promises';
import { type LoadUser, sendOperation } from './orderLoadUsers.ts';
import { PacedLatencies } from './pacedLatencies.ts';
import { type PacedSchedule, type PacedWindow, phaseOf, slotsBefore, slotTime } from './pacedSchedule.ts';

/**
 * The open-loop load: every user sends its operations (open, close, open, …) when the schedule has them due,
 * measured from then. A user has one connection and a close needs its open's answer, so a user whose reply
 * is late sends its next operations late, back to back, until it is on schedule again. The operations due
 * before the window's measureFromMs are the warm-up (sent, not measured); those due in [measureFromMs, endMs)
 * are measured. Past endMs a user still closes the position it holds (not measured); at stopMs the run stops
 * waiting, and what was due in the measured part but never sent counts as unsent.
 */
export async function runPacedLoad(
  users: readonly LoadUser[],
  schedule: PacedSchedule,
  window: PacedWindow,
): Promise<PacedLatencies> {
  const { endMs, stopMs } = window;
  const tally = new PacedLatencies();
  await Promise.all(
    users.map(async (user, index) => {
      let slot = 0;
      let openId: number | undefined;
      for (;;) {
        const dueMs = slotTime(schedule, index, slot);
        const phase = phaseOf(window, dueMs);
        if ((phase === 'after' && openId === undefined) || performance.now() >= stopMs) break;
        const wait = dueMs - performance.now();
        if (wait > 0) await sleep(wait);
        const sentMs = performance.now();
        const result = await sendOperation(user, openId);
        if (phase === 'measured') tally.record(result.outcome, dueMs, sentMs, performance.now());
        else if (phase === 'after') tally.afterWindow += 1;
        openId = openId === undefined ? result.openedId : undefined;
        slot += 1;
      }
      const due = slotsBefore(schedule, index, endMs);
      for (slot = Math.max(slot, slotsBefore(schedule, index, window.measureFromMs)); slot < due; slot += 1) {
        tally.recordUnsent(slotTime(schedule, index, slot), stopMs);
      }
    }),
  );
  return tally;
}
