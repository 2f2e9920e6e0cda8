import { newYorkOffsetMinutes } from '../../protocol/newYork.ts';
import type { CandlePeriod } from '../../protocol/schemas/kline.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const QUARTER = 91 * DAY;
const YEAR = 365 * DAY;

export const PERIOD_MS: Record<CandlePeriod, number> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': HOUR,
  '1day': DAY,
};

/** A forex trading day starts at 17:00 New York: a daily candle opening then is labelled with the next date. */
export const TRADING_DAY_SHIFT_MS = 7 * HOUR;

/** Offset of New York wall-clock time from UTC at this instant, in ms (-5 h in winter, -4 h in summer). */
export function newYorkOffsetMs(epochMs: number): number {
  return newYorkOffsetMinutes(epochMs) * MINUTE;
}

/** New York wall-clock time as if it were UTC (read it with getUTC* methods). */
export function newYorkLocalMs(epochMs: number): number {
  return epochMs + newYorkOffsetMs(epochMs);
}

/** Label intervals the time axis may use, finest first. */
export const LABEL_INTERVALS = [
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  4 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  7 * DAY,
  MONTH,
  QUARTER,
  YEAR,
] as const;

/** The finest interval whose labels sit at least `minLabelPx` apart at this bar spacing. */
export function chooseInterval(periodMs: number, barSpacing: number, minLabelPx = 70): number {
  for (const interval of LABEL_INTERVALS) {
    if (interval < periodMs) continue;
    if ((interval / periodMs) * barSpacing >= minLabelPx) return interval;
  }
  return YEAR;
}

/** Which bucket of the interval a local time is in; a label goes where the bucket changes. */
function bucketOf(local: number, interval: number): number {
  const date = new Date(local);
  if (interval >= YEAR) return date.getUTCFullYear();
  if (interval >= QUARTER) return date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3);
  if (interval >= MONTH) return date.getUTCFullYear() * 12 + date.getUTCMonth();
  if (interval >= 7 * DAY) {
    // weeks starting Monday
    const day = Math.floor(local / DAY);
    return Math.floor((day + 3) / 7);
  }
  return Math.floor(local / interval);
}

export type MarkLevel = 'time' | 'day' | 'month' | 'year';

export interface TimeMark {
  index: number;
  level: MarkLevel;
  label: string;
}

export interface TimeLabeller {
  /** chart locale for month names, e.g. 'en-US' */
  locale: string;
  period: CandlePeriod;
}

const monthDayFormats = new Map<string, Intl.DateTimeFormat>();
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let found = cache.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    cache.set(locale, found);
  }
  return found;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Local ms of a bar for labelling: New York time, shifted to the trading date for daily bars. */
export function labelLocalMs(epochMs: number, period: CandlePeriod): number {
  return newYorkLocalMs(epochMs) + (period === '1day' ? TRADING_DAY_SHIFT_MS : 0);
}

export function formatMark(local: number, level: MarkLevel, locale: string): string {
  const date = new Date(local);
  switch (level) {
    case 'year':
      return String(date.getUTCFullYear());
    case 'month':
      return cachedFormat(monthFormats, locale, { month: 'short' }).format(date);
    case 'day':
      return cachedFormat(monthDayFormats, locale, { month: 'short', day: 'numeric' }).format(date);
    default:
      return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  }
}

/**
 * Labels for bars [from, to]: a mark where the bar's interval bucket differs from the previous bar's,
 * labelled by the largest calendar unit that changed (year, month, day, else the time), then thinned so
 * no two marks are closer than minLabelPx (a larger unit wins over a smaller one).
 */
export function timeMarks(
  times: ArrayLike<number>,
  count: number,
  from: number,
  to: number,
  barSpacing: number,
  labeller: TimeLabeller,
  minLabelPx = 70,
): TimeMark[] {
  const periodMs = PERIOD_MS[labeller.period];
  const interval = chooseInterval(periodMs, barSpacing, minLabelPx);
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(count - 1, Math.ceil(to));
  const marks: TimeMark[] = [];
  if (end < start) return marks;
  const rank: Record<MarkLevel, number> = { time: 0, day: 1, month: 2, year: 3 };
  let previous = start > 0 ? labelLocalMs(times[start - 1] ?? 0, labeller.period) : Number.NaN;
  for (let index = start; index <= end; index += 1) {
    const local = labelLocalMs(times[index] ?? 0, labeller.period);
    if (!Number.isNaN(previous) && bucketOf(local, interval) !== bucketOf(previous, interval)) {
      const now = new Date(local);
      const before = new Date(previous);
      let level: MarkLevel = 'time';
      if (now.getUTCFullYear() !== before.getUTCFullYear()) level = 'year';
      else if (now.getUTCMonth() !== before.getUTCMonth() && interval >= DAY) level = 'month';
      else if (Math.floor(local / DAY) !== Math.floor(previous / DAY)) level = 'day';
      if (interval < DAY && level !== 'time' && level !== 'day') level = 'day';
      const mark: TimeMark = { index, level, label: formatMark(local, level, labeller.locale) };
      const last = marks[marks.length - 1];
      if (last && (index - last.index) * barSpacing < minLabelPx) {
        if (rank[level] > rank[last.level]) marks[marks.length - 1] = mark;
      } else {
        marks.push(mark);
      }
    }
    previous = local;
  }
  return marks;
}

/** Full time of one bar for the crosshair: "2022-01-05 14:30" (daily bars: the trading date). */
export function formatBarTime(epochMs: number, period: CandlePeriod): string {
  const date = new Date(labelLocalMs(epochMs, period));
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return period === '1day' ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** True when a label `width` wide centred at `centre` fits between the plot's left edge and the price axis. */
export function timeLabelShown(centre: number, width: number, plotWidth: number): boolean {
  return centre - width / 2 >= 0 && centre + width / 2 <= plotWidth;
}
