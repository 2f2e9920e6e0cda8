/** One paced run of the order-load bench: `users` users, each offering `ratePerUser` operations a second. */
export interface PacedRun {
  users: number;
  ratePerUser: number;
}

const NONE = 'none';

function positive(text: string, name: string, integer: boolean): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)))
    throw new Error(`${name}: "${text}" is not a positive ${integer ? 'integer' : 'number'}`);
  return value;
}

function items(text: string | undefined): string[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (text.trim() === NONE) return [];
  return text.split(',').map((item) => item.trim());
}

/** User counts, e.g. `10,50,200`; unset or empty gives the fallback, `none` no run. */
export function parseUserCounts(text: string | undefined, fallback: readonly number[], name: string): number[] {
  return items(text)?.map((item) => positive(item, name, true)) ?? [...fallback];
}

/** Paced runs as users@operations a second per user, e.g. `10@30,200@5.5`; unset or empty gives the fallback, `none` no run. */
export function parsePacedRuns(text: string | undefined, fallback: readonly PacedRun[], name: string): PacedRun[] {
  const parsed = items(text)?.map((item) => {
    const [users = '', rate, extra] = item.split('@');
    if (rate === undefined || extra !== undefined) throw new Error(`${name}: "${item}" is not users@rate`);
    return { users: positive(users, name, true), ratePerUser: positive(rate, name, false) };
  });
  return parsed ?? fallback.map((run) => ({ ...run }));
}
