import { INTL_LOCALE, type LanguageCode } from '../../protocol/locales.ts';
import { DATE_TIME_TO_SECOND, NEW_YORK_ZONE } from '../../protocol/newYork.ts';

/** Which clock the lists, ledger, records and news read: the device's zone (default) or New York's. */
export type ClockChoice = 'device' | 'newYork';

/** How much of an instant is shown: `dateTime` to the second (orders, ledger, records), `short` (news). */
export type TimeStyle = 'dateTime' | 'short';

const STYLE_OPTIONS: Readonly<Record<TimeStyle, Intl.DateTimeFormatOptions>> = {
  dateTime: DATE_TIME_TO_SECOND,
  short: { dateStyle: 'medium', timeStyle: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** The device's IANA zone, e.g. "Asia/Hong_Kong". */
export function deviceZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The IANA zone a choice stands for; `device` is passed in so tests (and callers) can name it. */
export function zoneOf(choice: ClockChoice, device: string): string {
  return choice === 'newYork' ? NEW_YORK_ZONE : device;
}

/** An instant as epoch milliseconds, from the wire's epoch numbers or ISO 8601 strings; NaN if unreadable. */
export function instantOf(value: number | string): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

/** The instant's wall-clock time in `zone`, in the reader's locale, without a zone label. */
export function formatInZone(at: number, zone: string, lang: LanguageCode, style: TimeStyle): string {
  if (!Number.isFinite(at)) return '';
  const formatter = formatterFor(
    `${style}:${lang}:${zone}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...STYLE_OPTIONS[style], timeZone: zone }),
  );
  return formatter.format(at);
}

/** The zone's offset from GMT at that instant, as "GMT+8", "GMT-5", "GMT+5:30" or "GMT+0" (every engine alike). */
export function gmtOffsetLabel(at: number, zone: string): string {
  const formatter = formatterFor(
    `offset:${zone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }),
  );
  const part = formatter.formatToParts(Number.isFinite(at) ? at : 0).find((item) => item.type === 'timeZoneName');
  const label = part?.value ?? 'GMT';
  return label === 'GMT' ? 'GMT+0' : label;
}

export interface ZonedText {
  /** The wall-clock time, e.g. "2026/11/24 07:37:05". */
  time: string;
  /** The zone it is in, e.g. "GMT+8" for the device's clock, `newYorkName` ("New York") for New York's. */
  zone: string;
}

/**
 * An instant as the user reads it: its time in the chosen clock and the label of that clock. The device's
 * clock is labelled by its offset (what a phone shows), New York's by its translated name.
 */
export function zonedText(
  at: number,
  choice: ClockChoice,
  options: { lang: LanguageCode; style: TimeStyle; device: string; newYorkName: string },
): ZonedText {
  const zone = zoneOf(choice, options.device);
  return {
    time: formatInZone(at, zone, options.lang, options.style),
    zone: choice === 'newYork' ? options.newYorkName : gmtOffsetLabel(at, zone),
  };
}
