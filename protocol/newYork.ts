/** New York wall-clock helpers: trading days, sessions and chart labels all live in New York time. */

export interface NewYorkTime {
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
  /** minutes since midnight, New York local time */
  minutes: number;
}

/** The platform's zone: charts, trading days and sessions (SPEC §9). */
export const NEW_YORK_ZONE = 'America/New_York';

/** A date and time to the second, 24-hour clock: what lists of orders, ledger entries and records show. */
export const DATE_TIME_TO_SECOND: Readonly<Intl.DateTimeFormatOptions> = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The trading day starts and ends at 17:00 New York. */
export const ROLLOVER_MINUTES = 17 * 60;

let newYorkParts: Intl.DateTimeFormat | undefined;
/**
 * Made on first use, not when the module loads: the first formatter with a time zone loads the engine's
 * zone data, tens of milliseconds on a slow phone that the app's start-up (which shows no time) need not pay.
 */
function partsFormatter(): Intl.DateTimeFormat {
  newYorkParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return newYorkParts;
}

// New York's UTC offset only changes on hour boundaries, so one lookup per UTC hour is enough.
const offsetByHour = new Map<number, number>();

/** Minutes to add to UTC to get New York local time at `epochMs` (-300 in winter, -240 in summer). */
export function newYorkOffsetMinutes(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR);
  const cached = offsetByHour.get(hour);
  if (cached !== undefined) return cached;
  const at = hour * HOUR;
  let year = 0;
  let month = 0;
  let day = 0;
  let h = 0;
  let m = 0;
  for (const part of partsFormatter().formatToParts(at)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') h = Number(part.value);
    else if (part.type === 'minute') m = Number(part.value);
  }
  const localAsUtc = Date.UTC(year, month - 1, day, h, m);
  const offset = Math.round((localAsUtc - at) / 60_000);
  if (offsetByHour.size > 50_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

export function toNewYorkTime(epochMs: number): NewYorkTime {
  const local = epochMs + newYorkOffsetMinutes(epochMs) * 60_000;
  const minutes = Math.floor((((local % DAY) + DAY) % DAY) / 60_000);
  const weekday = new Date(local).getUTCDay();
  return { weekday, minutes };
}

/** Epoch ms of the 17:00 New York that opened the trading day containing `epochMs`. */
export function tradingDayStart(epochMs: number): number {
  const offsetMs = newYorkOffsetMinutes(epochMs) * 60_000;
  const local = epochMs + offsetMs;
  const localMidnight = Math.floor(local / DAY) * DAY;
  let localStart = localMidnight + ROLLOVER_MINUTES * 60_000;
  if (local < localStart) localStart -= DAY;
  // Convert back with the offset in force at the rollover itself (a DST change may lie in between).
  let start = localStart - offsetMs;
  start = localStart - newYorkOffsetMinutes(start) * 60_000;
  return start;
}

/** Epoch ms of the 17:00 New York that ends the trading day containing `epochMs`. */
export function tradingDayEnd(epochMs: number): number {
  const start = tradingDayStart(epochMs);
  // 25 hours later is always inside the next trading day, whatever DST does.
  return tradingDayStart(start + 25 * HOUR);
}
