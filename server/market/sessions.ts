import { type NewYorkTime, ROLLOVER_MINUTES } from '../../protocol/newYork.ts';
import type { SessionKind } from '../db/seed/types.ts';

export { toNewYorkTime } from '../../protocol/newYork.ts';

const DAILY_BREAK_END = 18 * 60; // indices and energy pause 17:00-18:00 every weekday

/** Whether a session is trading at a New York wall-clock time. */
export function isSessionOpen(kind: SessionKind, at: NewYorkTime): boolean {
  if (kind === 'crypto') return true;
  const { weekday, minutes } = at;
  // The week runs from Sunday 17:00 to Friday 17:00.
  if (weekday === 6) return false;
  if (weekday === 0 && minutes < ROLLOVER_MINUTES) return false;
  if (weekday === 5 && minutes >= ROLLOVER_MINUTES) return false;
  const hasDailyBreak = kind === 'indices' || kind === 'energy';
  if (hasDailyBreak && minutes >= ROLLOVER_MINUTES && minutes < DAILY_BREAK_END) return false;
  return true;
}
