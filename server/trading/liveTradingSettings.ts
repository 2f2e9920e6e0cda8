import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { symbols } from '../db/schema.ts';
import { readSetting } from '../settings/settingsStore.ts';

/** How often a server process re-reads the stop-out level (a change staff made through another process). */
export const STOP_OUT_RELOAD_MS = 5_000;

/** The stop-out level in force: the `stop_out_level` setting, or `fallback` (STOP_OUT_LEVEL) while it is empty. */
export async function readStopOutLevel(db: Db, fallback: number): Promise<number> {
  const level = Number(await readSetting(db, 'stop_out_level'));
  return Number.isInteger(level) && level > 0 ? level : fallback;
}

/**
 * The stop-out level the engine checks on every tick, kept in memory: reloaded at once when staff save it
 * through this process and every few seconds otherwise.
 */
export class LiveStopOutLevel {
  private level: number;

  private constructor(
    private readonly db: Db,
    private readonly fallback: number,
    first: number,
  ) {
    this.level = first;
  }

  static async load(db: Db, fallback: number): Promise<LiveStopOutLevel> {
    return new LiveStopOutLevel(db, fallback, await readStopOutLevel(db, fallback));
  }

  get current(): number {
    return this.level;
  }

  async reload(): Promise<void> {
    this.level = await readStopOutLevel(this.db, this.fallback);
  }
}

/** A symbol's stops level as stored now (0 for an unknown symbol). */
export async function readStopsLevel(db: Db, symbolId: number): Promise<number> {
  const [row] = await db.select({ points: symbols.stopsLevel }).from(symbols).where(eq(symbols.id, symbolId));
  return row?.points ?? 0;
}
