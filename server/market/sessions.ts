import type { SessionKind } from '../db/seed/types.ts';

/** Wall-clock time in New York, where every session of the trading week is defined. */
export interface NewYorkTime {
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
  /** minutes since midnight, New York local time */
  minutes: number;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const newYorkParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function toNewYorkTime(epochMs: number): NewYorkTime {
  let weekday = 0;
  let hour = 0;
  let minute = 0;
  for (const part of newYorkParts.formatToParts(epochMs)) {
    if (part.type === 'weekday') weekday = WEEKDAYS[part.value] ?? 0;
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { weekday, minutes: hour * 60 + minute };
}

const ROLLOVER = 17 * 60; // 17:00 New York: the trading day starts and ends here
const DAILY_BREAK_END = 18 * 60; // indices and energy pause 17:00-18:00 every weekday

/** Whether a session is trading at a New York wall-clock time. */
export function isSessionOpen(kind: SessionKind, at: NewYorkTime): boolean {
  if (kind === 'crypto') return true;
  const { weekday, minutes } = at;
  // The week runs from Sunday 17:00 to Friday 17:00.
  if (weekday === 6) return false;
  if (weekday === 0 && minutes < ROLLOVER) return false;
  if (weekday === 5 && minutes >= ROLLOVER) return false;
  const hasDailyBreak = kind === 'indices' || kind === 'energy';
  if (hasDailyBreak && minutes >= ROLLOVER && minutes < DAILY_BREAK_END) return false;
  return true;
}
