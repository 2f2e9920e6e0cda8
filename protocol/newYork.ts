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

/** The part of TC39 Temporal that reads a zone's offset (Chromium 144+, Firefox 139+); older engines lack it. */
export interface TemporalZoneOffsets {
  Instant: {
    fromEpochMilliseconds(epochMs: number): { toZonedDateTimeISO(zone: string): { offsetNanoseconds: number } };
  };
}

export function isTemporalZoneOffsets(value: unknown): value is TemporalZoneOffsets {
  if (typeof value !== 'object' || value === null) return false;
  const instant: unknown = Reflect.get(value, 'Instant');
  return (
    typeof instant === 'function' && typeof (Reflect.get(instant, 'fromEpochMilliseconds') as unknown) === 'function'
  );
}

/** Reads New York's UTC offset at an instant, in minutes. */
export type OffsetReader = (epochMs: number) => number;

/**
 * Through Temporal: a millisecond or two on first use. The first `Intl.DateTimeFormat` of a page loads the
 * engine's date-format data, 40-80 ms on a fast desktop (four times that on a slow phone), which the chart
 * would otherwise pay in its first frame just to know the offset.
 */
export function temporalOffsetReader(temporal: TemporalZoneOffsets): OffsetReader {
  return (epochMs) =>
    Math.round(
      temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(NEW_YORK_ZONE).offsetNanoseconds / 60e9,
    );
}

/** Through Intl (engines without Temporal, Node 20): the formatter is made on first use, not at load. */
export function intlOffsetReader(): OffsetReader {
  let formatter: Intl.DateTimeFormat | undefined;
  return (epochMs) => {
    formatter ??= new Intl.DateTimeFormat('en-US', {
      timeZone: NEW_YORK_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const fields = { year: 1970, month: 1, day: 1, hour: 0, minute: 0 };
    for (const part of formatter.formatToParts(epochMs)) {
      if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
    }
    const localAsUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute);
    return Math.round((localAsUtc - epochMs) / 60_000);
  };
}

const engineTemporal: unknown = Reflect.get(globalThis, 'Temporal');
const readOffset: OffsetReader = isTemporalZoneOffsets(engineTemporal)
  ? temporalOffsetReader(engineTemporal)
  : intlOffsetReader();

// New York's UTC offset only changes on hour boundaries, so one lookup per UTC hour is enough.
const offsetByHour = new Map<number, number>();

/** Minutes to add to UTC to get New York local time at `epochMs` (-300 in winter, -240 in summer). */
export function newYorkOffsetMinutes(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR);
  const cached = offsetByHour.get(hour);
  if (cached !== undefined) return cached;
  const offset = readOffset(hour * HOUR);
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
