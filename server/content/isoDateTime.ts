/** The earliest and latest (exclusive) instants staff may give as a date and time. */
export const DATE_TIME_RANGE = { min: '2000-01-01T00:00:00Z', max: '2100-01-01T00:00:00Z' } as const;

/** Date, hours and minutes, optional seconds and fraction, and a time zone: Z or ±hh:mm. */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

/**
 * The instant an ISO 8601 date and time with its time zone names (`2026-05-01T09:30:00Z`,
 * `2026-05-01T11:30+02:00`), or null for anything else: a date alone, no time zone, a day or hour that does not
 * exist (`2024-02-30`, `24:00`), or an instant outside DATE_TIME_RANGE. Unlike Date.parse alone, nothing is guessed.
 */
export function parseIsoDateTime(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [, date, clock, seconds = '00'] = match;
  // The wall-clock reading must exist as written: Date.parse rolls 30 February over to 1 March, 24:00 to the next day.
  const wall = `${date}T${clock}:${seconds}`;
  const asWritten = Date.parse(`${wall}Z`);
  if (!Number.isFinite(asWritten) || new Date(asWritten).toISOString().slice(0, 19) !== wall) return null;
  const time = Date.parse(text);
  if (!Number.isFinite(time) || time < Date.parse(DATE_TIME_RANGE.min) || time >= Date.parse(DATE_TIME_RANGE.max)) {
    return null;
  }
  return new Date(time);
}
