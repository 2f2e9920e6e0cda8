// DOM-free: the build (scripts/bootShell.ts) writes this block, index.html's early script reads it.

/** The id of index.html's JSON block naming the app's entry chunk and its preloads (scripts/bootShell.ts). */
export const APP_ENTRY_ID = 'app-entry';

/** What the build writes into that block. */
export interface AppEntry {
  /** the entry module */
  entry: string;
  /** every chunk the entry needs at once */
  preload: string[];
  /** by shell frame (`trade`): the lazy screen's chunks that frame's route renders first */
  frames: Record<string, string[]>;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isAppEntry(value: unknown): value is AppEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { entry, preload, frames } = value as { entry?: unknown; preload?: unknown; frames?: unknown };
  return (
    typeof entry === 'string' &&
    isStrings(preload) &&
    typeof frames === 'object' &&
    frames !== null &&
    Object.values(frames).every(isStrings)
  );
}
