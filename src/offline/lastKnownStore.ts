/**
 * The last data the app saw from the server, kept on the device so a start without network (or with the
 * server down) still shows the market list and the user's positions, marked as not live.
 * localStorage, one small entry per kind; anything unreadable counts as nothing saved.
 */

const PREFIX = 'pipwave.lastKnown.';
/** an entry larger than this is not kept (the market list with quotes is about 25 KB) */
export const MAX_ENTRY_CHARS = 200_000;

export interface LastKnown<T> {
  savedAt: number;
  data: T;
}

interface StoredEntry {
  v: 1;
  savedAt: number;
  /** whose data it is (a fingerprint of the session), or null for public data */
  owner: string | null;
  data: unknown;
}

function isStoredEntry(value: unknown): value is StoredEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<StoredEntry>;
  return (
    entry.v === 1 &&
    typeof entry.savedAt === 'number' &&
    Number.isFinite(entry.savedAt) &&
    (entry.owner === null || typeof entry.owner === 'string') &&
    entry.data !== undefined
  );
}

export function saveLastKnown(name: string, data: unknown, owner: string | null, now = Date.now()): boolean {
  const entry: StoredEntry = { v: 1, savedAt: now, owner, data };
  try {
    const text = JSON.stringify(entry);
    if (text.length > MAX_ENTRY_CHARS) {
      localStorage.removeItem(PREFIX + name);
      return false;
    }
    localStorage.setItem(PREFIX + name, text);
    return true;
  } catch {
    // storage full or unavailable: the app works, only without an offline copy
    return false;
  }
}

/**
 * The saved entry if it is well formed, belongs to `owner`, and `isData` accepts its data. Another
 * session's data is never shown.
 */
export function readLastKnown<T>(name: string, owner: string | null, isData: (data: unknown) => data is T) {
  try {
    const text = localStorage.getItem(PREFIX + name);
    if (text === null) return null;
    const entry: unknown = JSON.parse(text);
    if (!isStoredEntry(entry) || entry.owner !== owner || !isData(entry.data)) return null;
    const found: LastKnown<T> = { savedAt: entry.savedAt, data: entry.data };
    return found;
  } catch {
    return null;
  }
}

export function forgetLastKnown(name: string): void {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // nothing to forget
  }
}

/** An entry's owner: null for public data, a string otherwise (an unreadable entry counts as owned). */
function ownerOf(text: string | null): string | null {
  try {
    const entry: unknown = JSON.parse(text ?? 'null');
    return isStoredEntry(entry) ? entry.owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Forgets every copy that belongs to a session (log-out, expired session): public ones stay. */
export function forgetSessionCopies(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key?.startsWith(PREFIX) && ownerOf(localStorage.getItem(key)) !== null) {
        localStorage.removeItem(key);
      }
    }
  } catch {
    // storage unavailable: nothing was kept either
  }
}

/** A short, non-reversible tag of a session token: enough to tell sessions apart, useless as a token. */
export function sessionFingerprint(token: string): string {
  // FNV-1a, 32 bits, twice with different seeds
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x811c9dc5) >>> 0;
  }
  return first.toString(36) + second.toString(36);
}
